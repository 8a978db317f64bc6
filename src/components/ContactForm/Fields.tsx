import { createContext, useContext, type FocusEvent, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from '../../i18n/use-translation';
import type { Requirement } from '../../lib/forms/validate';
import { describedBy, fieldId, useFormFeedback, useShownError } from './feedback';
import { cx } from './class-names';
import * as styles from './ContactForm.module.css';

/**
 * Inside a group whose title already says "optional" (MoreDetails), its
 * fields do not say it again each.
 */
export const OptionalGroupContext = createContext(false);

interface FieldProps {
  /** The field's name; whether it is required comes from the form's rules (FormFeedback). */
  name: string;
  label: string;
  hint?: string;
  autoComplete?: string;
  /** Spans the whole row of the form's grid. */
  wide?: boolean;
}

const FIELD_SUBSCRIPTION = { value: true, error: true, active: true, touched: true } as const;

/** A field's ids and what it shows, for the field components below. */
function useFieldParts(name: string, type?: 'checkbox') {
  const { idPrefix, requirementOf } = useFormFeedback();
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
  const requirement = requirementOf(name);
  return { input, shown, id, hintId: `${id}-hint`, errorId: `${id}-error`, requirement };
}

/**
 * Label text with its mark: a star when required (for sight; the control
 * itself says "required"), "(optional)" when optional, nothing for one of a
 * pair whose group carries the star.
 */
export function LabelText({ label, requirement }: { label: string; requirement: Requirement }) {
  const { t } = useTranslation('contact');
  const inOptionalGroup = useContext(OptionalGroupContext);
  return (
    <>
      {label}
      {requirement === 'required' && (
        <span className={styles.requiredMark} aria-hidden="true">
          {' *'}
        </span>
      )}
      {requirement === 'optional' && !inOptionalGroup && (
        <span className={styles.optional}> {t('contact:fields.optional')}</span>
      )}
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
  const { input, shown, id, hintId, errorId, requirement } = useFieldParts(name);
  const required = requirement === 'required';
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
        <LabelText label={label} requirement={requirement} />
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
  hint,
  autoComplete,
  wide,
  choices,
  placeholder,
}: SelectFieldProps) {
  const { input, shown, id, hintId, errorId, requirement } = useFieldParts(name);
  return (
    <div className={fieldClass(wide)}>
      <label htmlFor={id} className={styles.label}>
        <LabelText label={label} requirement={requirement} />
      </label>
      <select
        id={id}
        name={name}
        value={typeof input.value === 'string' ? input.value : ''}
        required={requirement === 'required'}
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
