/**
 * @jest-environment node
 */
/**
 * The designer's example date, written by Intl in each language's locale
 * with the month as a word: a reader on either side of the Atlantic reads
 * the same day, where "06 · 14 · 2027" and "14 · 06 · 2027" each mislead one.
 */
import { exampleDate } from '../../../src/lib/gobo/example-date';
import { formattingLocaleOf } from '../../../src/i18n/formatting-locale';
import { specSiteData } from '../../support/spec-site';

const { supported } = specSiteData().languages;

describe('the gobo designer’s example date', () => {
  it.each(supported.map((language) => language.code))(
    'names the month in words in %s, long and short',
    (code) => {
      const locale = formattingLocaleOf(supported, code);
      const monthName = (month: 'long' | 'short') =>
        new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' }).format(
          new Date(Date.UTC(2027, 5, 14)),
        );
      for (const month of ['long', 'short'] as const) {
        const written = exampleDate(locale, month);
        expect(written).toContain(monthName(month));
        expect(written).toContain('14');
        expect(written).toContain('2027');
        // No month written as a number next to the day.
        expect(written).not.toMatch(/\b0?6\b/);
      }
    },
  );

  it('follows each locale’s order of day and month', () => {
    expect(exampleDate('en-US')).toBe('June 14, 2027');
    expect(exampleDate('es-US')).toBe('14 de junio de 2027');
    expect(exampleDate('it-IT')).toBe('14 giugno 2027');
  });
});
