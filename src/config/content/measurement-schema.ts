/**
 * The measured specs of a catalog item (data/catalog.yaml → items →
 * measurements): numbers in US units, which the site writes in each
 * language with the metric equivalent beside them where readers want one
 * (src/lib/measurements). Every slip gets a message naming the fix.
 */
import { z } from 'zod';
import { graphqlType } from '../graphql/hints';
import { closestWord } from '../suggest';
import {
  isUnitName,
  UNIT_NAMES,
  UNITS,
  type UnitDefinition,
  type UnitName,
} from '../../lib/measurements/units';

const UNIT_LIST = UNIT_NAMES.join(', ');

/** Metric units an owner might write: the site works their value out itself. */
const METRIC_UNIT_WORDS =
  /^(m|cm|mm|kg|meters?|metres?|centimet(?:er|re)s?|kilo(?:gram)?s?|kg\/m2)$/i;

function unknownUnitFix(unit: string): string {
  if (METRIC_UNIT_WORDS.test(unit.trim())) {
    return `Write the measurement in US units (feet, inches, pounds or poundsPerSquareFoot): the site adds the metric equivalent itself. Units: ${UNIT_LIST}.`;
  }
  const guess = closestWord(unit, UNIT_NAMES);
  return `${guess ? `Did you mean "${guess}"? ` : ''}Use one of: ${UNIT_LIST}.`;
}

/** Each unit as the editor's choice list names it (the file keeps the unit's name). */
const UNIT_LABELS: Record<UnitName, string> = {
  feet: 'Feet (ft)',
  inches: 'Inches (in)',
  pounds: 'Pounds (lb)',
  poundsPerSquareFoot: 'Pounds per square foot (lb/ft²)',
  millimetres: 'Millimetres (mm)',
  nits: 'Nits (screen brightness)',
  watts: 'Watts (W)',
  degrees: 'Degrees (°)',
  minutes: 'Minutes',
  hours: 'Hours',
  weeks: 'Weeks',
};

const unit = z
  .string()
  .superRefine((value, context) => {
    if (isUnitName(value)) return;
    context.addIssue({
      code: 'custom',
      message: `${JSON.stringify(value)} is not a unit the catalog knows`,
      params: { fix: unknownUnitFix(value) },
    });
  })
  .meta({
    title: 'Unit',
    description: UNIT_NAMES.map((name) => `${name}: ${UNITS[name].description}`).join('; '),
    hint: UNIT_NAMES.map((name) => UNITS[name].description).join('; '),
    // Published so that the editor offers a list to choose from.
    enum: UNIT_NAMES,
    optionLabels: UNIT_LABELS,
  });

const positiveNumber = z
  .number()
  .refine((value) => value > 0, {
    error: (issue) =>
      `${String(issue.input)} is ${Number(issue.input) < 0 ? 'negative' : 'zero'}: a measurement is more than 0`,
    params: { fix: 'Write the size itself, without a minus sign, e.g. 4 or 2.5.' },
  })
  .meta({ title: 'Number' });

function numberList(title: string, description: string) {
  return z.array(positiveNumber).meta({ title, description });
}

const specWords = z
  .string()
  .refine((value) => /^[a-z][a-zA-Z]*$/.test(value), {
    error: (issue) => `${JSON.stringify(issue.input)} is not the name of words around a value`,
    params: {
      fix: 'Use one word in camelCase from catalog.json → measurements → words, e.g. perDeck.',
    },
  })
  .meta({
    title: 'Words around it',
    description:
      'Optional: a name from catalog.json → measurements → words, e.g. perDeck for "4 × 8 ft per deck".',
    hint: 'Optional: words shown after the value (“4 × 8 ft per deck”), by the name the rental catalog’s texts give them.',
  });

type MeasurementInput = {
  unit: string;
  numbers: number[];
  to?: number[] | undefined;
  or?: number[] | undefined;
  upTo?: boolean | undefined;
};

type Slip = { path: string; message: string; fix: string };

/** How many numbers a unit takes: "one number" or "one number, or two for width × depth". */
function countRule(definition: UnitDefinition): string {
  return definition.pairs
    ? 'one number, or two for a width × depth such as [4, 8]'
    : 'one number, e.g. [250]';
}

