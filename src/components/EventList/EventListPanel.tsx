import { useState, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { svgPreviewSource } from '../../lib/forms/attachment';
import { entryKey } from '../../lib/event-list/entries';
import type { NamedEntry } from '../../lib/event-list/fields';
import { Icon } from '../Icon/Icon';
import * as styles from './EventListPanel.module.css';

interface EventListPanelProps {
  named: readonly NamedEntry[];
  /** False until the browser knows the tab's list (server HTML, hydration). */
  known: boolean;
  onRemove: (key: string) => void;
  /** Where focus goes once the last entry is removed. */
  onEmptied: () => void;
}

/**
 * The visitor's event list at the top of the inquiry: each entry with what
 * it is, its name in the page's language (a design with its preview) and a
 * button that takes it out. Its rows have one height, so the room the page
 * keeps for them before its script runs (lib/event-list/count-script.ts)
 * is exactly theirs.
 */
export function EventListPanel({ named, known, onRemove, onEmptied }: EventListPanelProps) {
  const { t } = useTranslation('contact');
  const [announcement, setAnnouncement] = useState('');

  const remove = (index: number) => {
    const removed = named[index];
    if (!removed) return;
    onRemove(entryKey(removed.entry));
    setAnnouncement(t('contact:eventList.removed', { name: removed.name }));
    const next = named[index + 1] ?? named[index - 1];
    if (next) {
      document.getElementById(removeButtonId(next))?.focus();
    } else {
      onEmptied();
    }
  };

  // Before the list is known, CSS keeps the room the inline script counted.
  const shown = known
    ? { 'data-state': named.length > 0 ? 'filled' : 'empty', style: rows(named.length) }
    : {};

  return (
    <>
      <section aria-labelledby="event-list-heading" className={styles.panel} {...shown}>
        <h3 id="event-list-heading" className={styles.heading}>
          {t('contact:eventList.heading')}
        </h3>
        <ol className={styles.list}>
          {named.map((item, index) => (
            <li key={entryKey(item.entry)} className={styles.entry}>
              {item.entry.kind === 'gobo' ? (
                // As an image, the SVG can neither run scripts nor load anything.
                <img
                  className={styles.preview}
                  src={svgPreviewSource(item.entry.svg)}
                  alt={t('contact:attachment.preview', { name: item.entry.fileName })}
                  width={48}
                  height={48}
                />
              ) : (
                <span className={styles.number} aria-hidden="true" />
              )}
              <span className={styles.text}>
                <span className={styles.kind}>{item.kindLabel}</span>
                <span className={styles.name} title={item.name}>
                  {item.name}
                </span>
              </span>
              <button
                id={removeButtonId(item)}
                type="button"
                className={styles.remove}
                onClick={() => remove(index)}
              >
                <Icon name="close" className={styles.removeIcon} />
                <span className="visually-hidden">
                  {t('contact:eventList.remove', { name: item.name || item.kindLabel })}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </section>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}

function removeButtonId({ entry }: NamedEntry): string {
  return `event-list-remove-${entryKey(entry).replace(':', '-')}`;
}

function rows(count: number): CSSProperties {
  return { '--rows': count } as CSSProperties;
}
