/** tel: and mailto: addresses from the business constants. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return `tel:+1${national}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/**
 * The one rule for a text that must stay on one line, such as a phone number
 * or "Call Us": its spaces become non-breaking. Hyphens stay as they are (a
 * non-breaking hyphen changes how some screen readers read a number): CSS
 * (white-space: nowrap on the element) keeps it from wrapping at one.
 */
export function nonBreaking(text: string): string {
  return text.replace(/ /g, '\u00a0');
}

/**
 * A short list read as one unit, such as the service area "NJ · NY · PA ·
 * CT": joined by middle dots with no-break spaces on both sides, so a line
 * never starts with a dot and the last state never sits alone.
 */
export function unbreakableList(items: readonly string[]): string {
  return items.map(nonBreaking).join('\u00a0·\u00a0');
}
