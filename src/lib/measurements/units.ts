/**
 * The units a catalog measurement may be written in (data/catalog.yaml →
 * items → measurements → unit), and how each is shown. One table, read by
 * the schema (which names are allowed), the editor (its list of units) and
 * the formatter (how to write it in each language).
 *
 * The owner writes US units, the ones the business works in; the metric
 * equivalent shown beside them is worked out here, never typed by hand.
 */

/** A unit Intl.NumberFormat writes itself, in the page's language ("4 ft", "2 semanas"). */
interface IntlUnit {
  intl: string;
  /** Intl's "short" writes degrees as "6 deg" in English: "narrow" gives "6°". */
  display?: 'short' | 'narrow' | 'long';
}

/**
 * A unit Intl does not know (nits, watts, lb/ft²): its symbol comes from
 * catalog.json → measurements → units → <name>, e.g. "{{value}} nits".
 */
interface TemplateUnit {
  template: string;
}

export type UnitWriting = IntlUnit | TemplateUnit;

/**
 * How a metric equivalent is rounded: it is a guide beside the exact US
 * figure, so 4 ft is "1.2 m", not "1.2192 m".
 */
export interface MetricRounding {
  /** At most this many significant digits: 226.8 kg → 230 kg. */
  significantDigits?: number;
  /** At most this many digits after the decimal point: 0.61 m → 0.6 m. */
  fractionDigits?: number;
}

export interface MetricEquivalent {
  /** How many of the metric unit make one of the US unit. */
  factor: number;
  writing: UnitWriting;
  rounding: MetricRounding;
}

export interface UnitDefinition {
  /** What the editor and the file's comments call it. */
  description: string;
  writing: UnitWriting;
  /** Sizes may be two numbers, width × depth (4 × 8 ft); other units only one. */
  pairs: boolean;
  metric?: MetricEquivalent;
}

const METRES: MetricEquivalent = {
  factor: 0.3048,
  writing: { intl: 'meter' },
  rounding: { significantDigits: 2, fractionDigits: 1 },
};
const CENTIMETRES: MetricEquivalent = {
  factor: 2.54,
  writing: { intl: 'centimeter' },
  rounding: { fractionDigits: 0 },
};
const KILOGRAMS: MetricEquivalent = {
  factor: 0.45359237,
  writing: { intl: 'kilogram' },
  rounding: { significantDigits: 2 },
};
const KILOGRAMS_PER_SQUARE_METRE: MetricEquivalent = {
  // 1 lb/ft² = 0.45359237 kg / 0.09290304 m²
  factor: 0.45359237 / 0.09290304,
  writing: { template: 'kilogramsPerSquareMetre' },
  rounding: { significantDigits: 2 },
};

export const UNITS = {
  feet: {
    description: 'ft, for sizes, heights and distances',
    writing: { intl: 'foot' },
    pairs: true,
    metric: METRES,
  },
  inches: {
    description: 'in, for small sizes, prints and screens',
    writing: { intl: 'inch' },
    pairs: true,
    metric: CENTIMETRES,
  },
  pounds: {
    description: 'lb, for weights',
    writing: { intl: 'pound' },
    pairs: false,
    metric: KILOGRAMS,
  },
  poundsPerSquareFoot: {
    description: 'lb/ft², for floor loads',
    writing: { template: 'poundsPerSquareFoot' },
    pairs: false,
    metric: KILOGRAMS_PER_SQUARE_METRE,
  },
  millimetres: {
    description: 'mm, for pixel pitch (shown as it is in every language)',
    writing: { intl: 'millimeter' },
    pairs: false,
  },
  nits: {
    description: 'screen brightness',
    writing: { template: 'nits' },
    pairs: false,
  },
  watts: {
    description: 'W, for power',
    writing: { template: 'watts' },
    pairs: false,
  },
  degrees: {
    description: '°, for beam angles',
    writing: { intl: 'degree', display: 'narrow' },
    pairs: false,
  },
  minutes: {
    description: 'min, for setup times and durations',
    writing: { intl: 'minute' },
    pairs: false,
  },
  hours: {
    description: 'h, for setup times and battery life',
    writing: { intl: 'hour' },
    pairs: false,
  },
  weeks: {
    description: 'lead times',
    writing: { intl: 'week', display: 'long' },
    pairs: false,
  },
} as const satisfies Record<string, UnitDefinition>;

export type UnitName = keyof typeof UNITS;

export const UNIT_NAMES = Object.keys(UNITS) as UnitName[];

export function isUnitName(name: string): name is UnitName {
  return Object.hasOwn(UNITS, name);
}