function countSlips(measurement: MeasurementInput): Slip[] {
  if (!isUnitName(measurement.unit)) return [];
  const definition = UNITS[measurement.unit];
  const allowed = definition.pairs ? 2 : 1;
  const slips: Slip[] = [];
  const { numbers } = measurement;
  if (numbers.length === 0 || numbers.length > allowed) {
    slips.push({
      path: 'numbers',
      message: `${measurement.unit} takes ${countRule(definition)}, but ${numbers.length === 0 ? 'none is written' : `${numbers.length} are written`}`,
      fix:
        numbers.length > allowed && !definition.pairs
          ? `Keep one number. For a range such as 6–45, write numbers: [${numbers[0]}] and to: [${numbers[numbers.length - 1]}].`
          : `Write ${countRule(definition)}.`,
    });
  }
  for (const part of ['to', 'or'] as const) {
    const other = measurement[part];
    if (other && other.length !== numbers.length) {
      slips.push({
        path: part,
        message: `"${part}" has ${other.length} number${other.length === 1 ? '' : 's'} but "numbers" has ${numbers.length}`,
        fix: `Write as many numbers in "${part}" as in "numbers", e.g. numbers: [12, 12] with ${part}: [32, 32].`,
      });
    }
  }
  return slips;
}

function formSlips(measurement: MeasurementInput): Slip[] {
  const slips: Slip[] = [];
  if (measurement.to && measurement.or) {
    slips.push({
      path: 'or',
      message: 'A measurement is either a range ("to") or a choice of two ("or"), not both',
      fix: 'Keep "to" or "or", and write the other as a spec of its own.',
    });
  }
  if (measurement.to && measurement.upTo) {
    slips.push({
      path: 'upTo',
      message: 'A range ("to") already says how far it goes, so "upTo" is not needed',
      fix: 'Remove "upTo: true", or remove "to" to say "up to" the numbers.',
    });
  }
  const [start, end] = [measurement.numbers[0], measurement.to?.[0]];
  if (start !== undefined && end !== undefined && end <= start) {
    slips.push({
      path: 'to',
      message: `The range ends at ${end}, which is not more than its start, ${start}`,
      fix: 'Write the smaller figure in "numbers" and the larger one in "to", e.g. numbers: [10] and to: [50].',
    });
  }
  return slips;
}

/** One measured spec; `specName` is the catalog schema's format of spec names. */
function measurementSchema(specName: z.ZodType<string>) {
  return graphqlType(
    'ContentCatalogMeasurement',
    z
      .strictObject({
        spec: specName.meta({
          title: 'Spec',
          description: 'Which spec this is: one of the item’s specs above, e.g. size.',
          pick: 'catalogSpecs',
          hint: 'Which of the item’s specs shown this measures, picked by the name the catalog page shows.',
        }),
        unit,
        numbers: numberList(
          'Numbers',
          'One number, or two for a width × depth (4 × 8 ft is 4 and 8), in the unit above.',
        ),
        to: numberList(
          'To (a range’s other end)',
          'Optional: the other end of a range, as many numbers as above: 10 to 50 ft, or 12 × 12 to 32 × 32 ft.',
        ).optional(),
        or: numberList(
          'Or (another size)',
          'Optional: a second size offered, as many numbers as above: 2 × 6 or 4 × 6 in.',
        ).optional(),
        upTo: z.boolean().optional().meta({
          title: '“Up to”',
          description: 'On for “up to 40 ft”: the largest size available.',
        }),
        times: z.int().min(2).optional().meta({
          title: 'How many',
          description: 'Optional: a count written before the value, e.g. 19 for “19 × 15 W”.',
        }),
        words: specWords.optional(),
      })
      .superRefine((measurement, context) => {
        for (const slip of [...countSlips(measurement), ...formSlips(measurement)]) {
          context.addIssue({
            code: 'custom',
            path: [slip.path],
            message: slip.message,
            params: { fix: slip.fix },
          });
        }
      }),
  ).meta({ title: 'Measurement' });
}

/** The measured specs of an item, in the spec-name format of the catalog's schema. */
export function measurementsSchema(specName: z.ZodType<string>) {
  return z.array(measurementSchema(specName)).meta({
    title: 'Measurements',
    entryTitle: "catalog:specs.{{fields.spec | default('New measurement')}}",
    description:
      'The specs that are numbers, written once in US units; the site writes them in each language, with metres or kilograms beside them in Spanish and Italian. Other specs are texts in catalog-items.json.',
    hint: 'The specs that are numbers, written once in US units; the site writes them in each language, with metres or kilograms beside them in Spanish and Italian. Other specs are texts (Texts).',
  });
}
