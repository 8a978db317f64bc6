/** @jest-environment node */
/**
 * The catalog's measurements in each formatting locale: numbers and units
 * through Intl (es-US 1,000 and 1.2 m, it-IT 1.000 and 1,2 m), US units
 * first and, for Spanish and Italian readers, the metric equivalent beside
 * them, rounded to what a reader needs. The words come from fixture
 * templates, so these tests follow the formatting, not the copy.
 */
import { createTranslator, type TranslationTree } from '../../../src/i18n/translate';
import {
  formatMeasurement,
  roundMetric,
  showsMetric,
  type Measurement,
} from '../../../src/lib/measurements/format';
import { UNITS } from '../../../src/lib/measurements/units';

const UNIT_TEMPLATES = {
  nits: '{{value}} nits',
  watts: '{{value}} W',
  poundsPerSquareFoot: '{{value}} lb/ft²',
  kilogramsPerSquareMetre: '{{value}} kg/m²',
};

const TEMPLATES: Record<string, TranslationTree> = {
  'en-US': {
    metric: '{{value}} ({{metric}})',
    range: '{{from}} to {{to}}',
    or: '{{first}} or {{second}}',
    upTo: 'up to {{value}}',
    units: UNIT_TEMPLATES,
    words: { perDeck: '{{value}} per deck', wide: '{{value}} wide' },
  },
  'es-US': {
    metric: '{{value}} ({{metric}})',
    range: 'de {{from}} a {{to}}',
    or: '{{first}} o {{second}}',
    upTo: 'hasta {{value}}',
    units: UNIT_TEMPLATES,
    words: { perDeck: '{{value}} por módulo', wide: '{{value}} de ancho' },
  },
  'it-IT': {
    metric: '{{value}} ({{metric}})',
    range: 'da {{from}} a {{to}}',
    or: '{{first}} o {{second}}',
    upTo: 'fino a {{value}}',
    units: { ...UNIT_TEMPLATES, nits: '{{value}} nit' },
    words: { perDeck: '{{value}} a pedana', wide: '{{value}} di larghezza' },
  },
};

/** An en dash (en-US) or a hyphen (es-US, it-IT): Intl's range sign in each locale. */
const DASH = '[–-]';

function format(locale: string, measurement: Omit<Measurement, 'spec'>): string {
  const language = locale.slice(0, 2);
  const t = createTranslator({
    resources: { [language]: { catalog: { measurements: TEMPLATES[locale]! } } },
    language,
    fallbackLanguage: language,
    defaultNamespace: 'catalog',
    locale,
  }).fixedT('catalog');
  return formatMeasurement({ spec: 'size', ...measurement }, locale, t);
}

describe('which readers get metric beside US units', () => {
  it('is US English no, US Spanish and Italian yes, and yes for a locale not listed', () => {
    expect(showsMetric('en-US')).toBe(false);
    expect(showsMetric('es-US')).toBe(true);
    expect(showsMetric('it-IT')).toBe(true);
    expect(showsMetric('fr-FR')).toBe(true);
  });
});

describe('a width × depth', () => {
  const deck = { unit: 'feet', numbers: [4, 8], words: 'perDeck' };

  it('is feet alone in en-US', () => {
    expect(format('en-US', deck)).toBe('4 × 8 ft per deck');
  });

  it('has metres beside it in es-US, with a decimal point', () => {
    expect(format('es-US', deck)).toBe('4 × 8 ft (1.2 × 2.4 m) por módulo');
  });

  it('has metres beside it in it-IT, with a decimal comma', () => {
    expect(format('it-IT', deck)).toBe('4 × 8 ft (1,2 × 2,4 m) a pedana');
  });

  it('writes a fraction the locale’s way in the US figure too', () => {
    expect(format('it-IT', { unit: 'feet', numbers: [8, 4.5] })).toBe('8 × 4,5 ft (2,4 × 1,4 m)');
  });
});

describe('ranges', () => {
  it('writes a range of single numbers once, with Intl’s range sign', () => {
    expect(format('en-US', { unit: 'feet', numbers: [10], to: [50] })).toBe('10–50 ft');
    expect(format('es-US', { unit: 'feet', numbers: [10], to: [50] })).toMatch(
      new RegExp(`^10${DASH}50 ft \\(3${DASH}15 m\\)$`),
    );
    expect(format('it-IT', { unit: 'feet', numbers: [3], to: [16] })).toMatch(
      new RegExp(`^3${DASH}16 ft \\(0,9${DASH}4,9 m\\)$`),
    );
  });

  it('writes a range of two sizes with the language’s words, each size whole', () => {
    const floor = { unit: 'feet', numbers: [12, 12], to: [32, 32] };
    expect(format('en-US', floor)).toBe('12 × 12 ft to 32 × 32 ft');
    expect(format('es-US', floor)).toBe('de 12 × 12 ft (3.7 × 3.7 m) a 32 × 32 ft (9.8 × 9.8 m)');
    expect(format('it-IT', floor)).toBe('da 12 × 12 ft (3,7 × 3,7 m) a 32 × 32 ft (9,8 × 9,8 m)');
  });

  it('writes durations in the page’s language, without conversion', () => {
    expect(format('en-US', { unit: 'weeks', numbers: [2], to: [3] })).toBe('2–3 weeks');
    expect(format('es-US', { unit: 'weeks', numbers: [2], to: [3] })).toMatch(
      new RegExp(`^2${DASH}3 semanas$`),
    );
    expect(format('it-IT', { unit: 'minutes', numbers: [15] })).toBe('15 min');
    expect(format('es-US', { unit: 'hours', numbers: [12] })).toBe('12 h');
  });

  it('writes degrees with the ° sign, not "deg"', () => {
    expect(format('en-US', { unit: 'degrees', numbers: [6], to: [45] })).toBe('6–45°');
  });
});

