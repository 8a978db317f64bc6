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
 * The text of a call link kept on one line: its spaces become non-breaking,
 * so "(201) 555-0147" or "Call Us" never wraps. Hyphens stay as they are
 * (a non-breaking hyphen changes how some screen readers read a number):
 * CSS keeps the link itself from wrapping at one.
 */
export function nonBreaking(text: string): string {
  return text.replace(/ /g, '\u00a0');
}
