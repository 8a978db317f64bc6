import { useTranslation } from '../../i18n/use-translation';
import type { Material } from '../../lib/gobo/design';
import * as styles from './GoboControls.module.css';
import type { LogoImage, LogoProblem } from './logo-file';

const NS = 'gobo-designer';

export interface LogoOptions {
  inverted: boolean;
  keepColours: boolean;
}

interface LogoPickerProps {
  logo: LogoImage | null;
  problem: LogoProblem | null;
  material: Material;
  options: LogoOptions;
  onFile: (file: File) => void;
  onOptions: (options: LogoOptions) => void;
}

/** The logo template's file field: read on the device, never sent until the request. */
export function LogoPicker({
  logo,
  problem,
  material,
  options,
  onFile,
  onOptions,
}: LogoPickerProps) {
  const { t } = useTranslation(NS);
  const describedBy = ['gobo-logo-hint', problem ? 'gobo-logo-error' : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t(`${NS}:templates.logo.label`)}</legend>
      <div className={styles.field}>
        <label htmlFor="gobo-logo" className={styles.label}>
          {t(`${NS}:logo.label`)}
        </label>
        <input
          id="gobo-logo"
          className={styles.file}
          type="file"
          accept=".svg,.png,image/svg+xml,image/png"
          aria-describedby={describedBy}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
          }}
        />
        <p id="gobo-logo-hint" className={styles.hint}>
          {t(`${NS}:logo.hint`)} {t(`${NS}:logo.notInLink`)}
        </p>
        {problem && (
          <p id="gobo-logo-error" className={styles.error} role="alert">
            {t(`${NS}:logo.errors.${problem}`)}
          </p>
        )}
        <p className={styles.hint} role="status">
          {logo ? t(`${NS}:logo.loaded`, { name: logo.name }) : t(`${NS}:logo.empty`)}
        </p>
      </div>
      {logo && (
        <div className={styles.checks}>
          {!(material === 'glass' && options.keepColours) && (
            <div className={styles.check}>
              <input
                id="gobo-logo-invert"
                type="checkbox"
                className={styles.checkbox}
                checked={options.inverted}
                onChange={(event) => onOptions({ ...options, inverted: event.target.checked })}
              />
              <label htmlFor="gobo-logo-invert">{t(`${NS}:logo.invert`)}</label>
            </div>
          )}
          {material === 'glass' && (
            <div className={styles.check}>
              <input
                id="gobo-logo-colours"
                type="checkbox"
                className={styles.checkbox}
                checked={options.keepColours}
                onChange={(event) => onOptions({ ...options, keepColours: event.target.checked })}
              />
              <label htmlFor="gobo-logo-colours">{t(`${NS}:logo.keepColours`)}</label>
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}
