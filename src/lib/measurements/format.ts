/**
 * Writes a catalog measurement (data/catalog.yaml → measurements) in the
 * page's language: numbers and units through Intl.NumberFormat with the
 * page's formatting locale (es-US 1,000 and 1.2 m; it-IT 1.000 and 1,2 m),
 * the words around them ("up to", "per deck") from catalog.json →
 * measurements. US units come first; readers who think in metric get the
 * equivalent beside them in brackets: "4 × 8 ft (1.2 × 2.4 m) por módulo".
 */
import type { Translate } from '../../i18n/translate';
import {
  isUnitName,
  UNITS,
  type MetricRounding,
  type UnitDefinition,
  type UnitWriting,
} from './units';

/** One measured spec as data/catalog.yaml writes it (absent parts may come as null). */
export interface Measurement {
  spec: string;
  unit: string;
  /** One number, or two for width × depth. */
  numbers: readonly number[];
  /** The other end of a range: "10–50 ft", "12 × 12 to 32 × 32 ft". */
  to?: readonly number[] | null;
  /** An alternative size: "2 × 6 or 4 × 6 in". */
  or?: readonly number[] | null;
  /** "up to 40 ft". */
  upTo?: boolean | null;
  /** How many of them: "19 × 15 W". */
  times?: number | null;
  /** Words around the value: a name from catalog.json → measurements → words. */
  words?: string | null;
}

/**
 * Which readers get the metric equivalent beside US units, by formatting
 * locale. It is a reading habit of the audience, like writing 10,000 or
 * 10.000, so it sits with the locale rather than in site.yaml: US English
 * readers plan in feet alone; US Spanish and Italian readers grew up with
 * metres and get both. A language added later shows both unless listed.
 */
export const METRIC_BESIDE_US_UNITS: Readonly<Record<string, boolean>> = {
  'en-US': false,
  'es-US': true,
  'it-IT': true,
};

export function showsMetric(locale: string): boolean {
  return METRIC_BESIDE_US_UNITS[locale] ?? true;
}

const TEXTS = 'catalog:measurements';

/** Where one value is written: the page's locale and its translations. */
interface Writer {
  locale: string;
  t: Translate;
}

/** A US figure or its metric equivalent: how to write its numbers. */
interface System {
  writing: UnitWriting;
  convert: (value: number) => number;
}

/** A part of a formatted range: which end it belongs to, or "shared" (the range sign, the unit). */
type RangePart = Intl.NumberFormatPart & { source: 'startRange' | 'endRange' | 'shared' };

/** Intl.NumberFormat with formatRange (ES2023), which the project's TypeScript lib (ES2022) lacks. */
type RangeNumberFormat = Intl.NumberFormat & {
  formatRange(start: number, end: number): string;
  formatRangeToParts(start: number, end: number): RangePart[];
};

/**
 * A range is written with an en dash in every language of the site (10–50 ft):
 * Spanish and Italian typography set ranges of figures that way, though
 * Intl's data gives es and it a hyphen (10-50 ft).
 */
const RANGE_DASH = '–';

function numberFormat(writer: Writer, writing: UnitWriting | null): RangeNumberFormat {
  // true is "always" since ES2023: Italian writes 1.000 nit, though by
  // default Intl leaves its four-digit numbers ungrouped (1000).
  const grouping = { useGrouping: true };
  if (writing && 'intl' in writing) {
    return new Intl.NumberFormat(writer.locale, {
      ...grouping,
      style: 'unit',
      unit: writing.intl,
      unitDisplay: writing.display ?? 'short',
    }) as RangeNumberFormat;
  }
  return new Intl.NumberFormat(writer.locale, grouping) as RangeNumberFormat;
}

/** A number (or an Intl range "10–50") followed by a unit Intl does not know: "1,000 nits". */
function withTemplateUnit(writer: Writer, writing: UnitWriting, value: string): string {
  return 'template' in writing ? writer.t(`${TEXTS}.units.${writing.template}`, { value }) : value;
}

/** "4 × 8 ft": the unit once, after the last number. */
function formatNumbers(writer: Writer, system: System, numbers: readonly number[]): string {
  const values = numbers.map(system.convert);
  const plain = numberFormat(writer, null);
  const last = values[values.length - 1] ?? 0;
  const lastWithUnit =
    'intl' in system.writing
      ? numberFormat(writer, system.writing).format(last)
      : withTemplateUnit(writer, system.writing, plain.format(last));
  return [...values.slice(0, -1).map((value) => plain.format(value)), lastWithUnit].join(' × ');
}

