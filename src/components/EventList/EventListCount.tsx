import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { usePageLanguage } from '../../i18n/use-page-language';
import { localizedPath } from '../../i18n/paths';
import {
  CONTACT_PATH_ATTRIBUTE,
  EVENT_LIST_COUNT_SCRIPT,
  showCountOnPage,
} from '../../lib/event-list/count-script';
import { eventListSnapshot, subscribeToEventList } from '../../lib/event-list/store';
import * as styles from './EventListCount.module.css';

/**
 * The number of entries in the visitor's event list, as a badge on the
 * link to the contact page (place it inside that link). Nothing shows
 * while the list is empty. Its number is drawn by CSS from <html>: the
 * inline script writes it while the page is parsed, so it is right in the
 * first paint, and this component keeps it right once the page runs.
 * The badge is positioned over its link's corner: it moves nothing when
 * it appears.
 */
export function EventListCount({ contactPath }: { contactPath: string }) {
  const { t } = useTranslation();
  const page = usePageLanguage();
  // null in the server's HTML and while hydrating it: the inline script's count stands.
  const count = useSyncExternalStore(subscribeToEventList, storedCount, unknownCount);
  useEffect(() => {
    if (count !== null) showCountOnPage(count);
  }, [count]);

  const scriptProps = {
    [CONTACT_PATH_ATTRIBUTE]: localizedPath(contactPath, page.language, page.defaultLanguage),
  };
  return (
    <>
      <script {...scriptProps} dangerouslySetInnerHTML={{ __html: EVENT_LIST_COUNT_SCRIPT }} />
      <span className={styles.badge} aria-hidden="true" />
      {count !== null && count > 0 && (
        <span className="visually-hidden"> {t('common:eventList.inHeader', { count })}</span>
      )}
    </>
  );
}

const storedCount = (): number => eventListSnapshot().length;
const unknownCount = (): null => null;
