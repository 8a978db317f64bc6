/** @jest-environment node */
/**
 * data/gallery.yaml with fixture photos, validated against the frozen
 * site.yaml and services of the specification's site (tests/fixtures/,
 * whose venues the photos name): each owner mistake is reported at its entry and
 * line, in plain words with the fix, and a correct gallery passes.
 */
import { parse } from 'yaml';
import type { ContentContext } from '../../../src/config/content/cross-checks';
import type { ServicesFile } from '../../../src/config/content/schema';
import { validateContentText } from '../../../src/config/content/validate';
import type { LocaleFiles } from '../../../src/config/locales';
import { formatProblems, formatYamlPath, type ConfigProblem } from '../../../src/config/problems';
import { readProjectLocales } from '../../../src/config/project';
import { problemText } from '../../../src/editor/checks/describe';
import { specContentText, specSiteConfig } from '../../support/spec-site';

const ROOT = process.cwd();

/** The real translations, with fixture words for two photos in English only. */
function localesWithCaptions(): LocaleFiles {
  const locales = readProjectLocales(ROOT);
  return {
    ...locales,
    en: {
      ...locales.en,
      gallery: {
        'first-dance': { caption: 'First dance', alt: 'A couple dancing' },
        'gala-stage': { caption: 'The gala stage', alt: 'A stage with an LED wall' },
        'no-alt': { caption: 'A caption and no description' },
      },
    },
  };
}

const PICTURES = new Set(['images/gallery/first-dance.jpg', 'images/gallery/gala-stage.jpg']);

const context: ContentContext = {
  site: specSiteConfig(),
  locales: localesWithCaptions(),
  pictureExists: (image) => PICTURES.has(image),
  services: (parse(specContentText('services.yaml')) as ServicesFile).services,
};

function problemsOf(text: string): ConfigProblem[] {
  const result = validateContentText('gallery.yaml', text, context);
  return result.ok ? [] : result.problems;
}

const VALID = `pictures:
  - id: first-dance
    image: images/gallery/first-dance.jpg
    services: [music, lighting]
    venue: bear-brook-valley
    date: "2025-06"
  - id: gala-stage
    image: images/gallery/gala-stage.jpg
    venue: lake-valhalla-club
`;

interface Case {
  name: string;
  text: string;
  path: string;
  problem: RegExp;
  fix: RegExp;
  line: number;
}

const CASES: Case[] = [
  {
    name: 'a misspelt service, with the likely one suggested',
    text: VALID.replace('[music, lighting]', '[music, lightning]'),
    path: 'pictures[0].services[1]',
    problem: /"lightning" is not a service/,
    fix: /Did you mean "lighting"\?/,
    line: 4,
  },
  {
    name: 'a service that only links to another website',
    text: VALID.replace('[music, lighting]', '[music, photo-film]'),
    path: 'pictures[0].services[1]',
    problem: /"photo-film" has no page on this site/,
    fix: /Use the id of a service with its own page: .*music/,
    line: 4,
  },
  {
    name: 'an unknown venue',
    text: VALID.replace('venue: lake-valhalla-club', 'venue: lake-valhala-club'),
    path: 'pictures[1].venue',
    problem: /"lake-valhala-club" is not a venue of the site/,
    fix: /Did you mean "lake-valhalla-club"\?/,
    line: 9,
  },
  {
    name: 'the same id twice',
    text: VALID.replace('id: gala-stage', 'id: first-dance'),
    path: 'pictures[1].id',
    problem: /The picture "first-dance" is listed twice/,
    fix: /its own id/,
    line: 7,
  },
  {
    name: 'a photo without its caption and description',
    text: VALID.replace('id: gala-stage', 'id: gala-night'),
    path: 'pictures[1].id',
    problem:
      /The picture "gala-night" has no text for "gala-night → caption", "gala-night → alt" in src\/locales\/en\/gallery\.json/,
    fix: /Add those entries to src\/locales\/en\/gallery\.json/,
    line: 7,
  },
  {
    name: 'a photo with a caption but no description for screen readers',
    text: VALID.replace('id: gala-stage', 'id: no-alt'),
    path: 'pictures[1].id',
    problem: /"no-alt → alt"/,
    fix: /src\/locales\/en\/gallery\.json/,
    line: 7,
  },
  {
    name: 'a photo that shows nowhere',
    text: VALID.replace('    venue: lake-valhalla-club\n', ''),
    path: 'pictures[1]',
    problem: /names no service and no venue, so no page would show it/,
    fix: /services: \[music\].*venue: <slug>/,
    line: 7,
  },
  {
    name: 'a missing picture file',
    text: VALID.replace('images/gallery/gala-stage.jpg', 'images/gallery/gala.jpg'),
    path: 'pictures[1].image',
    problem: /The picture data\/images\/gallery\/gala\.jpg does not exist/,
    fix: /Add the file data\/images\/gallery\/gala\.jpg/,
    line: 8,
  },
  {
    name: 'a date that is not a year and month',
    text: VALID.replace('"2025-06"', '"June 2025"'),
    path: 'pictures[0].date',
    problem: /"June 2025" is not a year and month/,
    fix: /"2025-06"/,
    line: 6,
  },
  {
    name: 'a picture outside data/images',
    text: VALID.replace('images/gallery/first-dance.jpg', 'C:\\Photos\\dance.jpg'),
    path: 'pictures[0].image',
    problem: /is not a picture in data\/images\//,
    fix: /Write the path from data\//,
    line: 3,
  },
];

describe('data/gallery.yaml', () => {
  it('accepts photos with their words, services with pages and venues of site.yaml', () => {
    expect(problemsOf(VALID)).toEqual([]);
  });

  it('accepts the shipped, empty gallery', () => {
    expect(problemsOf('pictures: []\n')).toEqual([]);
  });

  it.each(CASES)('reports $name', ({ text, ...wanted }) => {
    const problems = problemsOf(text);
    const found = problems.find(
      (problem) =>
        formatYamlPath(problem.path) === wanted.path && wanted.problem.test(problem.problem),
    );
    if (!found) {
      throw new Error(
        `Expected a problem at "${wanted.path}" matching ${String(wanted.problem)}, got:\n` +
          formatProblems('data/gallery.yaml', problems),
      );
    }
    expect(found.fix).toMatch(wanted.fix);
    expect(found.line).toBe(wanted.line);
  });
});

describe('a photo without its words, in the browser editor', () => {
  it('asks for them on the photo itself, by their names there, while the build names the file', () => {
    const [problem] = problemsOf(VALID.replace('id: gala-stage', 'id: no-alt')).filter((found) =>
      /"no-alt → alt"/.test(found.problem),
    );
    if (!problem) throw new Error('The missing alt text was not reported.');
    expect(problemText(problem)).toBe(
      'This photo has no “What the photo shows” in the site’s main language yet: the site shows no photo without them. Fix: Write it in this photo’s Texts, in the first language.',
    );
    expect(formatProblems('data/gallery.yaml', [problem])).toMatch(
      /Add that entry to src\/locales\/en\/gallery\.json/,
    );
    expect(formatProblems('data/gallery.yaml', [problem])).not.toMatch(/Texts/);
  });
});
