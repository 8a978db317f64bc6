/**
 * Values people obviously meant, written the way the site needs them: the
 * build accepts them (src/config/schema.ts) and the pages receive them
 * cleaned up (gatsby/schema-customization.ts), so a copied "mailto:" or a
 * phone typed as bare digits never reaches a link broken.
 */
import { normalizeUsPhone } from '../lib/forms/formats';

/**
 * site.yaml's phone as the pages show it: a US number written any way the
 * contact form accepts (bare digits too, which YAML reads as a number, or a
 * copied tel: link) becomes "(201) 555-0147", by the form's own
 * normalizeUsPhone. Anything else is kept as written for the validation to
 * refuse in words (the form's function gives null there: no number).
 */
export function cleanUpUsPhone(value: unknown): unknown {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  if (typeof text !== 'string') return value;
  const written = text.trim().replace(/^tel:\s*/i, '');
  return normalizeUsPhone(written) ?? written;
}

/** " mailto:hello@example.com" → hello@example.com */
export function normalizeEmail(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().replace(/^mailto:\s*/i, '') : value;
}

export const NORMALIZERS = { usPhone: cleanUpUsPhone, email: normalizeEmail } as const;

export type NormalizerName = keyof typeof NORMALIZERS;
