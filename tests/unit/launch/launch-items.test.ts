/** @jest-environment node */
/**
 * The launch list: a site with real values has nothing that must change;
 * each example planted in it is found, at its setting and line, with its fix
 * and the editor's screen; a value a real company could have never is. The
 * projects are the shipped files with values set at their paths
 * (support/projects.ts), so the tests hold whatever the owner writes.
 */
import { parseDocument } from 'yaml';
import { editorConfig } from '../../../src/editor/config/editor-config';
import { editorScreenOf } from '../../../src/editor/launch/screens';
import { formatLaunchList, launchWarningLine } from '../../../src/config/launch/format-launch';
import { launchItems, mustChange, type LaunchItem } from '../../../src/config/launch/launch-items';
import { readContentTexts } from '../../../src/config/read-files';
import { formatYamlPath } from '../../../src/config/problems';
import { ROOT_DIR } from '../../support/site';
import {
  contentWith,
  REAL_COMPANY,
  siteYamlWith,
  validated,
  type Setting,
} from './support/projects';

const content = readContentTexts(ROOT_DIR);

function itemsOf(
  settings: readonly Setting[],
  options: Partial<Pick<Parameters<typeof launchItems>[0], 'content' | 'illustrations'>> = {},
): LaunchItem[] {
  const siteYaml = siteYamlWith(REAL_COMPANY, settings);
  return launchItems({
    site: validated(siteYaml),
    siteYaml,
    content: options.content ?? content,
    illustrations: options.illustrations ?? [],
  });
}

/** The line of a setting in the project's site.yaml. */
function lineIn(siteYaml: string, where: readonly (string | number)[]): number {
  const doc = parseDocument(siteYaml, { keepSourceTokens: true });
  const node = doc.getIn(where, true) as { range?: [number] } | undefined;
  if (!node?.range) throw new Error(`No ${formatYamlPath(where)} in the test's site.yaml.`);
  return siteYaml.slice(0, node.range[0]).split('\n').length;
}

describe('a site with the company’s real values', () => {
  it('has nothing that must change', () => {
    expect(mustChange(itemsOf([]))).toEqual([]);
  });

  it('prints no warning line', () => {
    expect(launchWarningLine(itemsOf([]))).toBeNull();
  });
});

