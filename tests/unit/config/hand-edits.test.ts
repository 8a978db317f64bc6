/** @jest-environment node */
/**
 * The slips people make when they edit site.yaml, data/*.yaml and the
 * translation files by hand (or paste into them from an email or a word
 * processor), each made by one edit of a file's text and checked the way the
 * build checks the whole project. Every problem must be at the line the
 * person has to change, in plain words (no parser jargon), with a fix.
 *
 * The edits are made to the frozen copies of site.yaml and data/ as the
 * specification's site shipped them (tests/fixtures/), whose text stays as
 * it is whatever the owner changes in the real files.
 */
import { checkProject, type ProjectFiles } from '../../../src/config/check-project';
import type { ContentFileName } from '../../../src/config/content/validate';
import { formatProblems, formatYamlPath, type ConfigProblem } from '../../../src/config/problems';
import { specContentText, specProjectFiles, specSiteText } from '../../support/spec-site';
import { lineOf, withEdits, type Edit } from './support/text-edits';

const SHIPPED = specProjectFiles();

/** The file's frozen text with each edit made (see withEdits). */
function edited(file: string, edits: readonly Edit[]): string {
  return withEdits(shippedText(file), file, edits);
}

function contentName(file: string): ContentFileName {
  return file.replace(/^data\//, '') as ContentFileName;
}

/** The frozen copy of site.yaml or of a data/ file, as the specification's site shipped it. */
function shippedText(file: string): string {
  return file === 'site.yaml' ? specSiteText() : specContentText(contentName(file));
}

/** The shipped project with some files' texts replaced. */
function projectWith(texts: Readonly<Record<string, string>>): ProjectFiles {
  const files: ProjectFiles = { ...SHIPPED, content: { ...SHIPPED.content } };
  for (const [file, text] of Object.entries(texts)) {
    if (file === 'site.yaml') files.siteYaml = text;
    else files.content[contentName(file)] = text;
  }
  return files;
}

function problemsByFile(files: ProjectFiles): Map<string, ConfigProblem[]> {
  const result = checkProject(files);
  return new Map(result.ok ? [] : result.files.map(({ file, problems }) => [file, problems]));
}

/**
 * Words of the YAML parser and of programmers that a site owner cannot act
 * on. None may appear in a problem or a fix.
 */
const JARGON =
  /implicit|mapping|scalar|compact|indicator|\btoken\b|\bflow\b|map keys|unexpected|YAMLParseError|\bnode\b|\bparse|undefined|NaN|expected [a-z]+, received/i;

interface Expected {
  /** The file the problem is reported in, when not the edited one. */
  file?: string;
  /** Text of that file (after the edit) on the line the problem must point at. */
  at: string | RegExp;
  problem: RegExp;
  fix: RegExp;
  /** The YAML path as formatYamlPath writes it, when the problem has one. */
  path?: string;
}

interface Case {
  name: string;
  file: string;
  edits: Edit[];
  expected: Expected[];
}

const SITE = 'site.yaml';

const CASES: Case[] = [
  // ── YAML syntax ───────────────────────────────────────────────────────────
  {
    name: 'a missing colon after a setting with a value',
    file: SITE,
    edits: [['  responseTimeHours: 4', '  responseTimeHours 4']],
    expected: [
      {
        at: 'responseTimeHours 4',
        problem: /"responseTimeHours" has no colon/,
        fix: /Add a colon .*responseTimeHours: 4/,
      },
    ],
  },
  {
    name: 'a missing colon after a group name',
    file: SITE,
    edits: [['  stats:\n', '  stats\n']],
    expected: [{ at: /^ {2}stats$/m, problem: /"stats" has no colon/, fix: /stats:$/ }],
  },
  {
    name: 'a missing space after a colon',
    file: SITE,
    edits: [['  name: Example Events & Production', '  name:Example Events & Production']],
    expected: [
      {
        at: 'name:Example',
        problem: /no space after the colon/,
        fix: /Add a space after the colon: name: Example Events & Production/,
      },
    ],
  },
  {
    name: 'an unquoted colon inside a value',
    file: SITE,
    edits: [['  name: Example Events & Production', '  name: Example Events: Music & Production']],
    expected: [
      {
        at: 'Example Events: Music',
        problem: /contains a colon followed by a space/,
        fix: /Put the whole value in quotes: name: "Example Events: Music & Production"/,
      },
    ],
  },
  {
    name: 'a setting written twice',
    file: SITE,
    edits: [['  responseTimeHours: 4', '  responseTimeHours: 4\n  phone: 201-555-0100']],
    expected: [
      {
        at: 'phone: 201-555-0100',
        path: 'business.phone',
        problem: new RegExp(
          `"phone" is written twice .* on line ${lineOf(shippedText(SITE), '  phone: (201) 555-0147')} and again here`,
        ),
        fix: /Delete one of the two "phone:" lines/,
      },
    ],
  },
  {
    name: 'a whole group written twice',
    file: SITE,
    edits: [['editor:\n  backend: git-gateway', 'editor:\n  backend: git-gateway\neditor:']],
    expected: [
      {
        at: /^editor:$(?![\s\S]*^editor:$)/m,
        path: 'editor',
        problem: /"editor" is written twice/,
        fix: /Delete one of the two "editor:" lines/,
      },
    ],
  },
  {
    name: 'an unclosed double quote',
    file: SITE,
    edits: [['  name: Example Events & Production', '  name: "Example Events & Production']],
    expected: [
      {
        at: '"Example Events',
        problem: /starting with " .* has no closing "/,
        fix: /Add the closing " .*name: "Example Events & Production"/,
      },
    ],
  },
  {
    name: 'an unclosed single quote',
    file: SITE,
    edits: [['  name: Example Events & Production', "  name: 'Example Events & Production"]],
    expected: [
      { at: "'Example Events", problem: /starting with ' .* no closing '/, fix: /closing '/ },
    ],
  },
  {
    name: 'an apostrophe inside single quotes',
    file: SITE,
    edits: [['  name: Example Events & Production', "  name: 'Joe's Events & Production'"]],
    expected: [
      {
        at: "'Joe's",
        problem: /apostrophe inside this text ends the single quotes/,
        fix: /'Joe''s Events & Production'.*"Joe's Events & Production"/,
      },
    ],
  },
  {
    name: 'a double quote inside double quotes',
    file: SITE,
    edits: [['  name: Example Events & Production', '  name: "The "Best" Events"']],
    expected: [
      {
        at: '"The "Best"',
        problem: /" inside this text ends the double quotes/,
        fix: /single quotes/,
      },
    ],
  },
  {
    name: 'a backslash inside double quotes',
    file: SITE,
    edits: [['  name: Example Events & Production', '  name: "Rock\\Roll Events"']],
    expected: [{ at: 'Rock\\Roll', problem: /backslash/, fix: /twice|single quotes/ }],
  },
  {
    name: 'an unclosed bracket in a short list',
    file: SITE,
    edits: [['serviceArea: [NJ, NY, PA, CT]', 'serviceArea: [NJ, NY, PA, CT']],
    expected: [
      {
        at: 'serviceArea: [NJ',
        problem: /"\[" on this line is never closed/,
        fix: /serviceArea: \[NJ, NY, PA, CT\]$/,
      },
    ],
  },
  {
    name: 'an unclosed brace in a redirect',
    file: SITE,
    edits: [['{ from: /dj/, to: /music/ }', '{ from: /dj/, to: /music/']],
    expected: [
      {
        at: '{ from: /dj/, to: /music/\n',
        problem: /"\{" on this line is never closed/,
        fix: /- \{ from: \/dj\/, to: \/music\/ \}$/,
      },
    ],
  },
  {
    name: 'a setting indented one space less than its neighbours',
    file: SITE,
    edits: [['    starRating: 5', '   starRating: 5']],
    expected: [
      {
        at: '   starRating: 5',
        problem: /starts in column 4.*column 5/,
        fix: /Indent it with 4 spaces/,
      },
    ],
  },
  {
    name: 'a setting indented one space more than the one above',
    file: SITE,
    edits: [['  email: hello@example-events.com', '   email: hello@example-events.com']],
    expected: [{ at: '   email:', problem: /indented further/, fix: /Remove the extra space/ }],
  },
  {
    name: 'a list entry indented more than the one above',
    file: SITE,
    edits: [['  - { from: /dj/, to: /music/ }', '   - { from: /dj/, to: /music/ }']],
    expected: [{ at: '   - { from: /dj/', problem: /column 4.*column 3/, fix: /2 spaces/ }],
  },
  {
    name: 'a setting of a list entry not lined up with the others',
    file: SITE,
    edits: [['    kind: catalog', '   kind: catalog']],
    expected: [{ at: '   kind: catalog', problem: /column/, fix: /Indent it with 4 spaces/ }],
  },
  {
    name: 'a list dash with no space after it',
    file: SITE,
    edits: [['    - code: es\n', '    -code: es\n']],
    expected: [
      {
        at: '-code: es',
        problem: /no space after its dash/,
        fix: /Put a space after the dash: "- code: es"/,
      },
    ],
  },
  {
    name: 'a tab used for indentation',
    file: SITE,
    edits: [['  email: hello@example-events.com', '\temail: hello@example-events.com']],
    expected: [{ at: '\temail', problem: /indented with a tab/, fix: /spaces/ }],
  },

  // ── Encodings and pasted characters ───────────────────────────────────────
  {
    name: 'tabs in two places, both reported',
    file: SITE,
    edits: [
      ['  email: hello@example-events.com', '\temail: hello@example-events.com'],
      ['    starRating: 5', '\t\tstarRating: 5'],
    ],
    expected: [
      { at: '\temail', problem: /indented with a tab/, fix: /spaces/ },
      { at: '\t\tstarRating', problem: /indented with a tab/, fix: /spaces/ },
    ],
  },
  {
    name: 'a group indented with tabs on several lines',
    file: SITE,
    edits: [
      [
        '    yearsInBusiness: 20\n    eventsProduced: 10000',
        '\tyearsInBusiness: 20\n\teventsProduced: 10000',
      ],
    ],
    expected: [
      {
        at: '\tyearsInBusiness',
        problem: /Lines \d+ to \d+ are indented with tabs/,
        fix: /each of these lines/,
      },
    ],
  },
  {
    name: 'a no-break space in the indentation',
    file: SITE,
    edits: [['  email: hello@example-events.com', '\u00a0 email: hello@example-events.com']],
    expected: [
      {
        at: '\u00a0 email',
        problem: /indentation .* no-break space/,
        fix: /type them again with the space bar/,
      },
    ],
  },
  {
    name: 'a no-break space in the indentation of a list entry',
    file: SITE,
    edits: [['  - path: /music/\n', '\u00a0 - path: /music/\n']],
    expected: [{ at: '\u00a0 - path: /music/', problem: /no-break space/, fix: /space bar/ }],
  },
  {
    name: 'a no-break space after a colon',
    file: SITE,
    edits: [['  email: hello@example-events.com', '  email:\u00a0hello@example-events.com']],
    expected: [
      { at: 'email:\u00a0', problem: /after "email:" is a no-break space/, fix: /space bar/ },
    ],
  },
  {
    name: 'a zero-width space pasted into the indentation',
    file: SITE,
    edits: [['  email: hello@example-events.com', '\u200b  email: hello@example-events.com']],
    expected: [{ at: '\u200b  email', problem: /zero-width space/, fix: /space bar/ }],
  },
  {
    name: 'curly quotes pasted from a word processor',
    file: SITE,
    edits: [['  name: Example Events & Production', '  name: “Example Events & Production”']],
    expected: [
      {
        at: '“Example',
        problem: /curly quotes/,
        fix: /straight quotes: name: "Example Events & Production" \(if the curly quotes are meant to show on the site, put straight quotes around them: '“Example Events & Production”'\)/,
      },
    ],
  },
  {
    name: 'curly single quotes around an address',
    file: SITE,
    edits: [
      [
        '  vipLogin: https://vip.example-events.com/login',
        '  vipLogin: ‘https://vip.example-events.com/login’',
      ],
    ],
    expected: [
      {
        at: '‘https://vip',
        problem: /curly quotes/,
        fix: /"https:\/\/vip\.example-events\.com\/login"/,
      },
    ],
  },
  {
    name: 'curly quotes in a content file',
    file: 'data/venues.yaml',
    edits: [
      [
        '    image: images/venues/lake-valhalla-club.jpg',
        '    image: “images/venues/lake-valhalla-club.jpg”',
      ],
    ],
    expected: [{ at: '“images/venues/lake', problem: /curly quotes/, fix: /straight quotes/ }],
  },

  // ── Types ─────────────────────────────────────────────────────────────────
  {
    name: 'a number where a text is expected',
    file: SITE,
    edits: [['value: example-agent-id', 'value: 12345']],
    expected: [
      {
        at: 'value: 12345',
        path: 'voiceAssistant.attributes[0].value',
        problem: /should be a text, but YAML reads 12345 as a number/,
        fix: /Put it in quotes .*value: "12345"/,
      },
    ],
  },
  {
    name: 'yes/no where a text is expected',
    file: SITE,
    edits: [['      name: English', '      name: true']],
    expected: [
      {
        at: 'name: true',
        path: 'languages.supported[0].name',
        problem: /as yes\/no/,
        fix: /name: "true"/,
      },
    ],
  },
  {
    name: 'a number in a short list of texts',
    file: SITE,
    edits: [['eventTypes: [wedding, corporate,', 'eventTypes: [wedding, 2020,']],
    expected: [
      { at: '[wedding, 2020,', path: 'forms.eventTypes[1]', problem: /as a number/, fix: /"2020"/ },
    ],
  },
  {
    name: 'a number written with a comma',
    file: SITE,
    edits: [['    eventsProduced: 10000', '    eventsProduced: 10,000']],
    expected: [
      {
        at: 'eventsProduced: 10,000',
        path: 'business.stats.eventsProduced',
        problem: /should be a number, but "10,000" is read as a text/,
        fix: /Write the digits alone: eventsProduced: 10000/,
      },
    ],
  },
  {
    name: 'a number written as it is shown ("20+")',
    file: SITE,
    edits: [['    yearsInBusiness: 20', '    yearsInBusiness: 20+']],
    expected: [
      {
        at: 'yearsInBusiness: 20+',
        problem: /"20\+" is read as a text/,
        fix: /yearsInBusiness: 20$/,
      },
    ],
  },
  {
    name: 'zero where a positive number is needed',
    file: SITE,
    edits: [['  responseTimeHours: 4', '  responseTimeHours: 0']],
    expected: [
      {
        at: 'responseTimeHours: 0',
        problem: /^must be more than 0\.$/,
        fix: /greater than 0, e\.g\. 1/,
      },
    ],
  },
  {
    name: 'a rating above the scale',
    file: SITE,
    edits: [['    starRating: 5', '    starRating: 7']],
    expected: [{ at: 'starRating: 7', problem: /at most 5/, fix: /5 or less/ }],
  },
  {
    name: 'a text where yes/no is expected',
    file: SITE,
    edits: [['  enabled: true', '  enabled: maybe']],
    expected: [{ at: 'enabled: maybe', problem: /true or false/, fix: /true or false/ }],
  },
  {
    name: 'a list written as one text',
    file: SITE,
    edits: [['serviceArea: [NJ, NY, PA, CT]', 'serviceArea: NJ, NY, PA, CT']],
    expected: [{ at: 'serviceArea: NJ, NY', problem: /should be a list/, fix: /list/ }],
  },
  {
    name: 'a phone number with too few digits',
    file: SITE,
    edits: [['  phone: (201) 555-0147', '  phone: 555-0147']],
    expected: [{ at: 'phone: 555-0147', problem: /not a US phone number/, fix: /10-digit/ }],
  },
  {
    name: 'an email address without its domain',
    file: SITE,
    edits: [['  email: hello@example-events.com', '  email: hello@']],
    expected: [{ at: 'email: hello@', problem: /not an email address/, fix: /hello@example\.com/ }],
  },
  {
    name: 'a space copied inside the quotes of an address',
    file: SITE,
    edits: [
      [
        '  vipLogin: https://vip.example-events.com/login',
        "  vipLogin: ' https://vip.example-events.com/login'",
      ],
    ],
    expected: [
      {
        at: "' https://vip",
        problem: /space at its start or end/,
        fix: /"https:\/\/vip\.example-events\.com\/login"/,
      },
    ],
  },
  {
    name: 'http:// instead of https://',
    file: SITE,
    edits: [['vipLogin: https://', 'vipLogin: http://']],
    expected: [{ at: 'vipLogin: http://', problem: /not a secure web address/, fix: /https:\/\// }],
  },
  {
    name: 'a misspelt setting name',
    file: SITE,
    edits: [['  email: hello@', '  emial: hello@']],
    expected: [
      { at: 'emial:', problem: /"emial" is not a known setting/, fix: /Did you mean "email"\?/ },
    ],
  },
  {
    name: 'a required setting deleted',
    file: SITE,
    edits: [['  responseTimeHours: 4\n', '']],
    expected: [
      {
        at: /^business:$/m,
        problem: /"responseTimeHours" is missing; it is required/,
        fix: /Add "responseTimeHours:"/,
      },
    ],
  },

  // ── Empty files ───────────────────────────────────────────────────────────
  {
    name: 'an empty site.yaml',
    file: SITE,
    edits: [[shippedText(SITE), '']],
    expected: [{ at: /^/, problem: /^The file is empty\.$/, fix: /Restore the file/ }],
  },
  {
    name: 'a site.yaml whose settings are all commented out',
    file: SITE,
    edits: [[shippedText(SITE), shippedText(SITE).replace(/^(?!#)(.+)$/gm, '# $1')]],
    expected: [
      { at: /^# yaml-language-server/, problem: /holds only comments/, fix: /Remove the # / },
    ],
  },
  {
    name: 'an empty content file',
    file: 'data/home.yaml',
    edits: [[shippedText('data/home.yaml'), '\n\n']],
    expected: [{ at: /^/, problem: /^The file is empty\.$/, fix: /Restore/ }],
  },

  // ── Cross-references ──────────────────────────────────────────────────────
  {
    name: 'a redirect to a page that does not exist',
    file: SITE,
    edits: [['{ from: /dj/, to: /music/ }', '{ from: /dj/, to: /musik/ }']],
    expected: [
      {
        at: '/musik/',
        path: 'redirects[1].to',
        problem: /not a page of this site/,
        fix: /Did you mean \/music\/\?/,
      },
    ],
  },
  {
    name: 'a menu entry leading to a missing page',
    file: SITE,
    edits: [
      [
        '{ label: common:nav.viewServices, to: /services/ }',
        '{ label: common:nav.viewServices, to: /servicez/ }',
      ],
    ],
    expected: [
      { at: '/servicez/', path: 'nav.header[0].to', problem: /not a page/, fix: /\/services\// },
    ],
  },
  {
    name: 'a translation key that does not exist',
    file: SITE,
    edits: [
      [
        '    - { label: common:nav.vipAccess, link: vipLogin }\n  # Extra',
        '    - { label: common:nav.vipAcess, link: vipLogin }\n  # Extra',
      ],
    ],
    expected: [
      {
        at: 'common:nav.vipAcess',
        problem: /translation key "common:nav\.vipAcess" does not exist/,
        fix: /src\/locales\/en\/common\.json/,
      },
    ],
  },
  {
    name: 'a venue deleted from site.yaml but still described in data/venues.yaml',
    file: SITE,
    edits: [
      [
        '  - slug: rock-island-lake-club\n    name: Rock Island Lake Club\n    locality: Sparta\n    region: NJ\n    country: US\n    amenities: [wedding venue, corporate event space]\n',
        '',
      ],
      ['  - { from: /rock-island-lake-club/, to: /venues/rock-island-lake-club/ }\n', ''],
    ],
    expected: [
      {
        file: 'data/venues.yaml',
        at: '- slug: rock-island-lake-club',
        path: 'venues[3].slug',
        problem: /details of the venue "rock-island-lake-club", but site\.yaml no longer lists/,
        fix: /Delete this entry .* or add the venue "rock-island-lake-club" back/,
      },
    ],
  },
  {
    name: 'a venue slug misspelt in data/venues.yaml',
    file: 'data/venues.yaml',
    edits: [['  - slug: lake-valhalla-club', '  - slug: lake-valhala-club']],
    expected: [
      {
        at: 'lake-valhala-club',
        problem: /not a venue of site\.yaml/,
        fix: /Did you mean "lake-valhalla-club"\?/,
      },
    ],
  },
  {
    name: 'a service id that does not exist in a venue',
    file: 'data/venues.yaml',
    edits: [
      [
        '    services: [music, lighting, led-walls, photo-booth]',
        '    services: [music, lightning, led-walls, photo-booth]',
      ],
    ],
    expected: [{ at: 'lightning', problem: /"lightning"/, fix: /"lighting"/ }],
  },
  {
    name: 'a picture that does not exist',
    file: 'data/venues.yaml',
    edits: [
      [
        '    image: images/venues/lake-valhalla-club.jpg',
        '    image: images/venues/lake-valhalla.jpg',
      ],
    ],
    expected: [
      {
        at: 'images/venues/lake-valhalla.jpg',
        problem: /picture|image|does not exist/i,
        fix: /data\/images|file/,
      },
    ],
  },
  {
    name: 'two catalog items with the same id',
    file: 'data/catalog.yaml',
    edits: [['  - id: moving-head-spot', '  - id: moving-head-wash']],
    expected: [
      {
        at: /- id: moving-head-wash\n {4}category: lighting\n {4}image: images\/catalog\/moving-head-spot/,
        problem: /twice|used|same/,
        fix: /./,
      },
    ],
  },
  {
    name: 'a home block pointing at a missing page',
    file: 'data/home.yaml',
    edits: [
      [
        '  - { id: celebrations, to: /private-events/ }',
        '  - { id: celebrations, to: /private-event/ }',
      ],
    ],
    expected: [{ at: '/private-event/ }', problem: /not a page/, fix: /\/private-events\// }],
  },

  // ── Data files: syntax and types ──────────────────────────────────────────
  {
    name: 'a missing colon in data/services.yaml',
    file: 'data/services.yaml',
    edits: [['    path: /music/', '    path /music/']],
    expected: [{ at: 'path /music/', problem: /"path" has no colon/, fix: /path: \/music\// }],
  },
  {
    name: 'a tab in data/catalog.yaml',
    file: 'data/catalog.yaml',
    edits: [
      ['  - id: haze-machine\n    category: effects', '  - id: haze-machine\n\tcategory: effects'],
    ],
    expected: [{ at: '\tcategory: effects', problem: /indented with a tab/, fix: /spaces/ }],
  },
  {
    name: 'a setting written twice in data/home.yaml',
    file: 'data/home.yaml',
    edits: [
      [
        'heroImage: images/home/hero-stage.jpg',
        'heroImage: images/home/hero-stage.jpg\nheroImage: images/home/corporate-stage.jpg',
      ],
    ],
    expected: [
      {
        at: 'heroImage: images/home/corporate-stage.jpg',
        path: 'heroImage',
        problem: /"heroImage" is written twice/,
        fix: /Delete one/,
      },
    ],
  },
  {
    name: 'a dash with no space in data/venues.yaml',
    file: 'data/venues.yaml',
    edits: [['  - slug: crossed-keys-estate', '  -slug: crossed-keys-estate']],
    expected: [
      {
        at: '-slug: crossed',
        problem: /no space after its dash/,
        fix: /"- slug: crossed-keys-estate"/,
      },
    ],
  },
  {
    name: 'a number where a service id is expected',
    file: 'data/venues.yaml',
    edits: [
      [
        '  services: [music, lighting, photo-booth, staging-rentals]',
        '  services: [music, 42, photo-booth, staging-rentals]',
      ],
    ],
    expected: [{ at: '[music, 42,', problem: /as a number/, fix: /"42"/ }],
  },
];

describe('the frozen project of the specification', () => {
  it('is valid, so every problem below comes from its edit', () => {
    expect(checkProject(SHIPPED)).toMatchObject({ ok: true });
  });
});

describe('a slip made by hand', () => {
  it('has at least 60 cases', () => {
    expect(CASES.length + SEVERAL.length + ENCODINGS_ACCEPTED.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CASES)('$name', ({ file, edits, expected }) => {
    const text = edited(file, edits);
    const found = problemsByFile(projectWith({ [file]: text }));
    for (const wanted of expected) {
      const reportedIn = wanted.file ?? file;
      const reportedText = reportedIn === file ? text : shippedText(reportedIn);
      const problems = found.get(reportedIn) ?? [];
      const line = lineOf(reportedText, wanted.at);
      const matching = problems.filter((candidate) => wanted.problem.test(candidate.problem));
      const problem = matching.find((candidate) => candidate.line === line) ?? matching[0];
      if (!problem) {
        throw new Error(
          `Expected a problem matching ${String(wanted.problem)} in ${reportedIn}; got:\n${[
            ...found,
          ]
            .map(([label, list]) => formatProblems(label, list))
            .join('\n')}`,
        );
      }
      expect({ line: problem.line, fix: problem.fix }).toEqual({
        line,
        fix: expect.stringMatching(wanted.fix),
      });
      if (wanted.path !== undefined) expect(formatYamlPath(problem.path)).toBe(wanted.path);
    }
    for (const problem of [...found.values()].flat()) {
      expect(`${problem.problem} ${problem.fix}`).not.toMatch(JARGON);
    }
  });
});

interface Several {
  name: string;
  file: string;
  edits: Edit[];
  /** Texts on the lines the problems must point at, in the order reported. */
  lines: Array<string | RegExp>;
}

/** Several mistakes in one file: every one in the same run, in line order. */
const SEVERAL: Several[] = [
  {
    name: 'shape and cross-check problems together',
    file: SITE,
    edits: [
      ['{ from: /dj/, to: /music/ }', '{ from: /dj/, to: /musik/ }'],
      ['    starRating: 5', '    starRating: 7'],
    ],
    lines: ['starRating: 7', '/musik/'],
  },
  {
    name: 'a broken section does not hide cross-checks elsewhere',
    file: SITE,
    edits: [
      ['  enabled: true', '  enabled: maybe'],
      ['name: alex-rivera', 'name: music'],
      [
        '{ label: common:nav.viewServices, to: /services/ }',
        '{ label: common:nav.viewServices, to: /servicez/ }',
      ],
    ],
    lines: ['name: music', '/servicez/', 'enabled: maybe'],
  },
  {
    name: 'three type mistakes',
    file: SITE,
    edits: [
      ['value: example-agent-id', 'value: 12345'],
      ['  phone: (201) 555-0147', '  phone: 555'],
      ['vipLogin: https://', 'vipLogin: http://'],
    ],
    lines: ['phone: 555', 'vipLogin: http://', 'value: 12345'],
  },
  {
    name: 'a tab and a value problem later in the file',
    file: SITE,
    edits: [
      ['  email: hello@example-events.com', '\temail: hello@example-events.com'],
      ['    starRating: 5', '    starRating: 7'],
    ],
    lines: ['\temail', 'starRating: 7'],
  },
  {
    name: 'curly quotes and a missing page',
    file: SITE,
    edits: [
      ['  name: Example Events & Production', '  name: “Example Events & Production”'],
      ['{ from: /dj/, to: /music/ }', '{ from: /dj/, to: /musik/ }'],
    ],
    lines: ['“Example', '/musik/'],
  },
  {
    name: 'a setting written twice and a misspelt one',
    file: SITE,
    edits: [
      ['  responseTimeHours: 4', '  responseTimeHours: 4\n  phone: 201-555-0100'],
      ['  vipLogin: https://', '  vipLogn: https://'],
    ],
    lines: ['phone: 201-555-0100', 'vipLogn'],
  },
  {
    name: 'a colon inside a value does not hide the problems after it (the example of docs/owner/site-yaml.md)',
    file: SITE,
    edits: [
      ['  name: Example Events & Production', '  name: Example Events: Music & Production'],
      ['    eventsProduced: 10000', '    eventsProduced: 10,000'],
      ['{ from: /dj/, to: /music/ }', '{ from: /dj/, to: /musik/ }'],
    ],
    lines: ['Example Events: Music', 'eventsProduced: 10,000', '/musik/'],
  },
  {
    name: 'a broken page list does not hide a misspelt menu text',
    file: SITE,
    edits: [
      ['    kind: catalog', '    kind: catalogue'],
      [
        '    - { label: common:nav.vipAccess, link: vipLogin }\n  # Extra',
        '    - { label: common:nav.vipAcess, link: vipLogin }\n  # Extra',
      ],
    ],
    lines: ['kind: catalogue', 'common:nav.vipAcess'],
  },
  {
    name: 'two mistakes in a data file',
    file: 'data/venues.yaml',
    edits: [
      ['  - slug: lake-valhalla-club', '  - slug: lake-valhala-club'],
      [
        '    services: [music, staging-rentals, lighting, photo-booth]',
        '    services: [music, staging-rental, lighting, photo-booth]',
      ],
    ],
    lines: ['lake-valhala-club', 'staging-rental,'],
  },
];

describe('several slips in one file', () => {
  it.each(SEVERAL)('$name', ({ file, edits, lines }) => {
    const text = edited(file, edits);
    const problems = problemsByFile(projectWith({ [file]: text })).get(file) ?? [];
    expect(problems.map((problem) => problem.line)).toEqual(lines.map((at) => lineOf(text, at)));
    for (const problem of problems) expect(problem.fix.trim()).not.toBe('');
  });

  it('reports a broken data file while site.yaml is broken too', () => {
    const site = edited(SITE, [['    starRating: 5', '    starRating: 7']]);
    const home = edited('data/home.yaml', [
      ['heroImage: images/home/hero-stage.jpg', 'heroImage images/home/hero-stage.jpg'],
    ]);
    const found = problemsByFile(projectWith({ [SITE]: site, 'data/home.yaml': home }));
    expect(found.get(SITE)?.map((problem) => problem.line)).toEqual([
      lineOf(site, 'starRating: 7'),
    ]);
    expect(found.get('data/home.yaml')?.map((problem) => problem.line)).toEqual([
      lineOf(home, 'heroImage images'),
    ]);
  });
});

interface Accepted {
  name: string;
  file: string;
  change: (text: string) => string;
  /** What the build reads once the change is accepted. */
  check?: (files: ProjectFiles) => void;
}

/** Edits that are not mistakes: the build accepts them. */
const ENCODINGS_ACCEPTED: Accepted[] = [
  {
    name: 'a byte-order mark at the start of site.yaml',
    file: SITE,
    change: (text) => `\ufeff${text}`,
  },
  {
    name: 'Windows line endings in site.yaml',
    file: SITE,
    change: (text) => text.replace(/\n/g, '\r\n'),
  },
  {
    name: 'a byte-order mark and Windows line endings in a data file',
    file: 'data/venues.yaml',
    change: (text) => `\ufeff${text.replace(/\n/g, '\r\n')}`,
  },
  {
    name: 'a reordered list',
    file: SITE,
    change: (text) =>
      text.replace('serviceArea: [NJ, NY, PA, CT]', 'serviceArea: [CT, PA, NY, NJ]'),
  },
  {
    name: 'reordered redirects',
    file: SITE,
    change: (text) =>
      text.replace(
        '  - { from: /dj/, to: /music/ }\n  - { from: /djs/, to: /music/ }',
        '  - { from: /djs/, to: /music/ }\n  - { from: /dj/, to: /music/ }',
      ),
  },
  {
    name: 'a phone number written as bare digits',
    file: SITE,
    change: (text) => text.replace('  phone: (201) 555-0147', '  phone: 2015550147'),
    check: (files) => {
      const result = checkProject(files);
      expect(result.ok && result.site.business.phone).toBe('(201) 555-0147');
    },
  },
  {
    name: 'a phone number copied with tel:',
    file: SITE,
    change: (text) => text.replace('  phone: (201) 555-0147', '  phone: tel:+12015550147'),
    check: (files) => {
      const result = checkProject(files);
      expect(result.ok && result.site.business.phone).toBe('(201) 555-0147');
    },
  },
  {
    name: 'an email address copied with mailto:',
    file: SITE,
    change: (text) =>
      text.replace('  email: hello@example-events.com', '  email: mailto:hello@example-events.com'),
    check: (files) => {
      const result = checkProject(files);
      expect(result.ok && result.site.business.email).toBe('hello@example-events.com');
    },
  },
  {
    name: 'a block of text whose lines look like settings or slips',
    file: SITE,
    change: (text) =>
      text.replace(
        '  name: Example Events & Production',
        '  name: >-\n    Example Events\n    Music: and Production',
      ),
    check: (files) => {
      const result = checkProject(files);
      expect(result.ok && result.site.business.name).toBe('Example Events Music: and Production');
    },
  },
  {
    name: 'a short list written over two lines',
    file: SITE,
    change: (text) =>
      text.replace('serviceArea: [NJ, NY, PA, CT]', 'serviceArea: [NJ, NY,\n    PA, CT]'),
  },
  {
    name: 'curly quotes meant to show, inside straight ones',
    file: SITE,
    change: (text) =>
      text.replace('  name: Example Events & Production', "  name: '“Example Events”'"),
  },
  {
    name: 'a curly apostrophe inside a text',
    file: SITE,
    change: (text) =>
      text.replace('  name: Example Events & Production', '  name: Example’s Events & Production'),
  },
];

describe('edits that are not mistakes', () => {
  it.each(ENCODINGS_ACCEPTED)('accepts $name', ({ file, change, check }) => {
    const text = change(shippedText(file));
    expect(text).not.toBe(shippedText(file));
    const files = projectWith({ [file]: text });
    const result = checkProject(files);
    if (!result.ok) {
      throw new Error(
        result.files.map(({ file: label, problems }) => formatProblems(label, problems)).join('\n'),
      );
    }
    check?.(files);
  });
});
