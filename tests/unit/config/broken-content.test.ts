/** @jest-environment node */
/**
 * Broken copies of the shipped content files (data/*.yaml), each made by one
 * small text edit and validated against the real site.yaml, translations and
 * pictures. Each must be reported at the right entry and line, with a fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import {
  CONTENT_FILES,
  DATA_DIR,
  validateContentFiles,
  validateContentText,
  type ContentFileName,
} from '../../../src/config/content/validate';
import type { ContentContext } from '../../../src/config/content/cross-checks';
import type { ServicesFile } from '../../../src/config/content/schema';
import { formatProblems, formatYamlPath, type ConfigProblem } from '../../../src/config/problems';
import { readProjectLocales, validateProjectConfig } from '../../../src/config/project';
import { readContentTexts, readProjectFiles } from '../../../src/config/read-files';
import type { SiteConfig } from '../../../src/config/schema';
import { lineOf, withEdits, type Edit } from './support/text-edits';

const ROOT = process.cwd();
const locales = readProjectLocales(ROOT);

function shippedSite(): SiteConfig {
  const result = validateProjectConfig(ROOT);
  if (!result.ok) throw new Error(formatProblems('site.yaml', result.problems));
  return result.config;
}

const site = shippedSite();

function shipped(name: ContentFileName): string {
  return fs.readFileSync(path.join(ROOT, DATA_DIR, name), 'utf8');
}

const context: ContentContext = {
  site,
  locales,
  pictureExists: readProjectFiles(ROOT).pictureExists,
  services: (parse(shipped('services.yaml')) as ServicesFile).services,
};

/** The shipped file with each `search` replaced (see withEdits). */
function variant(name: ContentFileName, ...edits: Edit[]): string {
  return withEdits(shipped(name), name, edits);
}

function problemsOf(name: ContentFileName, text: string): ConfigProblem[] {
  const result = validateContentText(name, text, context);
  return result.ok ? [] : result.problems;
}

interface BrokenCase {
  name: string;
  file: ContentFileName;
  edits: Edit[];
  path: string;
  problem: RegExp;
  fix?: RegExp;
  /** Text in the variant whose line the problem must point at. */
  at: string;
}

