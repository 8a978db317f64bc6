/**
 * Values people obviously meant, written the way the site needs them: the
 * build accepts them (src/config/schema.ts) and the pages receive them
 * cleaned up (gatsby/schema-customization.ts), so a copied "mailto:" or a
 * phone typed as bare digits never reaches a link broken.
 */

/** 2015550147 → (201) 555-0147; other common ways of writing a number are kept as written. */
export function normalizeUsPhone(value: unknown): unknown {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  if (typeof text !== 'string') return value;
  const written = text.trim().replace(/^tel:\s*/i, '');
  const bareDigits = /^(?:\+?1)?(\d{3})(\d{3})(\d{4})$/.exec(written);
  return bareDigits ? `(${bareDigits[1]}) ${bareDigits[2]}-${bareDigits[3]}` : written;
}

/** " mailto:hello@example.com" → hello@example.com */
export function normalizeEmail(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().replace(/^mailto:\s*/i, '') : value;
}

export const NORMALIZERS = { usPhone: normalizeUsPhone, email: normalizeEmail } as const;

export type NormalizerName = keyof typeof NORMALIZERS;
