import type { CSSProperties, ReactNode } from 'react';
import * as styles from './GoboControls.module.css';

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  hint?: string;
  /** Applied to the label (the typeface samples). */
  labelStyle?: CSSProperties;
}

interface RadioCardsProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: ReadonlyArray<RadioOption<T>>;
  onChange: (value: T) => void;
  /** "cards" for choices with a hint, "chips" for short ones. */
  look?: 'cards' | 'chips';
}

/**
 * A group of native radio buttons dressed as cards: one Tab stop, arrow
 * keys move the choice, the legend names the group for screen readers.
 */
export function RadioCards<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  look = 'cards',
}: RadioCardsProps<T>) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={look === 'cards' ? styles.cards : styles.chips}>
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <label key={option.value} className={styles.card} htmlFor={id}>
              <input
                id={id}
                className={styles.radio}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-labelledby={option.hint ? `${id}-label` : undefined}
                aria-describedby={option.hint ? `${id}-hint` : undefined}
              />
              <span id={`${id}-label`} className={styles.cardLabel} style={option.labelStyle}>
                {option.label}
              </span>
              {option.hint && (
                <span id={`${id}-hint`} className={styles.cardHint}>
                  {option.hint}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
