import type { VenueListPage } from '../../config/venue-lists';
import { useTranslation } from '../../i18n/use-translation';
import { LocalizedLink } from '../Link/LocalizedLink';
import { stateName } from './venue-places';
import * as styles from './VenueListNav.module.css';

/**
 * Where a long venue list's venues are: each state, how many venues it has,
 * and a link to the page where they begin. Plain links, so it works before
 * (and without) JavaScript.
 */
export function VenueStateIndex({ list }: { list: VenueListPage }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.states} aria-labelledby="venue-states-heading">
      <h2 id="venue-states-heading" className={styles.heading}>
        {t('venue-list:byState.heading')}
      </h2>
      <ul className={styles.stateList}>
        {list.states.map((state) => (
          <li key={state.region}>
            <LocalizedLink to={state.path}>{stateName(t, state.region)}</LocalizedLink>{' '}
            <span className={styles.count}>
              {t('venue-list:byState.count', { count: state.count })}
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Previous and next page of a long venue list, and where the visitor is. */
export function VenuePagination({ list }: { list: VenueListPage }) {
  const { t } = useTranslation();
  const position = { page: list.page, pages: list.pages };
  return (
    <nav className={styles.pagination} aria-label={t('venue-list:pagination.label')}>
      {list.previousPath ? (
        <LocalizedLink to={list.previousPath} rel="prev">
          {t('venue-list:pagination.previous')}
        </LocalizedLink>
      ) : (
        <span aria-hidden="true" />
      )}
      <p className={styles.position} aria-current="page">
        {t('venue-list:pagination.position', position)}
      </p>
      {list.nextPath ? (
        <LocalizedLink to={list.nextPath} rel="next">
          {t('venue-list:pagination.next')}
        </LocalizedLink>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
