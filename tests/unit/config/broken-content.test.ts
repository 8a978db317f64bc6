/** @jest-environment node */
/**
 * Broken copies of the content files (data/*.yaml), each made by one small
 * text edit and validated against site.yaml, the real translations and
 * pictures. Each must be reported at the right entry and line, with a fix.
 * The edits are made to the frozen copies of the files as the
 * specification's site shipped them (tests/fixtures/), whose entries stay
 * where they are whatever the owner changes in the real files.
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
import { specContentText, specProjectFiles, specSiteConfig } from '../../support/spec-site';
import { lineOf, withEdits, type Edit } from './support/text-edits';

const ROOT = process.cwd();
const locales = readProjectLocales(ROOT);
const spec = specProjectFiles();

const context: ContentContext = {
  site: specSiteConfig(),
  locales,
  pictureExists: spec.pictureExists,
  services: (parse(specContentText('services.yaml')) as ServicesFile).services,
};

/** The frozen file with each `search` replaced (see withEdits). */
function variant(name: ContentFileName, ...edits: Edit[]): string {
  return withEdits(specContentText(name), name, edits);
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
  // Catalog measurements (items → measurements): US units, the right count of numbers.
  {
    name: 'a measurement written in metres',
    file: 'catalog.yaml',
    edits: [
      [
        '{ spec: size, unit: feet, numbers: [4, 8], words: perDeck }',
        '{ spec: size, unit: meters, numbers: [1.2, 2.4], words: perDeck }',
      ],
    ],
    path: 'items[4].measurements[0].unit',
    problem: /"meters" is not a unit the catalog knows/,
    fix: /US units .*adds the metric equivalent itself/,
    at: 'unit: meters',
  },
  {
    name: 'a misspelt unit',
    file: 'catalog.yaml',
    edits: [['{ spec: range, unit: feet,', '{ spec: range, unit: feat,']],
    path: 'items[17].measurements[0].unit',
    problem: /"feat" is not a unit the catalog knows/,
    fix: /Did you mean "feet"\? Use one of: feet, inches/,
    at: 'unit: feat',
  },
  {
    name: 'two numbers for a unit that takes one',
    file: 'catalog.yaml',
    edits: [['unit: watts, numbers: [250]', 'unit: watts, numbers: [250, 300]']],
    path: 'items[2].measurements[0].numbers',
    problem: /watts takes one number, e\.g\. \[250\], but 2 are written/,
    fix: /numbers: \[250\] and to: \[300\]/,
    at: 'numbers: [250, 300]',
  },
  {
    name: 'three numbers for a size',
    file: 'catalog.yaml',
    edits: [
      [
        '{ spec: size, unit: feet, numbers: [2, 6] }',
        '{ spec: size, unit: feet, numbers: [2, 6, 8] }',
      ],
    ],
    path: 'items[9].measurements[0].numbers',
    problem: /feet takes one number, or two for a width × depth .*, but 3 are written/,
    at: 'numbers: [2, 6, 8]',
  },
  {
    name: 'a negative measurement',
    file: 'catalog.yaml',
    edits: [['numbers: [3], to: [16]', 'numbers: [-3], to: [16]']],
    path: 'items[14].measurements[0].numbers[0]',
    problem: /-3 is negative/,
    fix: /without a minus sign/,
    at: 'numbers: [-3]',
  },
  {
    name: 'a range whose ends have different counts of numbers',
    file: 'catalog.yaml',
    edits: [['numbers: [12, 12], to: [32, 32] }', 'numbers: [12, 12], to: [32] }']],
    path: 'items[6].measurements[0].to',
    problem: /"to" has 1 number but "numbers" has 2/,
    at: 'to: [32] }',
  },
  {
    name: 'a measurement of a spec the item does not show',
    file: 'catalog.yaml',
    edits: [['{ spec: lead, unit: weeks, numbers: [2]', '{ spec: leed, unit: weeks, numbers: [2]']],
    path: 'items[18].measurements[1].spec',
    problem: /"leed" is not one of the specs of "neon-style-sign"/,
    fix: /Did you mean "lead"\?/,
    at: 'spec: leed',
  },
  {
    name: 'words around a measurement that have no text',
    file: 'catalog.yaml',
    edits: [['numbers: [4, 8], words: perDeck', 'numbers: [4, 8], words: perDek']],
    path: 'items[4].measurements[0].words',
    problem: /"measurements → words → perDek" in src\/locales\/en\/catalog\.json/,
    at: 'words: perDek',
  },
  {
    name: 'a measured spec also written as a text',
    file: 'catalog.yaml',
    edits: [
      [
        '      - { spec: battery, unit: hours, numbers: [12] }\n',
        '      - { spec: battery, unit: hours, numbers: [12] }\n      - { spec: control, unit: hours, numbers: [1] }\n',
      ],
    ],
    path: 'items[0].measurements[1].spec',
    problem: /measured here and also written as a text in src\/locales\/en\/catalog-items\.json/,
    fix: /Delete that text in every language/,
    at: '{ spec: control, unit: hours',
  },
];

describe('the content files', () => {
  it('are valid as shipped now, against the real site.yaml', () => {
    const site = validateProjectConfig(ROOT);
    if (!site.ok) throw new Error(formatProblems('site.yaml', site.problems));
    const real = readProjectFiles(ROOT);
    const found = validateContentFiles(
      readContentTexts(ROOT),
      site.config,
      locales,
      real.pictureExists,
    );
    expect(found.map(({ file, problems }) => formatProblems(file, problems))).toEqual([]);
  });

  it('are valid as frozen, so every failure below comes from its edit', () => {
    const found = validateContentFiles(spec.content, context.site, locales, context.pictureExists);
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
    const found = validateContentFiles({}, context.site, locales, context.pictureExists);
    expect(found.map(({ file }) => file)).toEqual(
      Object.keys(CONTENT_FILES).map((name) => `data/${name}`),
    );
    expect(found[0]?.problems[0]?.fix).toMatch(/Restore data\/services\.yaml/);
  });
});
