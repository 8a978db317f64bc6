import { useRef, useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from '../../i18n/use-translation';
import { datePartOrder } from '../../i18n/formatting-locale';
import { DATE_PARTS } from '../../lib/forms/fields';
import { HTML_PATTERNS } from '../../lib/forms/formats';
import { describedBy, fieldId, useFormFeedback, useShownError } from './feedback';
import {
  CheckboxField,
  FieldHint,
  FieldMessage,
  LabelText,
  SelectChoices,
  type Choice,
} from './Fields';
import { cx } from './class-names';
import * as styles from './ContactForm.module.css';

const SUBSCRIPTION = { value: true, error: true } as const;
type DatePartName = (typeof DATE_PARTS)[number];
const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1));
const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));

/** The id of the date's shared message; the summary links to the first part in error. */
export const DATE_GROUP = 'eventDate';

/**
 * Date of event as month, day and year (in the order the page's locale
 * writes them: day first in Spanish and Italian), in one group with one message. The
 * message waits until focus leaves the whole group: moving from the month
 * to the day is not "leaving a field".
 */
export function DateField() {
  const { t, i18n } = useTranslation('contact');
  const { idPrefix, requirementOf } = useFormFeedback();
  const month = useField<string>('eventMonth', { subscription: SUBSCRIPTION });
  const day = useField<string>('eventDay', { subscription: SUBSCRIPTION });
  const year = useField<string>('eventYear', { subscription: SUBSCRIPTION });
  // "Not sure yet" makes the date optional; a date given anyway is still sent.
  const undecided = useField<boolean>('dateUndecided', {
    subscription: { value: true },
    type: 'checkbox',
  });
  const requirement = requirementOf('eventMonth', {
    dateUndecided: undecided.input.checked === true,
  });
  const required = requirement === 'required';
  const parts = { eventMonth: month, eventDay: day, eventYear: year };

  const group = useRef<HTMLFieldSetElement>(null);
  const [focusWithin, setFocusWithin] = useState(false);
  const [left, setLeft] = useState(false);
  const errorOf = (part: DatePartName) => {
    const error: unknown = parts[part].meta.error;
    return typeof error === 'string' ? error : undefined;
  };
  const groupError = DATE_PARTS.map(errorOf).find(Boolean);
  const shown = useShownError({ error: groupError, active: focusWithin, touched: left });

  const groupId = fieldId(idPrefix, DATE_GROUP);
  const hintId = `${groupId}-hint`;
  const errorId = `${groupId}-error`;
  const controlProps = (part: DatePartName): DateControlProps => {
    const { input } = parts[part];
    return {
      id: fieldId(idPrefix, part),
      name: part,
      value: input.value,
      required,
      onChange: input.onChange,
      onFocus: () => {
        setFocusWithin(true);
        input.onFocus();
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        input.onBlur();
        if (!group.current?.contains(event.relatedTarget as Node | null)) {
          setFocusWithin(false);
          setLeft(true);
        }
      },
      'data-group': DATE_GROUP,
      'aria-invalid': shown && errorOf(part) ? true : undefined,
      'aria-describedby': describedBy(hintId, shown && errorId),
    };
  };

  return (
    <fieldset ref={group} className={cx(styles.group, styles.wide)}>
      <legend className={styles.label}>
        <LabelText label={t('contact:fields.eventDate')} requirement={requirement} />
      </legend>
      <div className={styles.dateParts}>
        {datePartOrder(i18n.locale).map((part) => {
          if (part === 'month') {
            return (
              <DatePartSelect
                key={part}
                label={t('contact:fields.month')}
                control={controlProps('eventMonth')}
                placeholder={t('contact:fields.choose')}
                options={MONTHS.map((value) => ({ value, label: t(`contact:months.${value}`) }))}
              />
            );
          }
          if (part === 'day') {
            return (
              <DatePartSelect
                key={part}
                label={t('contact:fields.day')}
                control={controlProps('eventDay')}
                // A narrow box: a dash says "nothing chosen" where "Choose…" would not fit.
                placeholder={t('contact:fields.chooseShort')}
                options={DAYS.map((value) => ({ value, label: value }))}
              />
            );
          }
          const control = controlProps('eventYear');
          return (
            <DatePartSlot key={part} label={t('contact:fields.year')} controlId={control.id}>
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                pattern={HTML_PATTERNS.year}
                maxLength={4}
                className={cx(styles.control, styles.year)}
              />
            </DatePartSlot>
          );
        })}
      </div>
      <FieldHint id={hintId}>{t('contact:hints.eventDate')}</FieldHint>
      {shown && <FieldMessage id={errorId} messageKey={shown} />}
      <CheckboxField name="dateUndecided" label={t('contact:fields.dateUndecided')} />
    </fieldset>
  );
}

/** What each part of the date gets from the group: its field, and the group's focus and messages. */
interface DateControlProps {
  id: string;
  name: DatePartName;
  value: string;
  required: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  'data-group': string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** One part of the date with its own small label above it. */
function DatePartSlot({
  label,
  controlId,
  children,
}: {
  label: string;
  controlId: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.datePart}>
      <label htmlFor={controlId} className={styles.subLabel}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A part of the date chosen from a list, which starts on "nothing chosen yet". */
function DatePartSelect({
  label,
  control,
  placeholder,
  options,
}: {
  label: string;
  control: DateControlProps;
  placeholder: string;
  options: readonly Choice[];
}) {
  return (
    <DatePartSlot label={label} controlId={control.id}>
      <select {...control} className={cx(styles.control, styles.select)}>
        <SelectChoices placeholder={placeholder} choices={options} />
      </select>
    </DatePartSlot>
  );
}
