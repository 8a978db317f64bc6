/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
/**
 * The owner's words everywhere: every label, hint and rule message of every
 * screen, every phrase of Decap's that we say in our words, the question
 * asked before leaving a screen, every line of the "Before going live" list
 * (of the shipped project and of the specification's, full of examples), and
 * the refusals of saves that break the site in several ways at once. None
 * may show a file name, a path in the repository, a setting's key, an id or
 * YAML syntax: the owner knows the screens and fields by the menus' words.
 */
import { parse } from 'yaml';
import sharp from 'sharp';
import { launchItems } from '../../../src/config/launch/launch-items';
import { CONTENT_FILE_NAMES, type ContentFileName } from '../../../src/config/content/validate';
import { readProjectLocales } from '../../../src/config/project';
import type { SiteConfig } from '../../../src/config/schema';
import { validateSiteConfigText } from '../../../src/config/validate';
import { CheckedBackend, SaveRefused } from '../../../src/editor/backend/checked-backend';
import type { MeasurePicture } from '../../../src/editor/backend/pictures';
import type { DecapField } from '../../../src/editor/config/decap-types';
import { editorConfig } from '../../../src/editor/config/editor-config';
import { keptYaml } from '../../../src/editor/files/formats';
import { launchItemWords } from '../../../src/editor/launch/LaunchChecklist';
import { leaveQuestion, lostWork } from '../../../src/editor/leave';
import { OWNER_PHRASES, type Phrases } from '../../../src/editor/phrases';
import { specContentText, specSiteText } from '../../support/spec-site';
import { MemoryRepository } from './support/memory-repository';