describe('each example left in it must change, at its setting and line', () => {
  const cases: Array<[string, Setting, RegExp]> = [
    [
      'the site’s address',
      [['siteUrl'], 'https://www.example-events.com'],
      /example-events\.com is not/,
    ],
    ['the phone', [['business', 'phone'], '201-555-0123'], /fictional number/],
    ['the email', [['business', 'email'], 'info@example.net'], /example\.net is not/],
    ['the company name', [['business', 'name'], 'Example Productions'], /still says “Example”/],
    [
      'a link',
      [['links', 'scheduling'], 'https://schedule.example-events.com/x'],
      /example address/,
    ],
    [
      'a performer’s site',
      [['personalSites'], [{ name: 'alex-rivera', url: 'https://alex.example.com/' }]],
      /example\.com is not/,
    ],
    [
      'the voice assistant’s id',
      [['voiceAssistant', 'attributes'], [{ name: 'agent-id', value: 'example-agent-id' }]],
      /is an example, not a code/,
    ],
    [
      'a placeholder id',
      [['voiceAssistant', 'attributes'], [{ name: 'agent-id', value: 'your-agent-id' }]],
      /is an example, not a code/,
    ],
    [
      'a source of the star rating',
      [
        ['business', 'statSources'],
        { starRating: { source: 'Google', link: 'https://reviews.example.org/x' } },
      ],
      /example\.org is not/,
    ],
    ['the demo switch', [['deploy', 'demo'], true], /published as a demo/],
  ];

  it.each(cases)('%s', (_name, setting, problem) => {
    const siteYaml = siteYamlWith(REAL_COMPANY, [setting]);
    const must = mustChange(itemsOf([setting]));
    expect(must).toHaveLength(1);
    const [item] = must;
    expect(item).toMatchObject({
      level: 'must',
      file: 'site.yaml',
      problem: expect.stringMatching(problem),
    });
    expect(item!.fix).toMatch(/\w/);
    // The item points at the value set, or inside what was set.
    const set = setting[0];
    expect(item!.path.slice(0, set.length)).toEqual(set);
    expect(item!.line).toBe(lineIn(siteYaml, item!.path));
  });

  it('an example form endpoint, while the inquiries go there', () => {
    const endpoint = 'https://forms.example.com/f/abc';
    const used: Setting[] = [
      [['forms', 'provider'], 'endpoint'],
      [['forms', 'endpoint'], endpoint],
    ];
    expect(mustChange(itemsOf(used)).map((item) => formatYamlPath(item.path))).toEqual([
      'forms.endpoint',
    ]);
    const unused: Setting[] = [
      [['forms', 'provider'], 'netlify'],
      [['forms', 'endpoint'], endpoint],
    ];
    expect(mustChange(itemsOf(unused))).toEqual([]);
  });

  it('an example id of the voice assistant, only while it is switched on', () => {
    const id: Setting = [
      ['voiceAssistant', 'attributes'],
      [{ name: 'agent-id', value: 'example-agent-id' }],
    ];
    expect(mustChange(itemsOf([id]))).toHaveLength(1);
    expect(mustChange(itemsOf([id, [['voiceAssistant', 'enabled'], false]]))).toEqual([]);
  });

  it('an example address in a data file', () => {
    const reviews = contentWith('reviews.yaml', [
      [
        ['reviews'],
        [
          {
            id: 'ana-wedding',
            date: '2025-06-14',
            rating: 5,
            author: 'Ana',
            source: 'Google',
            link: 'https://www.example.com/review/1',
          },
        ],
      ],
    ]);
    const must = mustChange(itemsOf([], { content: reviews }));
    expect(must).toEqual([
      expect.objectContaining({
        file: 'data/reviews.yaml',
        path: ['reviews', 0, 'link'],
        problem: expect.stringContaining('example.com') as string,
      }),
    ]);
    expect(must[0]!.line).toBe(lineIn(reviews['reviews.yaml']!, ['reviews', 0, 'link']));
  });
});

describe('values a real company could have are never taken for examples', () => {
  it.each<[string, Setting]>([
    ['a domain that contains the word', [['siteUrl'], 'https://www.examplebakery.com']],
    ['another 555 number', [['business', 'phone'], '(201) 555-1234']],
    ['a name with "example" inside a word', [['business', 'name'], 'Counterexample Studio']],
    [
      'a link with "example" in its path',
      [['links', 'vipLogin'], 'https://vip.brightnight-events.com/example/'],
    ],
    [
      'an id with "example" inside a word',
      [['voiceAssistant', 'attributes'], [{ name: 'agent-id', value: 'agent_counterexample01' }]],
    ],
  ])('%s', (_name, setting) => {
    expect(mustChange(itemsOf([setting]))).toEqual([]);
  });
});

