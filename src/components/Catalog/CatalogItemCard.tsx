import { useTranslation } from '../../i18n/use-translation';
import { contactPrefillPath } from '../../lib/forms/prefill';
import { formatMeasurement } from '../../lib/measurements/format';
import { LocalizedLink } from '../Link/LocalizedLink';
import { Picture } from '../Picture/Picture';
import { LinkedText } from '../Mentions/LinkedText';
import * as cards from '../Cards/Cards.module.css';
import * as styles from './Catalog.module.css';

/** One item of data/catalog.yaml as the catalog queries it (the CatalogItem fragment). */
export type CatalogItemData = Queries.CatalogItemFragment;

/**
 * One rentable item: picture, name, description, key specs and "Ask about this".
 * `priority`: the catalog's first picture, the largest thing a phone shows
 * first, is fetched at once rather than lazily.
 */
export function CatalogItemCard({
  item,
  contactPath,
  priority = false,
}: {
  item: CatalogItemData;
  contactPath: string | undefined;
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const texts = `catalog-items:${item.id}`;
  const name = t(`${texts}.name`);
  const valueOf = (spec: string) => {
    const measurement = item.measurements?.find((candidate) => candidate.spec === spec);
    return measurement
      ? formatMeasurement(measurement, i18n.locale, t)
      : t(`${texts}.specs.${spec}`);
  };
  return (
    <article className={`${cards.card} ${styles.item}`}>
      <Picture
        image={item.image}
        alt={t(`${texts}.imageAlt`)}
        className={cards.picture}
        priority={priority}
      />
      <div className={`${cards.body} ${styles.body}`}>
        <h3 className={cards.title}>{name}</h3>
        <p className={cards.text}>
          <LinkedText text={t(`${texts}.description`)} />
        </p>
        <dl className={styles.specs}>
          {item.specs.map((spec) => (
            <div key={spec} className={styles.spec}>
              <dt>{t(`catalog:specs.${spec}`)}</dt>
              <dd>{valueOf(spec)}</dd>
            </div>
          ))}
        </dl>
        {contactPath && (
          <LocalizedLink
            to={contactPrefillPath(contactPath, { item: item.id })}
            className={styles.ask}
          >
            {t('catalog:ask')}
            {/* Named by what it shows, then the item: the words a visitor sees are the
                words speech input takes (WCAG 2.5.3, Label in Name). */}
            <span className="visually-hidden">: {name}</span>
          </LocalizedLink>
        )}
      </div>
    </article>
  );
}