describe('"up to", "or", a count and words', () => {
  it('puts "up to" around the value and its words', () => {
    const sign = { unit: 'feet', numbers: [6], upTo: true, words: 'wide' };
    expect(format('en-US', sign)).toBe('up to 6 ft wide');
    expect(format('es-US', sign)).toBe('hasta 6 ft (1.8 m) de ancho');
    expect(format('it-IT', sign)).toBe('fino a 6 ft (1,8 m) di larghezza');
    expect(format('es-US', { unit: 'feet', numbers: [30, 14], upTo: true })).toBe(
      'hasta 30 × 14 ft (9.1 × 4.3 m)',
    );
  });

  it('writes two sizes offered, each with its centimetres', () => {
    const prints = { unit: 'inches', numbers: [2, 6], or: [4, 6] };
    expect(format('en-US', prints)).toBe('2 × 6 in or 4 × 6 in');
    expect(format('es-US', prints)).toBe('2 × 6 in (5 × 15 cm) o 4 × 6 in (10 × 15 cm)');
  });

  it('writes a count before the value', () => {
    expect(format('en-US', { unit: 'watts', numbers: [15], times: 19 })).toBe('19 × 15 W');
  });
});

describe('thousands and units Intl does not know', () => {
  it('groups thousands the locale’s way: 1,000 in en-US and es-US, 1.000 in it-IT', () => {
    expect(format('en-US', { unit: 'nits', numbers: [5000] })).toBe('5,000 nits');
    expect(format('es-US', { unit: 'nits', numbers: [1000] })).toBe('1,000 nits');
    expect(format('it-IT', { unit: 'nits', numbers: [1000] })).toBe('1.000 nit');
  });

  it('converts floor loads and weights to kilograms, rounded', () => {
    expect(format('en-US', { unit: 'poundsPerSquareFoot', numbers: [150] })).toBe('150 lb/ft²');
    expect(format('es-US', { unit: 'poundsPerSquareFoot', numbers: [150] })).toBe(
      '150 lb/ft² (730 kg/m²)',
    );
    expect(format('it-IT', { unit: 'pounds', numbers: [500] })).toBe('500 lb (230 kg)');
  });

  it('leaves millimetres as they are, in the locale’s digits', () => {
    expect(format('es-US', { unit: 'millimetres', numbers: [2.6] })).toBe('2.6 mm');
    expect(format('it-IT', { unit: 'millimetres', numbers: [2.6] })).toBe('2,6 mm');
  });
});

describe('rounding of the metric equivalent', () => {
  const metres = UNITS.feet.metric.rounding;
  const centimetres = UNITS.inches.metric.rounding;
  const kilograms = UNITS.pounds.metric.rounding;

  it('keeps metres to two significant digits and one decimal', () => {
    expect(roundMetric(1.2192, metres)).toBe(1.2);
    expect(roundMetric(0.6096, metres)).toBe(0.6);
    expect(roundMetric(15.24, metres)).toBe(15);
    expect(roundMetric(9.7536, metres)).toBe(9.8);
  });

  it('keeps centimetres whole and kilograms to two significant digits', () => {
    expect(roundMetric(101.6, centimetres)).toBe(102);
    expect(roundMetric(5.08, centimetres)).toBe(5);
    expect(roundMetric(226.796, kilograms)).toBe(230);
  });

  it('uses centimetres for inches: 8–40 in is 20–102 cm', () => {
    expect(format('it-IT', { unit: 'inches', numbers: [8], to: [40] })).toMatch(
      new RegExp(`^8${DASH}40 in \\(20${DASH}102 cm\\)$`),
    );
  });
});

describe('the range sign', () => {
  it('is an en dash in every locale, Spanish and Italian included (Intl gives them a hyphen)', () => {
    expect(format('es-US', { unit: 'feet', numbers: [10], to: [50] })).toBe('10–50 ft (3–15 m)');
    expect(format('it-IT', { unit: 'feet', numbers: [3], to: [16] })).toBe('3–16 ft (0,9–4,9 m)');
    expect(format('es-US', { unit: 'weeks', numbers: [2], to: [3] })).toBe('2–3 semanas');
    expect(format('it-IT', { unit: 'inches', numbers: [8], to: [40] })).toBe('8–40 in (20–102 cm)');
    expect(format('it-IT', { unit: 'degrees', numbers: [6], to: [45] })).toBe('6–45°');
    expect(format('es-US', { unit: 'nits', numbers: [1000], to: [5000] })).toBe('1,000–5,000 nits');
  });

  it('leaves the minus of a negative end alone (Intl spaces the sign then)', () => {
    expect(format('it-IT', { unit: 'degrees', numbers: [-45], to: [45] })).toBe('-45 – 45°');
  });
});
