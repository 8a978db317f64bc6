/**
 * The locale Intl formats a page's numbers and dates with. site.yaml names
 * each language's audience as language_COUNTRY (es_US: Spanish readers in
 * the United States, who write 10,000 and put the day before the month);
 * Intl wants the same in BCP 47 (es-US).
 */
export function formattingLocaleOf(
  supported: ReadonlyArray<{ code: string; locale: string }>,
  language: string,
): string {
  const locale = supported.find((entry) => entry.code === language)?.locale;
  return locale ? locale.replace('_', '-') : language;
}

export type DatePart = 'day' | 'month' | 'year';

/** The order in which the locale writes a date's parts: month, day, year for en-US. */
export function datePartOrder(locale: string): DatePart[] {
  // Any date whose day, month and year are told apart by their values.
  const parts = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2033, 10, 22)));
  const order = parts
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  return order.length === 3 ? order : ['month', 'day', 'year'];
}