const CASES: BrokenCase[] = [
  {
    name: 'a misspelt related service, with the likely one suggested',
    file: 'services.yaml',
    edits: [
      [
        'related: [lighting, photo-booth, private-events]',
        'related: [lightning, photo-booth, private-events]',
      ],
    ],
    path: 'services[2].related[0]',
    problem: /"lightning" is not a service/,
    fix: /Did you mean "lighting"\?/,
    at: 'related: [lightning',
  },
  {
    name: 'a service whose page is not a service page of site.yaml',
    file: 'services.yaml',
    edits: [['    path: /music/\n', '    path: /musik/\n']],
    path: 'services[2].path',
    problem: /\/musik\/ is not a service page/,
    fix: /Did you mean \/music\/\?/,
    at: 'path: /musik/',
  },
  {
    name: 'a service page of site.yaml left without an entry',
    file: 'services.yaml',
    edits: [['    path: /music/\n', '    link: vipLogin\n']],
    path: 'services',
    problem: /The service page \/music\/ \(in site\.yaml\) has no entry here/,
    fix: /path: \/music\//,
    at: 'services:\n',
  },
  {
    name: 'a service with both a page and an outside link',
    file: 'services.yaml',
    edits: [['    link: photoGallery\n', '    link: photoGallery\n    path: /lighting/\n']],
    path: 'services[5]',
    problem: /needs exactly one of "path" .* or "link"/,
    at: '  - id: photo-film',
  },
  {
    name: 'a picture that does not exist',
    file: 'services.yaml',
    edits: [['images/services/music.jpg', 'images/services/musik.jpg']],
    path: 'services[2].image',
    problem: /data\/images\/services\/musik\.jpg does not exist/,
    fix: /Add the file/,
    at: 'images/services/musik.jpg',
  },
  {
    name: 'a service with no card texts in English',
    file: 'services.yaml',
    edits: [['  - id: lighting\n', '  - id: lights\n']],
    path: 'services[4].id',
    problem: /The card of "lights" has no text for "cards → lights → title"/,
    fix: /src\/locales\/en\/services\.json/,
    at: '  - id: lights',
  },
  {
    name: 'a section of a service page without its texts',
    file: 'services.yaml',
    edits: [['sections: [retail, municipal]', 'sections: [retail, schools]']],
    path: 'services[0].sections[1]',
    problem: /The section "schools" has no text/,
    fix: /corporate-events\.json/,
    at: 'sections: [retail, schools]',
  },
  {
    name: 'a misspelt setting name',
    file: 'services.yaml',
    edits: [['    image: images/services/music.jpg', '    imgae: images/services/music.jpg']],
    path: 'services[2].imgae',
    problem: /imgae/,
    fix: /Did you mean "image"\?/,
    at: 'imgae:',
  },
  {
    name: 'an audience leading to a page that does not exist',
    file: 'home.yaml',
    edits: [
      ['{ id: celebrations, to: /private-events/ }', '{ id: celebrations, to: /private-event/ }'],
    ],
    path: 'audiences[3].to',
    problem: /\/private-event\/ is not a page of this site/,
    fix: /Did you mean \/private-events\/\?/,
    at: 'to: /private-event/',
  },
  {
    name: 'an audience leading to a section its page does not have',
    file: 'home.yaml',
    edits: [['to: /corporate-events/#municipal', 'to: /corporate-events/#schools']],
    path: 'audiences[2].to',
    problem: /has no section "#schools"/,
    fix: /#retail, #municipal/,
    at: '#schools',
  },
  {
    name: 'a venue entry for a venue site.yaml does not list',
    file: 'venues.yaml',
    edits: [['  - slug: lake-valhalla-club', '  - slug: lake-walhalla-club']],
    path: 'venues[2].slug',
    problem: /"lake-walhalla-club" is not a venue of site\.yaml/,
    fix: /Did you mean "lake-valhalla-club"\?/,
    at: 'lake-walhalla-club',
  },
  {
    name: 'an unknown service at a venue',
    file: 'venues.yaml',
    edits: [
      [
        'services: [music, lighting, led-walls, photo-booth]',
        'services: [music, lighting, drones, photo-booth]',
      ],
    ],
    path: 'venues[2].services[2]',
    problem: /"drones" is not a service/,
    at: 'drones',
  },
  {
    name: 'a catalog item in a category that is not listed',
    file: 'catalog.yaml',
    edits: [
      ['  - id: haze-machine\n    category: effects', '  - id: haze-machine\n    category: efects'],
    ],
    path: 'items[16].category',
    problem: /"efects" is not a category/,
    fix: /Did you mean "effects"\?/,
    at: 'category: efects',
  },
  {
    name: 'two catalog items with the same id',
    file: 'catalog.yaml',
    edits: [['  - id: moving-head-spot\n', '  - id: moving-head-wash\n']],
    path: 'items[2].id',
    problem: /The item "moving-head-wash" is listed twice \(also entry 2\)/,
    at: '  - id: moving-head-wash\n    category: lighting\n    image: images/catalog/moving-head-spot.jpg',
  },
  {
    name: 'a spec whose name has no translation',
    file: 'catalog.yaml',
    edits: [['specs: [power, zoom, control]', 'specs: [power, zoom, wattage]']],
    path: 'items[1].specs',
    problem: /"specs → wattage" in src\/locales\/en\/catalog\.json/,
    at: 'specs: [power, zoom, wattage]',
  },
  {
    name: 'a line indented with a tab, with its line',
    file: 'catalog.yaml',
    edits: [
      ['  - id: haze-machine\n    category: effects', '  - id: haze-machine\n\tcategory: effects'],
    ],
    path: '',
    problem: /indented with a tab/,
    fix: /Delete the tab .* indent with spaces/,
    at: '\tcategory: effects',
  },
];

describe('the shipped content files', () => {
  it('are valid, so every failure below comes from its edit', () => {
    const found = validateContentFiles(
      readContentTexts(ROOT),
      site,
      locales,
      context.pictureExists,
    );
    expect(found.map(({ file, problems }) => formatProblems(file, problems))).toEqual([]);
  });

  it('are all checked', () => {
    expect(Object.keys(CONTENT_FILES).sort()).toEqual(
      fs
        .readdirSync(path.join(ROOT, DATA_DIR))
        .filter((file) => file.endsWith('.yaml'))
        .sort(),
    );
  });
});

describe('a broken content file', () => {
  it.each(CASES)('reports $name ($file)', ({ file, edits, ...wanted }) => {
    const text = variant(file, ...edits);
    const problems = problemsOf(file, text);
    const found = problems.find(
      (problem) =>
        formatYamlPath(problem.path) === wanted.path && wanted.problem.test(problem.problem),
    );
    if (!found) {
      throw new Error(
        `Expected a problem at "${wanted.path}" matching ${String(wanted.problem)}, got:\n` +
          formatProblems(`data/${file}`, problems),
      );
    }
    expect(found.fix.trim()).not.toBe('');
    if (wanted.fix) expect(found.fix).toMatch(wanted.fix);
    expect(found.line).toBe(lineOf(text, wanted.at));
  });

  it('reports a missing file by name, with how to restore it', () => {
    const found = validateContentFiles({}, site, locales, context.pictureExists);
    expect(found.map(({ file }) => file)).toEqual(
      Object.keys(CONTENT_FILES).map((name) => `data/${name}`),
    );
    expect(found[0]?.problems[0]?.fix).toMatch(/Restore data\/services\.yaml/);
  });
});
