import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  FONT_IDS,
  FONTS,
  FRAMES,
  MATERIALS,
  MAX_LENGTH,
  ROTATION,
  SIZE,
  TEMPLATE_FIELDS,
  TEMPLATES,
  type GoboDesign,
} from '../../lib/gobo/design';
import { exampleDate } from '../../lib/gobo/example-date';
import { BRIDGE_MM, SMALLEST_SIZE } from '../../lib/gobo/gobo-sizes';
import type { DesignAction } from './design-state';
import { sampleFamily } from './font-loader';
import * as styles from './GoboControls.module.css';
import { RadioCards } from './RadioCards';

const NS = 'gobo-designer';

interface DesignControlsProps {
  design: GoboDesign;
  dispatch: Dispatch<DesignAction>;
  /** Typed characters the chosen face cannot draw. */
  missing: readonly string[];
  /** The logo picker, shown in place of the text fields for the logo template. */
  logoPicker: ReactNode;
  /** Steel only: what to change so the gobo can be cut as drawn. */
  steelAdvice: readonly string[];
}

function TextFields({
  design,
  dispatch,
  missing,
}: Pick<DesignControlsProps, 'design' | 'dispatch' | 'missing'>) {
  const { t, i18n } = useTranslation(NS);
  const fields = TEMPLATE_FIELDS[design.template];
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t(`${NS}:fields.legend`)}</legend>
      <div className={design.template === 'monogram' ? styles.fieldPair : styles.fieldStack}>
        {fields.map((field) => {
          const id = `gobo-text-${field}`;
          const hintId = field === 'date' ? `${id}-hint` : undefined;
          return (
            <div key={field} className={styles.field}>
              <label htmlFor={id} className={styles.label}>
                {t(`${NS}:fields.${field}`)}
              </label>
              <input
                id={id}
                className={styles.input}
                type="text"
                name={field}
                value={design.texts[field]}
                maxLength={MAX_LENGTH[field]}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={hintId}
                onChange={(event) => dispatch({ type: 'text', field, value: event.target.value })}
              />
              {hintId && (
                <p id={hintId} className={styles.hint}>
                  {t(`${NS}:fields.dateHint`, {
                    long: exampleDate(i18n.locale),
                    short: exampleDate(i18n.locale, 'short'),
                  })}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {missing.length > 0 && (
        <p className={styles.warning} role="status">
          {t(`${NS}:fields.missing`, { chars: missing.join(' ') })}
        </p>
      )}
    </fieldset>
  );
}

function RangeField({
  id,
  label,
  value,
  valueText,
  min,
  max,
  step,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  valueText: string;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className={styles.field}>
      <div className={styles.rangeHeader}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <output htmlFor={id} className={styles.output}>
          {valueText}
        </output>
      </div>
      <input
        id={id}
        className={styles.range}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}

function ColourField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.colourField}>
      <input
        id={id}
        className={styles.colour}
        type="color"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <span className={styles.colourValue}>{value}</span>
    </div>
  );
}

/** Every setting of the design, in the order a visitor decides them. */
export function DesignControls({
  design,
  dispatch,
  missing,
  logoPicker,
  steelAdvice,
}: DesignControlsProps) {
  const { t, i18n } = useTranslation(NS);
  const millimetres = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 });
  const hasText = TEMPLATE_FIELDS[design.template].length > 0;

  return (
    <form
      className={styles.controls}
      aria-label={t(`${NS}:designer.controls`)}
      onSubmit={(event) => event.preventDefault()}
    >
      <RadioCards
        legend={t(`${NS}:templates.legend`)}
        name="gobo-template"
        value={design.template}
        onChange={(value) => dispatch({ type: 'template', value })}
        options={TEMPLATES.map((template) => ({
          value: template,
          label: t(`${NS}:templates.${template}.label`),
          hint: t(`${NS}:templates.${template}.hint`),
        }))}
      />

      {hasText ? <TextFields design={design} dispatch={dispatch} missing={missing} /> : logoPicker}

      {hasText && (
        <RadioCards
          legend={t(`${NS}:font.legend`)}
          name="gobo-font"
          value={design.font}
          onChange={(value) => dispatch({ type: 'font', value })}
          options={FONT_IDS.map((font) => ({
            value: font,
            label: FONTS[font].name,
            hint: t(`${NS}:font.${FONTS[font].style}`),
            labelStyle: { fontFamily: `'${sampleFamily(font)}', var(--font-body)` },
          }))}
        />
      )}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t(`${NS}:layout.legend`)}</legend>
        <RangeField
          id="gobo-size"
          label={t(`${NS}:layout.size`)}
          value={design.size}
          valueText={t(`${NS}:layout.sizeValue`, { value: design.size })}
          min={SIZE.min}
          max={SIZE.max}
          step={SIZE.step}
          onChange={(value) => dispatch({ type: 'size', value })}
        />
        <RangeField
          id="gobo-rotation"
          label={t(`${NS}:layout.rotation`)}
          value={design.rotation}
          valueText={t(`${NS}:layout.rotationValue`, { value: design.rotation })}
          min={ROTATION.min}
          max={ROTATION.max}
          step={ROTATION.step}
          onChange={(value) => dispatch({ type: 'rotation', value })}
        />
      </fieldset>

      <RadioCards
        legend={t(`${NS}:frames.legend`)}
        name="gobo-frame"
        look="chips"
        value={design.frame}
        onChange={(value) => dispatch({ type: 'frame', value })}
        options={FRAMES.map((frame) => ({ value: frame, label: t(`${NS}:frames.${frame}`) }))}
      />

      <RadioCards
        legend={t(`${NS}:material.legend`)}
        name="gobo-material"
        value={design.material}
        onChange={(value) => dispatch({ type: 'material', value })}
        options={MATERIALS.map((material) => ({
          value: material,
          label: t(`${NS}:material.${material}.label`),
          hint: t(`${NS}:material.${material}.hint`),
        }))}
      />
      {design.material === 'steel' ? (
        <div className={styles.steelNotes}>
          <p className={styles.hint}>{t(`${NS}:material.steelNote`)}</p>
          <p className={styles.hint}>
            {t(`${NS}:material.bridgesNote`, {
              width: millimetres.format(BRIDGE_MM),
              size: SMALLEST_SIZE.name,
            })}
          </p>
          <div role="status">
            {steelAdvice.map((advice) => (
              <p key={advice} className={styles.warning}>
                {advice}
              </p>
            ))}
          </div>
        </div>
      ) : (
        <div className={styles.colours}>
          <ColourField
            id="gobo-colour-a"
            label={t(`${NS}:material.colour`)}
            value={design.colorA}
            onChange={(value) => dispatch({ type: 'colorA', value })}
          />
          <div className={styles.check}>
            <input
              id="gobo-gradient"
              type="checkbox"
              className={styles.checkbox}
              checked={design.gradient}
              onChange={(event) => dispatch({ type: 'gradient', value: event.target.checked })}
            />
            <label htmlFor="gobo-gradient">{t(`${NS}:material.gradient`)}</label>
          </div>
          {design.gradient && (
            <ColourField
              id="gobo-colour-b"
              label={t(`${NS}:material.colourB`)}
              value={design.colorB}
              onChange={(value) => dispatch({ type: 'colorB', value })}
            />
          )}
        </div>
      )}
    </form>
  );
}
