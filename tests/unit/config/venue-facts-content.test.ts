/** @jest-environment node */
/**
 * The facts for planners in data/venues.yaml (capacity, spaces, events
 * produced): copies of the file (the frozen copy the specification's site
 * shipped, tests/fixtures/spec-data/) with facts added to one venue, each
 * mistake reported at its entry and line with a fix in words, and the right
 * facts accepted (seated above standing included: a lawn seats more than a
 * room holds standing).
 */
import { parse } from 'yaml';
import { validateContentText } from '../../../src/config/content/validate';
import type { ContentContext } from '../../../src/config/content/cross-checks';
import type { ServicesFile } from '../../../src/config/content/schema';
import { formatProblems, formatYamlPath, type ConfigProblem } from '../../../src/config/problems';
import { specContentText as read, specProjectFiles, specSiteConfig } from '../../support/spec-site';
import { lineOf, withEdits } from './support/text-edits';

const spec = specProjectFiles();

const context: ContentContext = {
  site: specSiteConfig(),
  locales: spec.locales,
  pictureExists: spec.pictureExists,
  services: (parse(read('services.yaml')) as ServicesFile).services,
};

/** The third venue's entry (lake-valhalla-club, venues[2]) ends with this line. */
const ENTRY_END = '    services: [music, lighting, led-walls, photo-booth]\n';

/** The frozen data/venues.yaml with `lines` added to venues[2]. */
function withFacts(...lines: string[]): string {
  return withEdits(read('venues.yaml'), 'venues.yaml', [
    [ENTRY_END, `${ENTRY_END}${lines.map((line) => `    ${line}\n`).join('')}`],
  ]);
}

function problemsOf(text: string): ConfigProblem[] {
  const result = validateContentText('venues.yaml', text, context);
  return result.ok ? [] : result.problems;
}

describe('facts for planners that are right', () => {
  it.each([
    [
      'all of them',
      [
        'capacity: { seated: 250, standing: 400 }',
        'spaces: [indoor, outdoor]',
        'eventsProduced: 40',
      ],
    ],
    ['seated only', ['capacity: { seated: 250 }']],
    ['standing only', ['capacity:', '  standing: 120']],
    ['more seated than standing', ['capacity: { seated: 400, standing: 250 }']],
    ['outdoor only', ['spaces: [outdoor]']],
    ['outdoor listed first', ['spaces: [outdoor, indoor]']],
    ['the number of events alone', ['eventsProduced: 1']],
  ])('are accepted: %s', (_name, lines) => {
    const text = withFacts(...lines);
    expect(formatProblems('data/venues.yaml', problemsOf(text))).toBe(
      formatProblems('data/venues.yaml', []),
    );
  });

  it('were not shipped: the specification’s venues carry none (no invented facts)', () => {
    const file = parse(read('venues.yaml')) as { venues: Array<Record<string, unknown>> };
    for (const entry of file.venues) {
      expect(Object.keys(entry).sort()).toEqual(['image', 'services', 'slug']);
    }
  });
});

interface BrokenFact {
  name: string;
  lines: string[];
  path: string;
  problem: RegExp;
  fix: RegExp;
  at: string;
}

const BROKEN: BrokenFact[] = [
  {
    name: 'a capacity of 0',
    lines: ['capacity: { seated: 0, standing: 400 }'],
    path: 'venues[2].capacity.seated',
    problem: /0 is not a number of guests/,
    fix: /greater than 0, e\.g\. seated: 250.*delete "seated"/,
    at: 'seated: 0',
  },
  {
    name: 'a negative capacity',
    lines: ['capacity: { standing: -40 }'],
    path: 'venues[2].capacity.standing',
    problem: /-40 is not a number of guests/,
    fix: /greater than 0, e\.g\. standing: 400/,
    at: 'standing: -40',
  },
  {
    name: 'a capacity in words',
    lines: ['capacity: { seated: "about 200" }'],
    path: 'venues[2].capacity.seated',
    problem: /should be a number/,
    fix: /Replace it with a number/,
    at: 'seated: "about 200"',
  },
  {
    name: 'a capacity with no number',
    lines: ['capacity: {}'],
    path: 'venues[2].capacity',
    problem: /gives no number of guests/,
    fix: /seated, standing or both/,
    at: 'capacity: {}',
  },
  {
    name: 'a misspelt kind of capacity',
    lines: ['capacity: { seatd: 200 }'],
    path: 'venues[2].capacity.seatd',
    problem: /"seatd" is not a known setting/,
    fix: /Did you mean "seated"\?/,
    at: 'seatd',
  },
  {
    name: 'an unknown kind of space',
    lines: ['spaces: [indoor, garden]'],
    path: 'venues[2].spaces[1]',
    problem: /"garden" is not one of the allowed values/,
    fix: /indoor, outdoor/,
    at: 'garden',
  },
  {
    name: 'a space listed twice',
    lines: ['spaces: [indoor, indoor]'],
    path: 'venues[2].spaces',
    problem: /listed twice/,
    fix: /\[indoor, outdoor\]/,
    at: 'spaces: [indoor, indoor]',
  },
  {
    name: 'no events produced',
    lines: ['eventsProduced: 0'],
    path: 'venues[2].eventsProduced',
    problem: /0 is not a number of events/,
    fix: /delete the line if we have not worked there yet/,
    at: 'eventsProduced: 0',
  },
  {
    name: 'a number of events that is not whole',
    lines: ['eventsProduced: 12.5'],
    path: 'venues[2].eventsProduced',
    problem: /whole number/,
    fix: /whole number/,
    at: 'eventsProduced: 12.5',
  },
];

describe('a broken fact for planners', () => {
  it.each(BROKEN)('is reported in words: $name', ({ lines, ...wanted }) => {
    const text = withFacts(...lines);
    const problems = problemsOf(text);
    const found = problems.find((problem) => formatYamlPath(problem.path) === wanted.path);
    if (!found) {
      throw new Error(
        `Expected a problem at "${wanted.path}", got:\n` +
          formatProblems('data/venues.yaml', problems),
      );
    }
    expect(found.problem).toMatch(wanted.problem);
    expect(found.fix).toMatch(wanted.fix);
    expect(found.line).toBe(lineOf(text, wanted.at));
    // One mistake, one message: no second report of the same value.
    expect(problems).toHaveLength(1);
  });
});