/**
 * Intl's range in the locale's digits and unit, its range sign an en dash:
 * the hyphen Intl puts between the two ends becomes "–", a locale's spaced
 * dash stays as it is.
 */
function rangeText(format: RangeNumberFormat, start: number, end: number): string {
  const parts = format.formatRangeToParts(start, end);
  const separator = parts.findIndex(
    (part, index) =>
      part.source === 'shared' &&
      part.type === 'literal' &&
      parts[index - 1]?.source === 'startRange' &&
      parts[index + 1]?.source === 'endRange',
  );
  return parts
    .map((part, index) => (index === separator ? part.value.replace('-', RANGE_DASH) : part.value))
    .join('');
}

/** "10–50 ft (3–15 m)": the numbers and unit the locale's way, an en dash between them. */
function formatRange(writer: Writer, system: System, from: number, to: number): string {
  const [start, end] = [system.convert(from), system.convert(to)];
  if ('intl' in system.writing) {
    return rangeText(numberFormat(writer, system.writing), start, end);
  }
  return withTemplateUnit(
    writer,
    system.writing,
    rangeText(numberFormat(writer, null), start, end),
  );
}

/** Rounds a metric equivalent to what a reader needs: 1.2192 → 1.2. */
export function roundMetric(value: number, rounding: MetricRounding): number {
  let rounded = value;
  if (rounding.significantDigits !== undefined) {
    rounded = Number(rounded.toPrecision(rounding.significantDigits));
  }
  if (rounding.fractionDigits !== undefined) {
    const scale = 10 ** rounding.fractionDigits;
    rounded = Math.round(rounded * scale) / scale;
  }
  return rounded;
}

function systemsOf(unit: UnitDefinition, locale: string): { us: System; metric: System | null } {
  const us: System = { writing: unit.writing, convert: (value) => value };
  const metric = unit.metric;
  if (!metric || !showsMetric(locale)) return { us, metric: null };
  return {
    us,
    metric: {
      writing: metric.writing,
      convert: (value) => roundMetric(value * metric.factor, metric.rounding),
    },
  };
}

/** The US figure, with its metric equivalent in brackets where the readers want one. */
function besideMetric(writer: Writer, us: string, metric: string | null): string {
  return metric === null ? us : writer.t(`${TEXTS}.metric`, { value: us, metric });
}

/** The value itself, before "up to", a count or words: "10–50 ft (3–15 m)". */
function formatValue(writer: Writer, unit: UnitDefinition, measurement: Measurement): string {
  const { us, metric } = systemsOf(unit, writer.locale);
  const size = (numbers: readonly number[]) =>
    besideMetric(
      writer,
      formatNumbers(writer, us, numbers),
      metric && formatNumbers(writer, metric, numbers),
    );
  const { numbers, to, or } = measurement;
  if (to && to.length > 0) {
    const [from, end] = [numbers[0] ?? 0, to[0] ?? 0];
    if (numbers.length === 1) {
      return besideMetric(
        writer,
        formatRange(writer, us, from, end),
        metric && formatRange(writer, metric, from, end),
      );
    }
    // Two sizes: each written whole, "12 × 12 ft (3.7 × 3.7 m) to 32 × 32 ft (…)".
    return writer.t(`${TEXTS}.range`, { from: size(numbers), to: size(to) });
  }
  if (or && or.length > 0) {
    return writer.t(`${TEXTS}.or`, { first: size(numbers), second: size(or) });
  }
  return size(numbers);
}

/**
 * The measurement as the page shows it, e.g. en-US "up to 6 ft wide",
 * es-US "hasta 6 ft (1.8 m) de ancho", it-IT "fino a 6 ft (1,8 m) di larghezza".
 */
export function formatMeasurement(measurement: Measurement, locale: string, t: Translate): string {
  const writer: Writer = { locale, t };
  // The build refuses unknown units; one reaching here shows its bare numbers.
  let text = isUnitName(measurement.unit)
    ? formatValue(writer, UNITS[measurement.unit], measurement)
    : measurement.numbers.join(' × ');
  if (measurement.times) {
    text = `${numberFormat(writer, null).format(measurement.times)} × ${text}`;
  }
  if (measurement.words) text = t(`${TEXTS}.words.${measurement.words}`, { value: text });
  if (measurement.upTo) text = t(`${TEXTS}.upTo`, { value: text });
  return text;
}
