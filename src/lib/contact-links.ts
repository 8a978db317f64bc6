/** tel: and mailto: addresses from the business constants. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return `tel:+1${national}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