describe('what is recommended', () => {
  it('reviews and photos of real events, once there are none', () => {
    const empty = {
      ...contentWith('reviews.yaml', [[['reviews'], []]]),
      'gallery.yaml': contentWith('gallery.yaml', [[['pictures'], []]])['gallery.yaml'],
    };
    const recommended = itemsOf([], { content: empty }).filter(
      (item) => item.level === 'recommended',
    );
    expect(recommended.map((item) => `${item.file} ${formatYamlPath(item.path)}`)).toEqual([
      'data/gallery.yaml pictures',
      'data/reviews.yaml reviews',
    ]);
  });

  it('a report address for the security policy, where site.yaml keeps its example commented out', () => {
    const siteYaml = siteYamlWith(REAL_COMPANY, [[['security'], null]]);
    const items = launchItems({ site: validated(siteYaml), siteYaml, content, illustrations: [] });
    const report = items.find((item) => formatYamlPath(item.path) === 'security.cspReportUrl');
    expect(report).toMatchObject({ level: 'recommended', file: 'site.yaml' });
  });

  it('moving off Netlify Identity, which Netlify deprecated, to GitHub, while the site still signs in with it', () => {
    const identity: Setting = [['editor', 'backend'], 'git-gateway'];
    const siteYaml = siteYamlWith(REAL_COMPANY, [identity]);
    const items = itemsOf([identity]);
    expect(mustChange(items)).toEqual([]);
    const move = items.filter((item) => formatYamlPath(item.path) === 'editor.backend');
    expect(move).toEqual([
      {
        level: 'recommended',
        file: 'site.yaml',
        path: ['editor', 'backend'],
        line: lineIn(siteYaml, ['editor', 'backend']),
        problem: expect.stringMatching(
          /Netlify Identity and its Git Gateway, which Netlify has deprecated/,
        ) as string,
        fix: expect.stringMatching(
          /Move the editor’s sign-in to GitHub: .*accepts the invitation.*Access control → OAuth.*sign in with github/,
        ) as string,
      },
    ]);
    // The editor's own sign-in is not in the editor: the list says where to change it.
    const list = formatLaunchList(
      move,
      (item) => editorScreenOf(editorConfig(validated(siteYaml)), item)?.label,
    );
    expect(list).toMatch(/Editor: {2}not in the browser editor: change it in site\.yaml/);
    expect(itemsOf([]).filter((item) => formatYamlPath(item.path) === 'editor.backend')).toEqual(
      [],
    );
  });

  it('photos where the drawn illustrations still stand, one item per data file', () => {
    const rule = { shape: 'landscape', minWidth: 1600, minHeight: 1000 } as const;
    const illustrations = [
      {
        source: 'data/venues.yaml',
        entry: 'venues → a → image',
        image: 'images/venues/a.jpg',
        rule,
      },
      {
        source: 'data/venues.yaml',
        entry: 'venues → b → image',
        image: 'images/venues/b.jpg',
        rule,
      },
      { source: 'data/home.yaml', entry: 'heroImage', image: 'images/home/hero.jpg', rule },
    ];
    const items = itemsOf([], { illustrations }).filter((item) =>
      /illustration/.test(item.problem),
    );
    expect(items.map((item) => [item.level, item.file])).toEqual([
      ['recommended', 'data/home.yaml'],
      ['recommended', 'data/venues.yaml'],
    ]);
    expect(items[1]!.problem).toMatch(/^2 pictures are still the drawn illustration/);
    expect(items[1]!.pictures).toEqual(['images/venues/a.jpg', 'images/venues/b.jpg']);
    expect(items[1]!.fix).toContain('1600 × 1000');
  });
});

describe('in words, with the editor’s screen', () => {
  const planted: Setting[] = [
    [['business', 'phone'], '201-555-0123'],
    [['links', 'vipLogin'], 'https://vip.example-events.com/'],
  ];
  const siteYaml = siteYamlWith(REAL_COMPANY, planted);
  const site = validated(siteYaml);
  const items = itemsOf(planted);
  const editor = editorConfig(site);

  it('names each item’s screen, or says it is not in the editor', () => {
    expect(items.map((item) => editorScreenOf(editor, item)?.label)).toEqual(
      expect.arrayContaining([
        'Site settings → Business facts',
        'Site settings → Links to other websites',
      ]),
    );
    expect(
      editorScreenOf(editor, { file: 'site.yaml', path: ['security', 'cspReportUrl'] }),
    ).toBeUndefined();
    expect(editorScreenOf(editor, { file: 'data/reviews.yaml', path: ['reviews'] })).toEqual({
      label: 'Page content → Reviews',
      hash: '#/collections/content/entries/reviews',
    });
  });

  it('groups the list, each item with its line, fix and screen', () => {
    const text = formatLaunchList(items, (item) => editorScreenOf(editor, item)?.label);
    expect(text).toMatch(/^Must change: example values visitors would see \(2\)/);
    expect(text).toContain(`site.yaml:${lineIn(siteYaml, ['business', 'phone'])}  business.phone`);
    expect(text).toContain('Editor:  Site settings → Business facts');
    expect(text).toMatch(/Fix: +Write the company’s real phone number\./);
    expect(launchWarningLine(items)).toMatch(/^Before going live: 2 example values must change/);
  });
});
