import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { useTranslation } from '../../i18n/use-translation';
import { OptionalGroupContext } from './Fields';
import * as styles from './MoreDetails.module.css';

/**
 * The inquiry's optional answers, in a group the visitor opens: a real
 * disclosure (<details>), which opens and closes from the keyboard and
 * without JavaScript. A closed group keeps its fields in the form, so
 * whatever was typed there is kept and sent; its summary counts the answers
 * inside. The form opens it when a check finds a problem in it
 * (openGroupsOf in ContactForm.tsx).
 */
export function MoreDetails({ children }: { children: ReactNode }) {
  const { t } = useTranslation('contact');
  const group = useRef<HTMLDetailsElement>(null);
  // The names of the fields inside, read from the page once it runs.
  const [names, setNames] = useState<readonly string[]>([]);
  useEffect(() => setNames(namesOfFieldsIn(group.current)), []);

  return (
    <details ref={group} className={styles.details}>
      <summary className={styles.summary}>
        <span className={styles.marker} aria-hidden="true" />
        <span className={styles.text}>
          <span className={styles.title}>{t('contact:inquiry.moreDetails')}</span>
          <span className={styles.hint}>{t('contact:inquiry.moreDetailsHint')}</span>
        </span>
        <AnsweredCount names={names} />
      </summary>
      <OptionalGroupContext.Provider value={true}>
        <div className={styles.body}>{children}</div>
      </OptionalGroupContext.Provider>
    </details>
  );
}

/**
 * How many of the group's fields hold an answer: a number in a badge of
 * its own size, so that it appears without moving anything.
 */
function AnsweredCount({ names }: { names: readonly string[] }) {
  const { t, i18n } = useTranslation('contact');
  const { values } = useFormState<Record<string, unknown>>({ subscription: { values: true } });
  const count = names.filter((name) => isAnswer(values[name])).length;
  return (
    <span className={styles.count} data-count={count}>
      {count > 0 && (
        <>
          <span aria-hidden="true">{new Intl.NumberFormat(i18n.locale).format(count)}</span>
          <span className="visually-hidden">{t('contact:inquiry.answered', { count })}</span>
        </>
      )}
    </span>
  );
}

function isAnswer(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value === true;
}

function namesOfFieldsIn(group: HTMLElement | null): string[] {
  if (!group) return [];
  // The venue posts from a hidden input behind its searchable choice.
  const controls = group.querySelectorAll<HTMLInputElement>(
    'input[name], select[name], textarea[name]',
  );
  return [...new Set(Array.from(controls, (control) => control.name))];
}
