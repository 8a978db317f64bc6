/** @jest-environment node */
import { datePartOrder, formattingLocaleOf } from '../../../src/i18n/formatting-locale';
import { createTranslator } from '../../../src/i18n/translate';
import { formatProblems } from '../../../src/config/problems';
import { validateProjectConfig } from '../../../src/config/project';

const result = validateProjectConfig();
if (!result.ok) throw new Error(formatProblems('site.yaml', result.problems));
const shipped = result.config;

const SUPPORTED = [
  { code: 'en', locale: 'en_US' },
  { code: 'es', locale: 'es_US' },
  { code: 'it', locale: 'it_IT' },
];

describe('the locale numbers and dates are written in', () => {
  it('is site.yaml’s locale of the language, as Intl spells it', () => {
    expect(formattingLocaleOf(SUPPORTED, 'es')).toBe('es-US');
    expect(formattingLocaleOf(SUPPORTED, 'it')).toBe('it-IT');
    expect(formattingLocaleOf(SUPPORTED, 'fr')).toBe('fr');
  });

  it('puts the month first in US English only', () => {
    expect(datePartOrder('en-US')).toEqual(['month', 'day', 'year']);
    expect(datePartOrder('es-US')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('it-IT')).toEqual(['day', 'month', 'year']);
  });

  it.each([
    ['en', 10000, '10,000'],
    ['es', 10000, '10,000'],
    ['it', 10000, '10.000'],
    ['es', 1200, '1,200'],
    ['it', 1200, '1.200'],
  ])('writes %s %s as %s with the shipped site.yaml', (language, count, expected) => {
    const t = createTranslator({
      resources: { [language]: { home: { value: '{{count, number}}' } } },
      language,
      fallbackLanguage: language,
      defaultNamespace: 'home',
      locale: formattingLocaleOf(shipped.languages.supported, language),
    }).fixedT();
    expect(t('value', { count })).toBe(expected);
  });
});
