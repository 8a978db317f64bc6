/** @jest-environment node */
/**
 * Broken copies of site.yaml, each made by one small text edit, validated
 * with the real translation files. Each must be reported at the right
 * setting and line, in words, with a fix. The edits are made to the frozen
 * copy of site.yaml as the specification's site shipped it
 * (tests/fixtures/spec-site.yaml), whose text and entries stay where they
 * are whatever the owner changes in the real file.
 */
import { validateSiteConfigText } from '../../../src/config/validate';
import { formatProblems, formatYamlPath, type ConfigProblem } from '../../../src/config/problems';
import { readProjectLocales } from '../../../src/config/project';
import { specSiteText } from '../../support/spec-site';
import { lineOf, withEdits, type Edit } from './support/text-edits';

const SHIPPED = specSiteText();
const locales = readProjectLocales(process.cwd());

/** The frozen site.yaml with each `search` replaced (see withEdits). */
function variant(...edits: Edit[]): string {
  return withEdits(SHIPPED, 'site.yaml', edits);
}

function problemsOf(text: string): ConfigProblem[] {
  const result = validateSiteConfigText(text, { locales });
  return result.ok ? [] : result.problems;
}

interface ExpectedProblem {
  /** The YAML path as formatYamlPath writes it; '' for the whole file. */
  path: string;
  problem: RegExp;
  fix?: RegExp;
  /** Text in the variant whose line the problem must point at. */
  at: string | RegExp;
}

interface BrokenCase {
  name: string;
  edits: Edit[];
  expected: ExpectedProblem[];
}

