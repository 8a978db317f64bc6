/** @jest-environment node */
/**
 * data/reviews.yaml with fixture reviews (the shipped file has none): valid
 * as written, and each slip an owner may make reported at its entry and
 * line, in plain words, with the fix.
 */
import { parse } from 'yaml';
import type { ContentContext } from '../../../src/config/content/cross-checks';
import { checkReviewsFileOn } from '../../../src/config/content/review-checks';
import { reviewsFileSchema, type ServicesFile } from '../../../src/config/content/schema';
import { validateContentText } from '../../../src/config/content/validate';
import { formatYamlPath, type ConfigProblem } from '../../../src/config/problems';
import { validateYamlText } from '../../../src/config/validate';
import { specContentText, specProjectFiles, specSiteConfig } from '../../support/spec-site';
import { FIXTURE_REVIEWS_YAML } from '../../support/review-fixtures';
import { lineOf, withEdits, type Edit } from './support/text-edits';

// The fixture reviews name the venues and services of the specification's frozen site.yaml.
const spec = specProjectFiles();

const context: ContentContext = {
  site: specSiteConfig(),
  locales: spec.locales,
  pictureExists: spec.pictureExists,
  services: (parse(specContentText('services.yaml')) as ServicesFile).services,
};

/** The checks as of a fixed day, so "in the future" does not move with the clock. */
const TODAY = new Date('2025-06-01T12:00:00Z');

function problemsOf(text: string): ConfigProblem[] {
  const result = validateYamlText(text, reviewsFileSchema, (content, wellFormed) =>
    wellFormed === 'all' ? checkReviewsFileOn(TODAY)(content, context) : [],
  );
  return result.ok ? [] : result.problems;
}

interface BrokenCase {
  name: string;
  edits: Edit[];
  path: string;
  problem: RegExp;
  fix: RegExp;
  at: string;
}

const CASES: BrokenCase[] = [
  {
    name: 'a kind of event the contact form does not offer',
    edits: [['event: wedding', 'event: weding']],
    path: 'reviews[0].event',
    problem: /"weding" is not a type of event of the contact form/,
    fix: /Did you mean "wedding"\?.*forms → eventTypes/,
    at: 'event: weding',
  },
  {
    name: 'a language the site does not have',
    edits: [['language: es', 'language: fr']],
    path: 'reviews[1].language',
    problem: /"fr" is not a language of the site/,
    fix: /en, es, it/,
    at: 'language: fr',
  },
  {
    name: 'an unknown service',
    edits: [['services: [music, lighting]', 'services: [music, lightning]']],
    path: 'reviews[0].services[1]',
    problem: /"lightning" is not a service/,
    fix: /Did you mean "lighting"\?/,
    at: 'services: [music, lightning]',
  },
  {
    name: 'an unknown venue',
    edits: [['venue: bear-brook-valley', 'venue: bear-brook-vally']],
    path: 'reviews[0].venue',
    problem: /"bear-brook-vally" is not a venue of the site/,
    fix: /Did you mean "bear-brook-valley"\?/,
    at: 'venue: bear-brook-vally',
  },
  {
    name: 'the same id twice',
    edits: [['id: fixture-corporate', 'id: fixture-wedding']],
    path: 'reviews[1].id',
    problem: /The review "fixture-wedding" is listed twice/,
    fix: /its own id/,
    at: '  - id: fixture-wedding\n    name: Test Reviewer B.',
  },
  {
    name: 'a date in the future',
    edits: [['date: 2025-02-01', 'date: 2025-12-24']],
    path: 'reviews[1].date',
    problem: /dated 2025-12-24, after today \(2025-06-01\)/,
    fix: /the day the review was posted/,
    at: 'date: 2025-12-24',
  },
  {
    name: 'a day that is not in the calendar',
    edits: [['date: 2024-06-15', 'date: 2024-06-31']],
    path: 'reviews[0].date',
    problem: /2024-06-31 is not a day of the calendar/,
    fix: /month and the day/,
    at: 'date: 2024-06-31',
  },
  {
    name: 'a date written the American way',
    edits: [['date: 2024-06-15', 'date: 06/15/2024']],
    path: 'reviews[0].date',
    problem: /"06\/15\/2024" is not a date written YYYY-MM-DD/,
    fix: /year-month-day, e\.g\. 2024-06-15/,
    at: 'date: 06/15/2024',
  },
  {
    name: 'a link that is not https',
    edits: [['link: https://reviews.example.com/a', 'link: http://reviews.example.com/a']],
    path: 'reviews[0].link',
    problem: /is not a secure web address/,
    fix: /address of the review itself.*https:\/\//,
    at: 'link: http://',
  },
  {
    name: 'a review without its link',
    edits: [['    link: https://reviews.example.com/a\n', '']],
    path: 'reviews[0].link',
    problem: /missing|required/i,
    fix: /.+/,
    at: '  - id: fixture-wedding',
  },
  {
    name: 'a rating out of range',
    edits: [['rating: 5', 'rating: 6']],
    path: 'reviews[0].rating',
    problem: /must be at most 5/,
    fix: /5 or less/,
    at: 'rating: 6',
  },
];

describe('data/reviews.yaml', () => {
  it('ships with no review at all (never invented ones), and is valid', () => {
    const result = validateContentText('reviews.yaml', 'reviews: []\n', context);
    expect(result.ok).toBe(true);
    expect(parse(FIXTURE_REVIEWS_YAML)).toHaveProperty('reviews');
  });

  it('accepts the fixture reviews as written', () => {
    expect(problemsOf(FIXTURE_REVIEWS_YAML)).toEqual([]);
  });

  it('keeps an unquoted date as its text', () => {
    const result = validateYamlText(FIXTURE_REVIEWS_YAML, reviewsFileSchema, () => []);
    expect(result.ok && result.config.reviews[0]?.date).toBe('2024-06-15');
  });

  it.each(CASES)('reports $name', ({ edits, ...wanted }) => {
    const text = withEdits(FIXTURE_REVIEWS_YAML, 'reviews.yaml', edits);
    const problems = problemsOf(text);
    const found = problems.find(
      (problem) =>
        formatYamlPath(problem.path) === wanted.path && wanted.problem.test(problem.problem),
    );
    if (!found) {
      throw new Error(
        `Expected ${String(wanted.problem)} at ${wanted.path}, got:\n${problems
          .map((problem) => `${formatYamlPath(problem.path)}: ${problem.problem}`)
          .join('\n')}`,
      );
    }
    expect(found.fix).toMatch(wanted.fix);
    expect(found.line).toBe(lineOf(text, wanted.at));
  });
});
