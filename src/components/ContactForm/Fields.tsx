import type { FocusEvent, ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from '../../i18n/use-translation';
import { describedBy, fieldId, useFormFeedback, useShownError } from './feedback';
import { cx } from './class-names';
import * as styles from './ContactForm.module.css';

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  hint?: string;
  autoComplete?: string;
  /** Spans the whole row of the form's grid. */
  wide?: boolean;
}

const FIELD_SUBSCRIPTION = { value: true, error: true, active: true, touched: true } as const;

/** A field's ids and what it shows, for the field components below. */
function useFieldParts(name: string, type?: 'checkbox') {
  const { idPrefix } = useFormFeedback();
  const { input, meta } = useField<string | boolean>(name, {
    subscription: FIELD_SUBSCRIPTION,
    ...(type ? { type } : {}),
  });
  const shown = useShownError({
    error: typeof meta.error === 'string' ? meta.error : undefined,
    active: meta.active === true,
    touched: meta.touched === true,
  });
  const id = fieldId(idPrefix, name);
  return { input, shown, id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** Label text with its required star (for sight; the control itself says "required"). */
export function LabelText({
  label,
  required,
  optional,
}: Pick<FieldProps, 'label' | 'required' | 'optional'>) {
  const { t } = useTranslation('contact');
  return (
    <>
      {label}
      {required && (
        <span className={styles.requiredMark} aria-hidden="true">
          {' *'}
        </span>
      )}
      {optional && <span className={styles.optional}> {t('contact:fields.optional')}</span>}
    </>
  );
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/** A field's message, tied to its control through aria-describedby. */
export function FieldMessage({ id, messageKey }: { id: string; messageKey: string }) {
  const { t } = useTranslation('contact');
  return (
    <p id={id} className={styles.error}>
      {t(`contact:errors.${messageKey}`)}
    </p>
  );
}

function fieldClass(wide: boolean | undefined): string {
  return cx(styles.field, wide && styles.wide);
}

interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  multiline?: boolean;
  pattern?: string;
  maxLength?: number;
  /** Rewrites the value when the visitor leaves the field (e.g. a phone number's format). */
  normalizeOnBlur?: (value: string) => string | null;
}

export function TextField({
  name,
  label,
  required = false,
  optional = false,
  hint,
  autoComplete,
  wide,
  type = 'text',
  inputMode,
  multiline = false,
  pattern,
  maxLength,
  normalizeOnBlur,
}: TextFieldProps) {
  const { input, shown, id, hintId, errorId } = useFieldParts(name);
  const value = typeof input.value === 'string' ? input.value : '';
  const common = {
    id,
    name,
    value,
    required,
    autoComplete,
    maxLength,
    onFocus: input.onFocus,
    onChange: input.onChange,
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const normalized = normalizeOnBlur?.(value);
      if (normalized && normalized !== value) input.onChange(normalized);
      input.onBlur(event);
    },
    'aria-invalid': shown ? true : undefined,
    'aria-describedby': describedBy(hint && hintId, shown && errorId),
    className: styles.control,
  };
  return (
    <div className={fieldClass(wide || multiline)}>
      <label htmlFor={id} className={styles.label}>
        <LabelText label={label} required={required} optional={optional} />
      </label>
      {multiline ? (
        <textarea {...common} rows={5} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} pattern={pattern} />
      )}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {shown && <FieldMessage id={errorId} messageKey={shown} />}
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** A select's options: first "nothing chosen yet" (an empty value), then the choices. */
export function SelectChoices({
  placeholder,
  choices,
}: {
  placeholder: string;
  choices: readonly Choice[];
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}

interface SelectFieldProps extends FieldProps {
  choices: readonly Choice[];
  /** The empty first choice ("Choose…"). */
  placeholder: string;
}

export function SelectField({
  name,
  label,
  required = false,
  optional = false,
  hint,
  autoComplete,
  wide,
  choices,
  placeholder,
}: SelectFieldProps) {
  const { input, shown, id, hintId, errorId } = useFieldParts(name);
  return (
    <div className={fieldClass(wide)}>
      <label htmlFor={id} className={styles.label}>
        <LabelText label={label} required={required} optional={optional} />
      </label>
      <select
        id={id}
        name={name}
        value={typeof input.value === 'string' ? input.value : ''}
        required={required}
        autoComplete={autoComplete}
        onFocus={input.onFocus}
        onChange={input.onChange}
        onBlur={input.onBlur}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(hint && hintId, shown && errorId)}
        className={cx(styles.control, styles.select)}
      >
        <SelectChoices placeholder={placeholder} choices={choices} />
      </select>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {shown && <FieldMessage id={errorId} messageKey={shown} />}
    </div>
  );
}

/** A box the visitor ticks; never ticked in advance. */
export function CheckboxField({ name, label }: Pick<FieldProps, 'name' | 'label'>) {
  const { input, id } = useFieldParts(name, 'checkbox');
  return (
    <div className={cx(styles.field, styles.wide, styles.checkboxField)}>
      <input
        id={id}
        name={name}
        type="checkbox"
        value="yes"
        checked={input.checked === true}
        onFocus={input.onFocus}
        onChange={input.onChange}
        onBlur={input.onBlur}
        className={styles.checkbox}
      />
      <label htmlFor={id} className={styles.checkboxLabel}>
        {label}
      </label>
    </div>
  );
}