const CASES: BrokenCase[] = [
  {
    name: 'two pages with the same path',
    edits: [['  - path: /photo-booth/\n', '  - path: /music/\n']],
    expected: [
      {
        path: 'routes[3].path',
        problem: /\/music\/ is used by two pages/,
        at: '  - path: /music/\n    kind: service\n    title: photo-booth',
      },
    ],
  },
  {
    name: 'a redirect to a page that does not exist',
    edits: [['{ from: /dj/, to: /music/ }', '{ from: /dj/, to: /musik/ }']],
    expected: [
      {
        path: 'redirects[1].to',
        problem: /\/musik\/ is not a page of this site/,
        fix: /Did you mean \/music\/\?/,
        at: '{ from: /dj/, to: /musik/ }',
      },
    ],
  },
  {
    name: 'a redirect to another redirect (a chain)',
    edits: [['{ from: /djs/, to: /music/ }', '{ from: /djs/, to: /dj/ }']],
    expected: [
      {
        path: 'redirects[2].to',
        problem: /leads to another redirect: \/djs\/ → \/dj\/ → \/music\//,
        fix: /to: \/music\//, // the final page, not the intermediate /dj/
        at: '{ from: /djs/, to: /dj/ }',
      },
    ],
  },
  {
    name: 'two redirects pointing at each other (a loop)',
    edits: [
      ['{ from: /dj/, to: /music/ }', '{ from: /dj/, to: /djs/ }'],
      ['{ from: /djs/, to: /music/ }', '{ from: /djs/, to: /dj/ }'],
    ],
    expected: [
      {
        path: 'redirects[1].to',
        problem: /loop: \/dj\/ → \/djs\/ → \/dj\//,
        fix: /real page/,
        at: '{ from: /dj/, to: /djs/ }',
      },
      {
        path: 'redirects[2].to',
        problem: /loop: \/djs\/ → \/dj\/ → \/djs\//,
        fix: /real page/,
        at: '{ from: /djs/, to: /dj/ }',
      },
    ],
  },
  {
    name: 'a redirect from an existing page (it would hide the page)',
    edits: [['{ from: /about/, to: / }', '{ from: /music/, to: / }']],
    expected: [
      {
        path: 'redirects[5].from',
        problem: /\/music\/ is a page of this site/,
        fix: /Remove this redirect/,
        at: '{ from: /music/, to: / }',
      },
    ],
  },
  {
    name: 'a default language that is not supported',
    edits: [['  default: en\n', '  default: xx\n']],
    expected: [
      {
        path: 'languages.default',
        problem: /"xx" is not in languages\.supported/,
        fix: /en, es, it/,
        at: '  default: xx',
      },
    ],
  },
  {
    name: 'a supported language with no translation folder',
    edits: [['    - code: it\n', '    - code: fr\n']],
    expected: [
      {
        path: 'languages.supported[2].code',
        problem: /no translations for "fr"/,
        fix: /src\/locales\/fr\//,
        at: '    - code: fr',
      },
    ],
  },
  {
    name: 'an external link with http://',
    edits: [['vipLogin: https://', 'vipLogin: http://']],
    expected: [
      {
        path: 'links.vipLogin',
        problem: /not a secure web address/,
        fix: /https:\/\//,
        at: 'vipLogin: http://',
      },
    ],
  },
  {
    name: 'a YAML syntax error: an unclosed quote',
    edits: [['  name: Example Events & Production', '  name: "Example Events & Production']],
    expected: [
      { path: '', problem: /has no closing "/, fix: /Add the closing "/, at: '"Example Events' },
    ],
  },
  {
    name: 'a YAML syntax error: a setting indented less than its neighbours',
    edits: [['    starRating: 5', '   starRating: 5']],
    expected: [
      {
        path: '',
        problem: /starts in column 4, but the other entries of its group start in column 5/,
        fix: /Indent it with 4 spaces/,
        at: '   starRating: 5',
      },
    ],
  },
  {
    name: 'a YAML syntax error: a setting indented more than its neighbours',
    edits: [['  email: hello@example-events.com', '   email: hello@example-events.com']],
    expected: [
      { path: '', problem: /indented further/, fix: /Remove the extra space/, at: '   email:' },
    ],
  },
  {
    name: 'a YAML syntax error: a tab used for indentation',
    edits: [['  email: hello@example-events.com', '\temail: hello@example-events.com']],
    expected: [{ path: '', problem: /tab/, fix: /spaces/, at: '\temail:' }],
  },
  {
    name: 'a YAML syntax error: a missing colon',
    edits: [['  responseTimeHours: 4', '  responseTimeHours 4']],
    expected: [
      {
        path: '',
        problem: /"responseTimeHours" has no colon/,
        fix: /responseTimeHours: 4/,
        at: 'responseTimeHours 4',
      },
    ],
  },
  {
    name: 'a missing required setting (the email line deleted)',
    edits: [['  email: hello@example-events.com\n', '']],
    expected: [
      {
        path: 'business.email',
        problem: /"email" is missing; it is required/,
        fix: /Add "email:"/,
        at: /^business:/m, // the group it is missing from
      },
    ],
  },
  {
    name: 'a misspelt setting name',
    edits: [['  email: hello@', '  emial: hello@']],
    expected: [
      {
        path: 'business.emial',
        problem: /"emial" is not a known setting/,
        fix: /Did you mean "email"\?/,
        at: '  emial:',
      },
    ],
  },
  {
    name: 'a number written as words',
    edits: [['    yearsInBusiness: 20', '    yearsInBusiness: twenty']],
    expected: [
      {
        path: 'business.stats.yearsInBusiness',
        problem: /should be a number, but it is the text "twenty"/,
        fix: /a number/,
        at: 'twenty',
      },
    ],
  },
  {
    name: 'a page kind that does not exist',
    edits: [
      ['    kind: service\n    title: photo-booth', '    kind: servise\n    title: photo-booth'],
    ],
    expected: [
      {
        path: 'routes[3].kind',
        problem: /"servise" is not one of the allowed values/,
        fix: /service/,
        at: 'servise',
      },
    ],
  },
  {
    name: 'a menu timing changed from the value the menu component fixes',
    edits: [['typeaheadResetMs: 1000', 'typeaheadResetMs: 99999']],
    expected: [
      {
        path: 'menu.typeaheadResetMs',
        problem:
          /^The number 99999 is not allowed: this setting must be 1000: the menu component forgets typed letters after exactly 1000 ms/,
        fix: /^Write 1000 here \("typeaheadResetMs: 1000"\): it is the only value/,
        at: '99999',
      },
    ],
  },
  {
    name: 'two venues with the same slug',
    edits: [['  - slug: lake-valhalla-club', '  - slug: bear-brook-valley']],
    expected: [
      {
        path: 'venues[2].slug',
        problem: /"bear-brook-valley" is used twice/,
        at: '  - slug: bear-brook-valley\n    name: Lake Valhalla Club',
      },
    ],
  },
  {
    name: 'a venue slug that is a number alone, the address of a page of the venue list',
    edits: [['  - slug: lake-valhalla-club', "  - slug: '2'"]],
    expected: [
      {
        path: 'venues[2].slug',
        problem: /"2" is a number alone, the address of a page of the venue list \(\/venues\/2\/ /,
        fix: /Add a word to it, e\.g\. 2-oaks or hall-2/,
        at: "  - slug: '2'",
      },
    ],
  },
  {
    name: 'a number-alone venue slug, named at the venue list’s own address',
    edits: [
      ['  - slug: lake-valhalla-club', "  - slug: '3'"],
      ['  - path: /venues/\n', '  - path: /places/\n'],
    ],
    expected: [
      {
        path: 'venues[2].slug',
        problem: /the address of a page of the venue list \(\/places\/3\/ once/,
        fix: /hall-3/,
        at: "  - slug: '3'",
      },
    ],
  },
  {
    name: 'a personal-site name that is a page',
    edits: [['name: alex-rivera', 'name: music']],
    expected: [
      {
        path: 'personalSites[0].name',
        problem: /\/music\/ is already used by the page \/music\//,
        fix: /another name/,
        at: '{ name: music,',
      },
    ],
  },
  {
    name: 'a personal-site name that is a language code',
    edits: [['name: sam-moretti', 'name: es']],
    expected: [
      {
        path: 'personalSites[1].name',
        problem: /\/es\/ is already used by the website itself/,
        fix: /another name/,
        at: '{ name: es,',
      },
    ],
  },
  {
    name: 'a menu entry pointing at a missing page',
    edits: [
      [
        '{ label: common:nav.viewServices, to: /services/ }',
        '{ label: common:nav.viewServices, to: /servicez/ }',
      ],
    ],
    expected: [
      {
        path: 'nav.header[0].to',
        problem: /\/servicez\/ is not a page of this site/,
        fix: /Did you mean \/services\/\?/,
        at: '/servicez/',
      },
    ],
  },
  {
    name: 'a menu entry pointing at an old (redirected) address',
    edits: [
      [
        '{ label: common:nav.viewServices, to: /services/ }',
        '{ label: common:nav.viewServices, to: /rentals/ }',
      ],
    ],
    expected: [
      {
        path: 'nav.header[0].to',
        problem: /\/rentals\/ is an old address that redirects to \/services\//,
        fix: /to: \/services\//,
        at: 'to: /rentals/',
      },
    ],
  },
  {
    name: 'a menu entry with both "to" and "link"',
    edits: [
      [
        '{ label: common:nav.viewServices, to: /services/ }',
        '{ label: common:nav.viewServices, to: /services/, link: photoGallery }',
      ],
    ],
    expected: [
      {
        path: 'nav.header[0]',
        problem: /more than one of to, link, contact and items/,
        fix: /exactly one/,
        at: 'to: /services/, link: photoGallery',
      },
    ],
  },
  {
    name: 'a translation key missing from src/locales/en',
    edits: [['label: common:nav.services\n', 'label: common:nav.musik\n']],
    expected: [
      {
        path: 'nav.services.label',
        problem: /"common:nav\.musik" does not exist in src\/locales\/en\/common\.json/,
        fix: /nav → musik/,
        at: 'common:nav.musik',
      },
    ],
  },
  {
    name: 'provider: endpoint without an endpoint',
    edits: [['forms:\n  provider: netlify', 'forms:\n  provider: endpoint']],
    expected: [
      {
        path: 'forms.endpoint',
        problem: /no endpoint address is set/,
        fix: /endpoint: https:/,
        at: /^forms:/m, // the group the setting is missing from
      },
    ],
  },
  {
    name: 'analytics with Google but no measurement id',
    edits: [['\neditor:\n', '\nanalytics:\n  provider: google\neditor:\n']],
    expected: [
      {
        path: 'analytics.measurementId',
        problem: /provider is "google", but its measurementId is not set/,
        fix: /Add "measurementId:"/,
        at: /^analytics:/m,
      },
    ],
  },
  {
    name: 'analytics with another service’s setting',
    edits: [
      [
        '\neditor:\n',
        '\nanalytics:\n  provider: plausible\n  domain: example-events.com\n  measurementId: G-Z9Y8X7W6V5\neditor:\n',
      ],
    ],
    expected: [
      {
        path: 'analytics.measurementId',
        problem: /measurementId belongs to provider: google/,
        fix: /Remove the measurementId line, or set provider: google/,
        at: '  measurementId: G-Z9Y8X7W6V5',
      },
    ],
  },
  {
    name: 'analytics settings written the wrong way',
    edits: [
      [
        '\neditor:\n',
        '\nanalytics:\n  provider: plausible\n  domain: https://example-events.com/\neditor:\n',
      ],
    ],
    expected: [
      {
        path: 'analytics.domain',
        problem: /is not a domain name/,
        fix: /without https:\/\//,
        at: '  domain: https://example-events.com/',
      },
    ],
  },
  {
    name: 'Cloudflare Pages with Netlify Forms and Netlify Identity',
    edits: [['deploy:\n  host: netlify', 'deploy:\n  host: cloudflare']],
    expected: [
      {
        path: 'forms.provider',
        problem: /Netlify Forms, but the site is published on Cloudflare Pages/,
        fix: /provider: endpoint/,
        at: /^ {2}provider: netlify$/m,
      },
      {
        path: 'editor.backend',
        problem: /Netlify Identity \(git-gateway\), which works only on Netlify/,
        fix: /backend: github or gitlab/,
        at: 'backend: git-gateway',
      },
    ],
  },
  {
    name: 'GitHub sign-in without the repository',
    edits: [['backend: git-gateway', 'backend: github']],
    expected: [
      {
        path: 'editor.backend',
        problem: /Signing in with github needs the repository the site lives in/,
        fix: /repo: owner\/name.*GitHub account \(or organisation\)/,
        at: 'backend: github',
      },
    ],
  },
  {
    name: 'GitHub sign-in on a plain static host, with no sign-in service',
    edits: [
      ['backend: git-gateway', 'backend: github\n  repo: example-events/website'],
      ['deploy:\n  host: netlify', 'deploy:\n  host: static'],
      [
        'forms:\n  provider: netlify',
        'forms:\n  provider: endpoint\n  endpoint: https://formspree.io/f/x',
      ],
    ],
    expected: [
      {
        path: 'editor.backend',
        problem: /a plain static host \(deploy\.host: static\) does not/,
        fix: /deploy\.host: netlify or cloudflare.*authUrl/,
        at: 'backend: github',
      },
    ],
  },
  {
    name: 'a host that does not exist',
    edits: [['deploy:\n  host: netlify', 'deploy:\n  host: vercel']],
    expected: [
      {
        path: 'deploy.host',
        problem: /vercel/,
        fix: /netlify, cloudflare, static/,
        at: 'host: vercel',
      },
    ],
  },
  {
    name: 'an event type listed twice',
    edits: [['[wedding, corporate, retail,', '[wedding, corporate, wedding,']],
    expected: [
      {
        path: 'forms.eventTypes[2]',
        problem: /"wedding" is listed twice \(also entry 1\)/,
        fix: /Keep one of them/,
        at: 'eventTypes: [',
      },
    ],
  },
  {
    name: 'an event type without a text in contact.json',
    edits: [['birthday, other]', 'birthday, gala, other]']],
    expected: [
      {
        path: 'forms.eventTypes[6]',
        problem: /"contact:eventTypes\.gala" does not exist in src\/locales\/en\/contact\.json/,
        fix: /Add the entry "eventTypes → gala" to src\/locales\/en\/contact\.json/,
        at: 'eventTypes: [',
      },
    ],
  },
  {
    name: 'a "how did you hear" choice without a text in contact.json',
    edits: [['[search, social-media,', '[search, radio, social-media,']],
    expected: [
      {
        path: 'forms.referralSources[1]',
        problem: /"contact:heardAbout\.radio" does not exist/,
        fix: /Add the entry "heardAbout → radio"/,
        at: 'referralSources: [',
      },
    ],
  },
  {
    name: 'a voice-assistant server written with a path',
    edits: [['wss://api.elevenlabs.io]', 'wss://api.elevenlabs.io/v1/convai]']],
    expected: [
      {
        path: 'voiceAssistant.connectOrigins[1]',
        problem: /"wss:\/\/api\.elevenlabs\.io\/v1\/convai" is not the address of a server/,
        fix: /without a path/,
        at: 'connectOrigins:',
      },
    ],
  },
  {
    name: 'a voice-assistant script without its version (the newest would load)',
    edits: [
      [
        'scriptUrl: https://unpkg.com/@elevenlabs/convai-widget-embed@0.5.4/dist/index.js',
        'scriptUrl: https://unpkg.com/@elevenlabs/convai-widget-embed',
      ],
    ],
    expected: [
      {
        path: 'voiceAssistant.scriptUrl',
        problem: /does not say which version of @elevenlabs\/convai-widget-embed to load/,
        fix: /Pin the exact version and the file, e\.g\. https:\/\/unpkg\.com\/@elevenlabs\/convai-widget-embed@1\.2\.3\/dist\/index\.js/,
        at: 'scriptUrl: https://unpkg.com/@elevenlabs/convai-widget-embed\n',
      },
    ],
  },
  {
    name: 'a voice-assistant script pinned to "latest"',
    edits: [['convai-widget-embed@0.5.4/dist', 'convai-widget-embed@latest/dist']],
    expected: [
      {
        path: 'voiceAssistant.scriptUrl',
        problem: /"@latest" .* is not an exact version/,
        fix: /exact version number/,
        at: '@latest/dist/index.js',
      },
    ],
  },
  {
    name: 'a voice-assistant script given as a folder',
    edits: [['convai-widget-embed@0.5.4/dist/index.js', 'convai-widget-embed@0.5.4/dist/']],
    expected: [
      {
        path: 'voiceAssistant.scriptUrl',
        problem: /is a folder or a server, not a script file/,
        fix: /ending with its name/,
        at: '@0.5.4/dist/\n',
      },
    ],
  },
  {
    name: 'a voice-assistant script on http://',
    edits: [['scriptUrl: https://unpkg.com/', 'scriptUrl: http://unpkg.com/']],
    expected: [
      {
        path: 'voiceAssistant.scriptUrl',
        problem: /is not a secure web address/,
        fix: /https:\/\//,
        at: 'scriptUrl: http://',
      },
    ],
  },
  {
    name: 'a cut-off script fingerprint',
    edits: [['SETsCKtpkX6yTeYJA\n', 'SETsCKtpk\n']],
    expected: [
      {
        path: 'voiceAssistant.scriptIntegrity',
        problem: /"sha384-L8Qh.*" is not a complete integrity value/,
        fix: /sha384- followed by 64 letters/,
        at: 'scriptIntegrity:',
      },
    ],
  },
  {
    name: 'a script fingerprint pasted with its HTML attribute',
    edits: [['scriptIntegrity: sha384-', 'scriptIntegrity: integrity="sha384-']],
    expected: [
      {
        path: 'voiceAssistant.scriptIntegrity',
        problem: /is not a complete integrity value/,
        fix: /without quotes or integrity=/,
        at: 'scriptIntegrity:',
      },
    ],
  },
  {
    name: 'a language badge that is a word, not a flag or letters',
    edits: [['      flag: 🇪🇸\n', '      flag: Spanish\n']],
    expected: [
      {
        path: 'languages.supported[1].flag',
        problem: /"Spanish" is neither a flag emoji nor a badge of up to 3 letters/,
        fix: /one country flag emoji, e\.g\. 🇺🇸, or up to 3 letters or digits, e\.g\. ES/,
        at: 'flag: Spanish',
      },
    ],
  },
  {
    name: 'a widget text set in site.yaml, which the site writes per language',
    edits: [
      [
        '    - { name: agent-id, value: example-agent-id }\n',
        '    - { name: agent-id, value: example-agent-id }\n    - { name: action-text, value: Talk to us }\n',
      ],
    ],
    expected: [
      {
        path: 'voiceAssistant.attributes[1].name',
        problem:
          /"action-text" is a text the widget shows, and the site writes it on each page in the page's language/,
        fix: /widget → action in src\/locales\/<language>\/voice-assistant\.json/,
        at: 'name: action-text',
      },
    ],
  },
  {
    name: 'the widget’s language forced in site.yaml',
    edits: [
      [
        '    - { name: agent-id, value: example-agent-id }\n',
        '    - { name: override-language, value: es }\n    - { name: agent-id, value: example-agent-id }\n',
      ],
    ],
    expected: [
      {
        path: 'voiceAssistant.attributes[0].name',
        problem: /"override-language" is the widget's language, which the site sets on each page/,
        fix: /Remove this line/,
        at: 'name: override-language',
      },
    ],
  },
  {
    name: 'a security report address on http://',
    edits: [['# security:\n#   cspReportUrl: https://', 'security:\n  cspReportUrl: http://']],
    expected: [
      {
        path: 'security.cspReportUrl',
        problem:
          /"http:\/\/example-events\.report-uri\.com\/r\/d\/csp\/enforce" is not a secure address that reports can be sent to/,
        fix: /starting with https:\/\//,
        at: 'cspReportUrl: http://',
      },
    ],
  },
  {
    name: 'a security report address with a comma (it would break the policy)',
    edits: [
      [
        '# security:\n#   cspReportUrl: https://example-events.report-uri.com/r/d/csp/enforce',
        'security:\n  cspReportUrl: "https://a.example.com/r, https://b.example.com/r"',
      ],
    ],
    expected: [
      {
        path: 'security.cspReportUrl',
        problem: /is not a secure address that reports can be sent to/,
        fix: /without spaces, quotes, commas or semicolons/,
        at: 'cspReportUrl:',
      },
    ],
  },
  {
    name: 'a venue route without :slug',
    edits: [['  - path: /venues/:slug/', '  - path: /venues/hall/']],
    expected: [
      {
        path: 'routes[9].path',
        problem: /has no ":slug" part/,
        fix: /\/venues\/:slug\//,
        at: '/venues/hall/',
      },
    ],
  },
];

describe('a broken site.yaml', () => {
  it('starts from a frozen file that is valid (so every failure below comes from its edit)', () => {
    expect(problemsOf(SHIPPED)).toEqual([]);
  });

  it.each(CASES)('reports $name', ({ edits, expected }) => {
    const text = variant(...edits);
    const problems = problemsOf(text);
    for (const wanted of expected) {
      const found = problems.find(
        (problem) =>
          formatYamlPath(problem.path) === wanted.path && wanted.problem.test(problem.problem),
      );
      if (!found) {
        throw new Error(
          `Expected a problem at "${wanted.path}" matching ${String(wanted.problem)}, got:\n` +
            formatProblems('site.yaml', problems),
        );
      }
      expect(found.fix.trim()).not.toBe('');
      if (wanted.fix) expect(found.fix).toMatch(wanted.fix);
      expect({ path: wanted.path, line: found.line }).toEqual({
        path: wanted.path,
        line: lineOf(text, wanted.at),
      });
      expect(found.column).toBeGreaterThanOrEqual(1);
    }
  });

  it('accepts the commented-out security report example once its "#" are removed', () => {
    const text = variant(['# security:\n#   cspReportUrl:', 'security:\n  cspReportUrl:']);
    expect(problemsOf(text)).toEqual([]);
  });

  it.each([
    ['only its heading', ['# security:\n', 'security:\n']],
    [
      'an empty address',
      ['# security:\n#   cspReportUrl: https://', 'security:\n  cspReportUrl: #'],
    ],
  ] satisfies Array<[string, Edit]>)(
    'takes the security reports section with %s as left out, as its comment says',
    (_name, edit) => {
      expect(problemsOf(variant(edit))).toEqual([]);
    },
  );

  it('reports a language mistake once, not once for every translation key', () => {
    const problems = problemsOf(variant(['  default: en\n', '  default: xx\n']));
    expect(problems.map((problem) => formatYamlPath(problem.path))).toEqual(['languages.default']);
  });
});

describe('several problems in one file', () => {
  // Listed bottom-up on purpose: the report must still come out top-down.
  const schemaEdits: Edit[] = [
    ['vipLogin: https://', 'vipLogin: http://'],
    ['    starRating: 5', '    starRating: 7'],
    ['  phone: (201) 555-0147', '  phone: 555'],
  ];
  const crossCheckEdits: Edit[] = [
    ['forms:\n  provider: netlify', 'forms:\n  provider: endpoint'],
    ['name: alex-rivera', 'name: music'],
    [
      '{ label: common:nav.viewServices, to: /services/ }',
      '{ label: common:nav.viewServices, to: /servicez/ }',
    ],
  ];

  it('reports every invalid value at once, sorted by line', () => {
    const text = variant(...schemaEdits);
    const problems = problemsOf(text);
    expect(problems.map((problem) => [formatYamlPath(problem.path), problem.line])).toEqual([
      ['business.phone', lineOf(text, 'phone: 555')],
      ['business.stats.starRating', lineOf(text, 'starRating: 7')],
      ['links.vipLogin', lineOf(text, 'vipLogin: http://')],
    ]);
  });

  it('reports every whole-file mistake at once, sorted by line', () => {
    const text = variant(...crossCheckEdits);
    const problems = problemsOf(text);
    expect(problems.map((problem) => [formatYamlPath(problem.path), problem.line])).toEqual([
      ['personalSites[0].name', lineOf(text, 'name: music')],
      ['nav.header[0].to', lineOf(text, '/servicez/')],
      ['forms.endpoint', lineOf(text, /^forms:/m)],
    ]);
  });
});

describe('formatProblems', () => {
  it('prints where, what and how to fix each problem, without a stack trace', () => {
    const text = variant(
      ['vipLogin: https://', 'vipLogin: http://'],
      ['  email: hello@', '  emial: hello@'],
    );
    const problems = problemsOf(text);
    const output = formatProblems('site.yaml', problems);

    expect(output).toContain(`${problems.length} problems`);
    const vipLine = lineOf(text, 'vipLogin: http://');
    const vipColumn = text.split('\n')[vipLine - 1]!.indexOf('http://') + 1;
    expect(output).toContain(`site.yaml:${vipLine}:${vipColumn}  links.vipLogin`);
    expect(output).toMatch(
      new RegExp(`site\\.yaml:${lineOf(text, '  emial:')}:\\d+  business\\.emial`),
    );
    expect(output.match(/Problem: /g)).toHaveLength(problems.length);
    expect(output.match(/Fix: /g)).toHaveLength(problems.length);
    expect(output).toContain('Did you mean "email"?');
    expect(output).not.toMatch(/^\s+at .*:\d+:\d+\)?$/m);
  });
});
