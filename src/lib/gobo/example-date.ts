/**
 * The date the designer shows as an example (typed into the names-and-date
 * template, and in the date field's hint). Written by Intl in the page's
 * locale with the month as a word, never as digits: "06 · 14 · 2027" is
 * June 14 to a US reader and nonsense to an Italian one, who reads
 * "14 · 06 · 2027" the other way round.
 */

/** June 14, 2027: a summer Saturday. */
const EXAMPLE_DAY = new Date(Date.UTC(2027, 5, 14));

/**
 * The example date in `locale`: "June 14, 2027", "14 de junio de 2027",
 * "14 giugno 2027"; with `month: 'short'`, "Jun 14, 2027", "14 jun 2027",
 * "14 giu 2027".
 */
export function exampleDate(locale: string, month: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month,
    day: 'numeric',
    timeZone: 'UTC',
  }).format(EXAMPLE_DAY);
}