/** What the owner must never read, each with what it is. */
const NOT_THE_OWNERS_WORDS: Array<[what: string, pattern: RegExp]> = [
  ['a file name', /\b[\w-]+\.(ya?ml|json|[jt]sx?|md|jpe?g|png|webp|svg|avif)\b/i],
  ['a path in the repository', /\b(data|src|static|public|images|locales)\/[\w-]/],
  ['a setting’s key', /\b[a-z]{2,}[A-Z][A-Za-z]*\b/],
  ['a translation key', /\b[a-z]+:[a-z]\w*\.[\w.]+/],
  ['an id, slug or key by that name', /\b(ids?|slugs?|keys?)\b/i],
  ['YAML syntax', /\b[a-z]\w*: (true|false|null|\[|\{)|^\s*- \w+:|<\w+>|\{\{/m],
];

/** The faults of one text: "a file name (gallery.json)". */
function faultsOf(text: string): string[] {
  const shown = text
    // Decap's placeholders (%{fieldLabel}) are filled in before anyone reads them.
    .replace(/%\{\w+\}/g, '')
    // Google's own name for what the owner copies from Google.
    .replace(/measurement id/gi, 'measurement code')
    // A value the owner wrote, quoted as they wrote it (a venue's name in the address).
    .replace(/“[^”]*”|"[^"]*"/g, 'their value');
  return NOT_THE_OWNERS_WORDS.flatMap(([what, pattern]) => {
    const found = pattern.exec(shown);
    return found ? [`${what} (${found[0].trim()})`] : [];
  });
}

/** Each text that has a fault, with where it is shown and its faults. */
function wordsProblems(texts: ReadonlyArray<[where: string, text: string]>): string[] {
  return texts.flatMap(([where, text]) => {
    const faults = faultsOf(text);
    return faults.length > 0 ? [`${where}: “${text}” shows ${faults.join(', ')}`] : [];
  });
}

const site = parse(new MemoryRepository().texts.get('site.yaml')!) as SiteConfig;
const config = editorConfig(site);

function fieldTexts(field: DecapField, where: string): Array<[string, string]> {
  const here = `${where} → ${field.label}`;
  // A setting the screen keeps without showing it (an id it makes itself).
  if (field.widget === 'hidden') return [];
  const texts: Array<[string, string]> = [[here, field.label]];
  if (field.hint) texts.push([`${here} (help)`, field.hint]);
  if (field.label_singular) texts.push([`${here} (one entry)`, field.label_singular]);
  if (Array.isArray(field.pattern)) texts.push([`${here} (rule)`, String(field.pattern[1])]);
  for (const child of [...(field.fields ?? []), ...(field.field ? [field.field] : [])]) {
    texts.push(...fieldTexts(child, here));
  }
  return texts;
}

function phraseTexts(phrases: Phrases, where: string): Array<[string, string]> {
  return Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${where}.${key}`, value] as [string, string]]
      : phraseTexts(value, `${where}.${key}`),
  );
}

describe('the owner’s words', () => {
  it('on every screen: labels, help texts and rule messages', () => {
    const texts: Array<[string, string]> = config.collections.flatMap((collection) => [
      [collection.label, collection.label] as [string, string],
      ...('files' in collection
        ? collection.files.flatMap((entry) => [
            [`${collection.label} → ${entry.label}`, entry.label] as [string, string],
            ...entry.fields.flatMap((field) =>
              fieldTexts(field, `${collection.label} → ${entry.label}`),
            ),
          ])
        : []),
    ]);
    expect(texts.length).toBeGreaterThan(100);
    expect(wordsProblems(texts)).toEqual([]);
  });

  it('in Decap’s phrases said in ours, and in the question before leaving a screen', () => {
    const question = leaveQuestion(
      lostWork({
        fields: [{ name: 'phone', label: 'Phone number' }],
        saved: { phone: '1' },
        draft: { phone: '2' },
        uploads: ['stage.jpg'],
      }),
    );
    // The picture is named as the owner's own file was named, which they chose.
    const withoutTheirFile = question.replace('stage.jpg', 'their picture');
    expect(
      wordsProblems([...phraseTexts(OWNER_PHRASES, 'en'), ['leave', withoutTheirFile]]),
    ).toEqual([]);
    expect(question).toContain('Phone number');
  });

  it('in every line of the “Before going live” list', () => {
    const locales = readProjectLocales();
    const texts: Array<[string, string]> = [];
    for (const [name, siteYaml, content] of [
      ['the shipped project', new MemoryRepository().texts.get('site.yaml')!, {}],
      [
        'the specification’s project',
        specSiteText(),
        Object.fromEntries(
          CONTENT_FILE_NAMES.map((file: ContentFileName) => [file, specContentText(file)]),
        ),
      ],
    ] as const) {
      const checked = validateSiteConfigText(siteYaml, { locales });
      if (!checked.ok) throw new Error(`${name} does not validate`);
      const items = launchItems({
        site: checked.config,
        siteYaml,
        content,
        illustrations: [
          {
            source: 'data/venues.yaml',
            entry: 'venues → a → image',
            image: 'images/venues/a.jpg',
            rule: { shape: 'landscape', minWidth: 1600, minHeight: 1000 },
          },
        ],
      });
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        const words = launchItemWords(config, item);
        const lines = [
          words.problem,
          words.fix,
          words.screen ? `Change it in ${words.screen.label}` : words.elsewhere!,
        ];
        texts.push(...lines.map((line): [string, string] => [name, line]));
      }
    }
    // A value the owner wrote is quoted as written (an address, a phone number): the rest is checked.
    expect(wordsProblems(texts.map(([where, text]) => [where, withoutUrls(text)]))).toEqual([]);
  });

  it('in the refusal of a save that breaks the site in several places, every blocker listed', async () => {
    const repo = new MemoryRepository();
    repo.texts.set(
      'data/gallery.yaml',
      'pictures:\n  - id: terrace\n    image: images/venues/lake-valhalla-club.jpg\n    venue: lake-valhalla-club\n',
    );
    repo.texts.set(
      'src/locales/en/gallery.json',
      '{\n  "terrace": { "caption": "The terrace", "alt": "A terrace at sunset" }\n}\n',
    );
    repo.texts.set(
      'data/reviews.yaml',
      [
        'reviews:',
        '  - id: ann-2024',
        '    name: Ann K.',
        '    event: wedding',
        '    date: 2024-06-15',
        '    source: Google',
        '    link: https://g.page/r/example',
        '    quote: A lovely night.',
        '    venue: lake-valhalla-club',
        '',
      ].join('\n'),
    );
    const measure: MeasurePicture = async (file) =>
      (await sharp(Buffer.from(await file.arrayBuffer())).metadata()).autoOrient;
    const backend = new CheckedBackend(repo, { config, measure });
    const screen = keptYaml.fromFile((await backend.getEntry('screens/venues')).data!) as {
      venues: Array<{ slug?: string }>;
    };
    screen.venues = screen.venues.filter((venue) => venue.slug !== 'lake-valhalla-club');
    const error = await backend
      .persistEntry(
        {
          dataFiles: [{ path: 'screens/venues', slug: 'venues', raw: keptYaml.toFile(screen) }],
          assets: [],
        },
        {},
      )
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    if (!(error instanceof SaveRefused)) throw new Error('The deletion was not refused');
    expect(error.reasons).toHaveLength(3);
    // The venue's name in the address is the owner's own value, quoted as they typed it.
    const texts = error.reasons.map((reason): [string, string] => [
      'the refusal',
      withoutUrls(reason),
    ]);
    expect(wordsProblems(texts)).toEqual([]);
  });
});

/** A text without the web addresses and page addresses it quotes (the owner's values). */
function withoutUrls(text: string): string {
  return text
    .replace(/https?:\/\/\S+/g, 'the address')
    .replace(/(^|\s|\()\/[\w/.-]*/g, '$1the page');
}
