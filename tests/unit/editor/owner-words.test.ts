/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
/**
 * The owner's words everywhere: every label, hint and rule message of every
 * screen, every phrase of Decap's that we say in our words, the question
 * asked before leaving a screen, every line of the "Before going live" list
 * (of the shipped project and of the specification's, full of examples),
 * the refusals of saves that break the site in several ways at once, and of
 * each kind of value a file's own rules refuse. None
 * may show a file name, a path in the repository, a setting's key, an id or
 * YAML syntax: the owner knows the screens and fields by the menus' words.
 */
import { parse, stringify } from 'yaml';
import sharp from 'sharp';
import { checkProject, type FileProblems } from '../../../src/config/check-project';
import { GALLERY_TEXTS } from '../../../src/config/content/gallery-checks';
import type {
  CatalogFile,
  GalleryFile,
  HomeFile,
  ReviewsFile,
  ServicesFile,
  VenuesFile,
} from '../../../src/config/content/schema';
import { launchItems } from '../../../src/config/launch/launch-items';
import type { LocaleFiles } from '../../../src/config/locales';
import { formatYamlPath } from '../../../src/config/problems';
import { CONTENT_FILE_NAMES, type ContentFileName } from '../../../src/config/content/validate';
import { readProjectLocales } from '../../../src/config/project';
import type { SiteConfig } from '../../../src/config/schema';
import { validateSiteConfigText } from '../../../src/config/validate';
import { CheckedBackend, SaveRefused } from '../../../src/editor/backend/checked-backend';
import { describeFileProblems } from '../../../src/editor/checks/describe';
import { setProjectState } from '../../../src/editor/backend/project-store';
import type { MeasurePicture } from '../../../src/editor/backend/pictures';
import type { DecapField } from '../../../src/editor/config/decap-types';
import { editorConfig } from '../../../src/editor/config/editor-config';
import { keptYaml } from '../../../src/editor/files/formats';
import { launchItemWords } from '../../../src/editor/launch/LaunchChecklist';
import { leaveQuestion, lostWork } from '../../../src/editor/leave';
import { OWNER_PHRASES, type Phrases } from '../../../src/editor/phrases';
import { previewReason } from '../../../src/editor/preview/PagePreview';
import { previewSources } from '../../../src/editor/preview/sources';
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
  ['a developer’s command', /\b(npm|npx|yarn)\b/],
  ['how the file is written', /\bthe colon\b|\bindent(ed|ation)\b/i],
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
  // A choice list shows each option's words, or the value itself when it has none.
  for (const option of field.options ?? []) {
    texts.push([`${here} (choice)`, typeof option === 'string' ? option : option.label]);
  }
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
      ...(collection.description
        ? [[`${collection.label} (description)`, collection.description] as [string, string]]
        : []),
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

  it('in every choice list: each option in words, never its value as site.yaml stores it', () => {
    const choices: Array<[where: string, shown: string, labelled: boolean]> = [];
    const walk = (fields: readonly DecapField[], where: string) => {
      for (const field of fields) {
        const here = `${where} → ${field.label}`;
        for (const option of field.options ?? []) {
          const labelled = typeof option !== 'string';
          choices.push([here, labelled ? option.label : option, labelled]);
        }
        walk([...(field.fields ?? []), ...(field.field ? [field.field] : [])], here);
      }
    };
    for (const collection of config.collections) {
      if (!('files' in collection)) continue;
      for (const entry of collection.files)
        walk(entry.fields, `${collection.label} → ${entry.label}`);
    }
    // The page layouts and the catalog's units are shown in words (their values are names).
    expect(
      choices.filter(([where, , labelled]) => / → (Layout|Unit)$/.test(where) && labelled),
    ).toHaveLength(choices.filter(([where]) => / → (Layout|Unit)$/.test(where)).length);
    // The walk reaches lists in the site's settings, its pages and its content files.
    expect(choices.some(([where]) => / → Host$/.test(where))).toBe(true);
    expect(choices.some(([where]) => / → Layout$/.test(where))).toBe(true);
    expect(choices.some(([where]) => / → Unit$/.test(where))).toBe(true);
    expect(choices.length).toBeGreaterThan(20);
    expect(
      choices.filter(([, , labelled]) => !labelled).map(([where, shown]) => `${where}: ${shown}`),
    ).toEqual([]);
  });

  it('in the reasons a page’s preview cannot be shown', () => {
    const { texts } = new MemoryRepository();
    const reasonWith = (file: string, text: string): string => {
      try {
        previewSources({ texts: new Map([...texts, [file, text]]), pictures: new Set() });
      } catch (error) {
        return previewReason(error);
      }
      throw new Error(`The preview shows despite ${file} as broken`);
    };
    const reasons: Array<[string, string]> = [
      ['a file broken outside the editor', reasonWith('data/home.yaml', 'heroImage: [\n')],
      ['a file without a whole section', reasonWith('data/home.yaml', 'heroImage: x.jpg\n')],
    ];
    expect(reasons.map(([, reason]) => reason)).toEqual([
      expect.stringContaining('cannot be read'),
      expect.stringContaining('lacks a whole section'),
    ]);
    expect(wordsProblems(reasons)).toEqual([]);
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
    .replace(/(^|\s|\()\/[\w/.:-]*/g, '$1the page');
}

/** The project a broken save would leave: the specification's files, as data to break. */
interface Project {
  site: SiteConfig;
  services: ServicesFile;
  home: HomeFile;
  venues: VenuesFile;
  catalog: CatalogFile;
  gallery: GalleryFile;
  reviews: ReviewsFile;
  locales: LocaleFiles;
  /** Pictures the content names that are not there (deleted, or never uploaded). */
  missingPictures: Set<string>;
}

const PROJECT_LOCALES = readProjectLocales();

function specProject(): Project {
  const content = <T>(name: ContentFileName) => parse(specContentText(name)) as T;
  return {
    site: parse(specSiteText()) as SiteConfig,
    services: content('services.yaml'),
    home: content('home.yaml'),
    venues: content('venues.yaml'),
    catalog: content('catalog.yaml'),
    gallery: content('gallery.yaml'),
    reviews: content('reviews.yaml'),
    locales: JSON.parse(JSON.stringify(PROJECT_LOCALES)) as LocaleFiles,
    missingPictures: new Set(),
  };
}

/** Each file's text, by its path in the repository. */
function projectTexts(project: Project): Map<string, string> {
  const { site, locales, missingPictures: _, ...content } = project;
  const texts = new Map([['site.yaml', stringify(site)]]);
  for (const [name, data] of Object.entries(content))
    texts.set(`data/${name}.yaml`, stringify(data));
  for (const [language, namespaces] of Object.entries(locales)) {
    for (const [namespace, tree] of Object.entries(namespaces)) {
      texts.set(`src/locales/${language}/${namespace}.json`, JSON.stringify(tree));
    }
  }
  return texts;
}

function problemsOf(project: Project): FileProblems[] {
  const texts = projectTexts(project);
  const result = checkProject({
    siteYaml: texts.get('site.yaml'),
    content: Object.fromEntries(
      CONTENT_FILE_NAMES.map((name) => [name, texts.get(`data/${name}`)!]),
    ),
    locales: project.locales,
    pictureExists: (image) => !project.missingPictures.has(image),
  });
  return result.ok ? [] : result.files;
}

/** The problems of the broken project that the unbroken one has not: what the save brings. */
function newProblems(broken: Project): FileProblems[] {
  const key = (file: string, path: ReadonlyArray<string | number>, problem: string) =>
    `${file}|${formatYamlPath(path)}|${problem}`;
  const before = new Set(
    problemsOf(specProject()).flatMap(({ file, problems }) =>
      problems.map((problem) => key(file, problem.path, problem.problem)),
    ),
  );
  return problemsOf(broken)
    .map(({ file, problems }) => ({
      file,
      problems: problems.filter((problem) => !before.has(key(file, problem.path, problem.problem))),
    }))
    .filter(({ problems }) => problems.length > 0);
}

/** The refusal the editor shows for these problems, as it names them (describe.ts). */
function refusalOf(project: Project, files: readonly FileProblems[]): string[] {
  const texts = projectTexts(project);
  // The editor names list entries by the texts of the project as it last read it.
  setProjectState({ texts, pictures: new Set() });
  return describeFileProblems(config, files, (file) => {
    const text = texts.get(file);
    if (text === undefined) return undefined;
    return file.endsWith('.json') ? (JSON.parse(text) as unknown) : (parse(text) as unknown);
  });
}

function deleteText(locales: LocaleFiles, language: string, key: string): void {
  const [namespace = '', entry = ''] = key.split(':');
  const parts = entry.split('.');
  let node = locales[language]![namespace] as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>;
  delete node[parts[parts.length - 1]!];
}

function setText(locales: LocaleFiles, language: string, key: string, text: string): void {
  const [namespace = '', entry = ''] = key.split(':');
  const parts = entry.split('.');
  let node = locales[language]![namespace] as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) {
    node = (node[part] ??= {}) as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = text;
}

const ANOTHER_LANGUAGE = { code: 'fr', name: 'Français', flag: '🇫🇷', locale: 'fr_FR' };

function addPhoto(project: Project, photo: GalleryFile['pictures'][number], texts = true): void {
  project.gallery.pictures.push(photo);
  if (texts) {
    for (const text of GALLERY_TEXTS) {
      setText(project.locales, 'en', `gallery:${photo.id}.${text}`, 'The terrace at sunset');
    }
  }
}

function addReview(project: Project, review: Partial<ReviewsFile['reviews'][number]>): void {
  project.reviews.reviews.push({
    id: 'ann-2024',
    name: 'Ann K.',
    event: 'wedding',
    date: '2024-06-15',
    source: 'Google',
    link: 'https://g.page/r/example',
    quote: 'A lovely night.',
    ...review,
  } as ReviewsFile['reviews'][number]);
}

function routeOfKind(site: SiteConfig, kind: string) {
  return site.routes.find((route) => route.kind === kind)!;
}

/**
 * Every kind of problem the site's checks across values find, each made by
 * breaking the specification's project the way a save could: what the build
 * says of it, and how.
 */
const BROKEN: ReadonlyArray<[kind: string, build: RegExp, breakIt: (project: Project) => void]> = [
  [
    'a language listed twice',
    /language "\w+" is listed twice/,
    (p) => {
      p.site.languages.supported.push({ ...p.site.languages.supported[1]! });
    },
  ],
  [
    'a main language not offered',
    /default language/,
    (p) => {
      p.site.languages.supported = p.site.languages.supported.filter((l) => l.code !== 'it');
      p.site.languages.default = 'it';
    },
  ],
  [
    'a language without texts',
    /no translations/,
    (p) => {
      p.site.languages.supported.push(ANOTHER_LANGUAGE);
    },
  ],
  [
    'two pages at one address',
    /used by two pages/,
    (p) => {
      p.site.routes.push({ ...routeOfKind(p.site, 'catalog') });
    },
  ],
  [
    'a page under a language’s addresses',
    /language prefix/,
    (p) => {
      routeOfKind(p.site, 'catalog').path = '/es/catalog/';
    },
  ],
  [
    'venue pages without the venue in the address',
    /no ":slug" part/,
    (p) => {
      routeOfKind(p.site, 'venue').path = '/venues/all/';
    },
  ],
  [
    'another page with the venue in the address',
    /Only the venue page/,
    (p) => {
      routeOfKind(p.site, 'catalog').path = '/catalog/:slug/';
    },
  ],
  [
    'no home page',
    /exactly one "home" page/,
    (p) => {
      routeOfKind(p.site, 'home').path = '/home/';
    },
  ],
  [
    'a venue’s address a number alone',
    /is a number alone/,
    (p) => {
      p.site.venues[0]!.slug = '2026';
    },
  ],
  [
    'two venues at one address',
    /venue slug "[\w-]+" is used twice/,
    (p) => {
      p.site.venues.push({ ...p.site.venues[0]! });
    },
  ],
  [
    'an old address listed twice',
    /old address .* is listed twice/,
    (p) => {
      p.site.redirects.push({ ...p.site.redirects[0]! });
    },
  ],
  [
    'an old address that is a page',
    /is a page of this site/,
    (p) => {
      p.site.redirects.push({ from: routeOfKind(p.site, 'catalog').path, to: '/' });
    },
  ],
  [
    'an old address of a whole language',
    /cannot be redirected/,
    (p) => {
      p.site.redirects.push({ from: '/es/', to: '/' });
    },
  ],
  [
    'an old address leading to another',
    /leads to another redirect/,
    (p) => {
      p.site.redirects.push({ from: '/older/', to: p.site.redirects[0]!.from });
    },
  ],
  [
    'old addresses in a loop',
    /in a loop/,
    (p) => {
      p.site.redirects.push({ from: '/one/', to: '/two/' }, { from: '/two/', to: '/one/' });
    },
  ],
  [
    'an old address leading nowhere',
    /is not a page of this site/,
    (p) => {
      p.site.redirects.push({ from: '/gone/', to: '/nowhere/' });
    },
  ],
  [
    'a personal page listed twice',
    /name "[\w-]+" is listed twice/,
    (p) => {
      p.site.personalSites.push({ ...p.site.personalSites[0]! });
    },
  ],
  [
    'a personal page at a page’s address',
    /already used by/,
    (p) => {
      p.site.personalSites.push({ name: 'catalog', url: 'https://someone.example.com/' });
    },
  ],
  [
    'a menu entry leading nowhere',
    /does not say where it leads/,
    (p) => {
      p.site.nav.header.push({ label: p.site.nav.header[0]!.label });
    },
  ],
  [
    'a menu entry leading to two places',
    /more than one of/,
    (p) => {
      p.site.nav.header.push({ ...p.site.nav.header[0]!, link: 'photoGallery' });
    },
  ],
  [
    'a menu entry leading to an old address',
    /old address that redirects/,
    (p) => {
      p.site.nav.header.push({ ...p.site.nav.header[0]!, to: p.site.redirects[0]!.from });
    },
  ],
  [
    'a menu entry leading to no page',
    /is not a page of this site/,
    (p) => {
      p.site.nav.header.push({ ...p.site.nav.header[0]!, to: '/nowhere/' });
    },
  ],
  [
    'a sub-menu in a sub-menu',
    /one level deep/,
    (p) => {
      const { label } = p.site.nav.header[0]!;
      p.site.nav.header.push({ label, items: [{ label, items: [{ label, to: '/' }] }] });
    },
  ],
  [
    'inquiries sent to no address',
    /no endpoint address/,
    (p) => {
      p.site.forms.provider = 'endpoint';
    },
  ],
  [
    'a choice of the form listed twice',
    /choice "[\w-]+" is listed twice/,
    (p) => {
      p.site.forms.eventTypes.push(p.site.forms.eventTypes[0]!);
    },
  ],
  [
    'a choice of the form without its words',
    /translation key/,
    (p) => {
      p.site.forms.eventTypes.push('gala-night');
    },
  ],
  [
    'a page’s title without its words',
    /translation key/,
    (p) => {
      routeOfKind(p.site, 'catalog').title = 'catalog:meta.nothingHere';
    },
  ],
  [
    'a menu entry without its words',
    /translation key/,
    (p) => {
      p.site.nav.header[0]!.label = 'common:nav.nothingHere';
    },
  ],
  [
    'visitor statistics without their code',
    /is not set/,
    (p) => {
      p.site.analytics = { provider: 'plausible' };
    },
  ],
  [
    'another statistics service’s code',
    /belongs to provider/,
    (p) => {
      p.site.analytics = {
        provider: 'plausible',
        domain: 'example.com',
        measurementId: 'G-1A2B3C4D5E',
      };
    },
  ],
  [
    'a sign-in without its repository',
    /needs the repository/,
    (p) => {
      p.site.editor = { ...p.site.editor, backend: 'github' };
    },
  ],
  [
    'a GitLab sign-in without its application',
    /OAuth application/,
    (p) => {
      p.site.editor = { ...p.site.editor, backend: 'gitlab', repo: 'example/site' };
    },
  ],
  [
    'Netlify’s inquiries and sign-in elsewhere',
    /Netlify Forms[\s\S]*Netlify Identity/,
    (p) => {
      p.site.deploy.host = 'cloudflare';
    },
  ],
  [
    'a GitHub sign-in on a plain host',
    /sign-in service/,
    (p) => {
      p.site.deploy.host = 'static';
      p.site.forms = { ...p.site.forms, provider: 'endpoint', endpoint: 'https://f.example.com/' };
      p.site.editor = { ...p.site.editor, backend: 'github', repo: 'example/site' };
    },
  ],
  [
    'a card without its texts',
    /has no text for/,
    (p) => {
      deleteText(p.locales, 'en', `services:cards.${p.services.services[0]!.id}.title`);
    },
  ],
  [
    'a service listed twice',
    /service "[\w-]+" is listed twice/,
    (p) => {
      p.services.services.push({ ...p.services.services[0]! });
    },
  ],
  [
    'a picture that is not there',
    /picture data\/.* does not exist/,
    (p) => {
      p.missingPictures.add(p.venues.venues[0]!.image);
    },
  ],
  [
    'a service that does not exist',
    /is not a service/,
    (p) => {
      p.venues.venues[0]!.services.push('fire-eaters');
    },
  ],
  [
    'a service with a page and a link',
    /exactly one of "path"/,
    (p) => {
      p.services.services[0]!.link = 'photoGallery';
    },
  ],
  [
    'a service at a page not a service’s',
    /not a service page/,
    (p) => {
      p.services.services[0]!.path = routeOfKind(p.site, 'catalog').path;
    },
  ],
  [
    'a service page without its service',
    /has no entry here/,
    (p) => {
      p.services.services = p.services.services.filter((s, index) => index > 0 || !s.path);
    },
  ],
  [
    'a service related to itself',
    /lists itself/,
    (p) => {
      const [service] = p.services.services;
      service!.related = [...(service!.related ?? []), service!.id];
    },
  ],
  [
    'a home page block leading nowhere',
    /is not a page of this site/,
    (p) => {
      p.home.audiences[0]!.to = '/nowhere/';
    },
  ],
  [
    'a home page block leading to no section',
    /has no section/,
    (p) => {
      p.home.audiences[0]!.to = `${p.home.audiences[0]!.to.split('#')[0]}#nothing-here`;
    },
  ],
  [
    'a venue’s details with a misspelt venue',
    /is not a venue of site\.yaml/,
    (p) => {
      p.venues.venues[0]!.slug = `${p.venues.venues[0]!.slug}x`;
    },
  ],
  [
    'the details of a venue gone',
    /no longer lists that venue/,
    (p) => {
      p.site.venues = p.site.venues.filter((v) => v.slug !== p.venues.venues[0]!.slug);
    },
  ],
  [
    'a thing measured twice',
    /is measured twice/,
    (p) => {
      const item = p.catalog.items.find((candidate) => candidate.measurements?.length)!;
      item.measurements!.push({ ...item.measurements![0]! });
    },
  ],
  [
    'a measurement also written as a text',
    /also written as a text/,
    (p) => {
      const item = p.catalog.items.find((candidate) => candidate.measurements?.length)!;
      const { spec } = item.measurements![0]!;
      setText(p.locales, 'en', `catalog-items:${item.id}.specs.${spec}`, 'Twelve hours');
    },
  ],
  [
    'a measurement of no spec',
    /is not one of the specs/,
    (p) => {
      const item = p.catalog.items.find((candidate) => candidate.measurements?.length)!;
      item.measurements![0]!.spec = 'weightless';
    },
  ],
  [
    'an item in no category',
    /is not a category/,
    (p) => {
      p.catalog.items[0]!.category = 'boats';
    },
  ],
  [
    'a photo shown nowhere',
    /names no service and no venue/,
    (p) => {
      addPhoto(p, { id: 'terrace', image: p.venues.venues[0]!.image });
    },
  ],
  [
    'a photo of a service without a page',
    /has no page on this site/,
    (p) => {
      const linked = p.services.services.find((service) => service.link)!;
      addPhoto(p, { id: 'terrace', image: p.venues.venues[0]!.image, services: [linked.id] });
    },
  ],
  [
    'a photo without its caption',
    /has no text for/,
    (p) => {
      const venue = p.site.venues[0]!.slug;
      addPhoto(p, { id: 'terrace', image: p.venues.venues[0]!.image, venue }, false);
    },
  ],
  [
    'a review on no day of the calendar',
    /not a day of the calendar/,
    (p) => {
      addReview(p, { date: '2024-02-31' });
    },
  ],
  [
    'a review from the future',
    /after today/,
    (p) => {
      addReview(p, { date: '2999-06-15' });
    },
  ],
  [
    'a review in a language the site has not',
    /not a language of the site/,
    (p) => {
      addReview(p, { language: 'fr' });
    },
  ],
  [
    'a review of an unknown kind of event',
    /type of event/,
    (p) => {
      addReview(p, { event: 'coronation' });
    },
  ],
];

/**
 * The project broken by `breakIt`: the build says so in its words (`build`),
 * and the editor's refusal of that save says it in the owner's.
 */
function expectRefusalInOwnersWords(build: RegExp, breakIt: (project: Project) => void): void {
  const project = specProject();
  breakIt(project);
  const problems = newProblems(project);
  // The project is broken the way this case means: the build says so.
  const buildSays = problems.flatMap((file) => file.problems.map((problem) => problem.problem));
  expect(buildSays.join('\n')).toMatch(build);
  const refusal = refusalOf(project, problems);
  expect(refusal.length).toBeGreaterThan(0);
  // The editor quotes the owner's values “so”; "so" is how the build quotes ids and keys.
  expect(refusal.filter((reason) => /"[^"]*"/.test(reason))).toEqual([]);
  const texts = refusal.map((reason): [string, string] => ['the refusal', withoutUrls(reason)]);
  expect(wordsProblems(texts)).toEqual([]);
}

describe('the owner’s words in the refusal of each kind of save that breaks the site', () => {
  it.each(BROKEN)('%s', (_kind, build, breakIt) => expectRefusalInOwnersWords(build, breakIt));
});

/** A value of the project, set at its path whatever type the schema gives it (a save gone wrong). */
function setValue(data: object, path: ReadonlyArray<string | number>, value: unknown): void {
  let node = data as Record<string | number, unknown>;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
}

/**
 * Every kind of value a file's own rules refuse (its schema), each made the
 * way a save could bring it: what the build says of it, and how. A save
 * cannot take a file away or break its layout (the editor writes the file
 * whole), and problems a save does not bring are not in its refusal
 * (save-check.ts), so neither a missing file nor a broken one is here.
 */
const REFUSED_VALUES: ReadonlyArray<
  [kind: string, build: RegExp, breakIt: (project: Project) => void]
> = [
  ['a required text left empty', /is empty/, (p) => setValue(p.site, ['business', 'name'], '')],
  [
    'a required setting missing',
    /is missing; it is required/,
    (p) => setValue(p.site, ['business', 'email'], undefined),
  ],
  [
    'a value in the wrong form',
    /is not an email address/,
    (p) => setValue(p.site, ['business', 'email'], 'hello-at-example'),
  ],
  [
    'a value with a space at its end',
    /has a space at its start or end/,
    (p) => setValue(p.site, ['languages', 'supported', 1, 'locale'], 'es_US '),
  ],
  [
    'a number written with words',
    /should be a number/,
    (p) => setValue(p.site, ['business', 'responseTimeHours'], 'two'),
  ],
  [
    'a number written with its commas',
    /because of its quotes, commas/,
    (p) => setValue(p.site, ['business', 'stats', 'eventsProduced'], '10,000'),
  ],
  [
    'a number too small',
    /must be more than 0/,
    (p) => setValue(p.site, ['business', 'responseTimeHours'], 0),
  ],
  [
    'a number too large',
    /must be at most 5/,
    (p) => setValue(p.site, ['business', 'stats', 'starRating'], 6),
  ],
  [
    'a text where a number belongs… the other way round',
    /YAML reads 2015 as a number/,
    (p) => setValue(p.site, ['business', 'name'], 2015),
  ],
  [
    'a setting the site does not know',
    /is not a known setting here/,
    (p) => setValue(p.site, ['business', 'faxNumber'], '201-555-0100'),
  ],
  [
    'a choice not offered',
    /is not one of the allowed values/,
    (p) => setValue(p.site, ['deploy', 'host'], 'vercel'),
  ],
  [
    'a list left empty',
    /needs at least 1 entry/,
    (p) => setValue(p.site, ['venues', 0, 'amenities'], []),
  ],
  [
    'a name for an address in capitals',
    /is not a valid name for an address/,
    (p) => setValue(p.catalog, ['items', 0, 'id'], 'Big Light'),
  ],
  [
    'a measurement below zero',
    /is negative/,
    (p) => {
      const item = p.catalog.items.findIndex((candidate) => candidate.measurements?.length);
      setValue(p.catalog, ['items', item, 'measurements', 0, 'numbers'], [-4]);
    },
  ],
  [
    'a venue that holds no guests',
    /is not a number of guests/,
    (p) => setValue(p.venues, ['venues', 0, 'capacity'], { seated: 0 }),
  ],
  [
    'a venue’s capacity without a number',
    /gives no number of guests/,
    (p) => setValue(p.venues, ['venues', 0, 'capacity'], {}),
  ],
  [
    'a venue indoor twice',
    /same kind of space is listed twice/,
    (p) => setValue(p.venues, ['venues', 0, 'spaces'], ['indoor', 'indoor']),
  ],
  [
    'a picture outside the pictures',
    /is not a picture in/,
    (p) => setValue(p.venues, ['venues', 0, 'image'], 'photos/hall.jpg'),
  ],
  [
    'a block leading to an address that is not one',
    /is not a page of this site/,
    (p) => setValue(p.home, ['audiences', 0, 'to'], 'private events'),
  ],
  [
    'a review on a day written another way',
    /is not a date written/,
    (p) => addReview(p, { date: '06/15/2024' }),
  ],
];

describe('the owner’s words in the refusal of a value the file’s own rules refuse', () => {
  it.each(REFUSED_VALUES)('%s', (_kind, build, breakIt) =>
    expectRefusalInOwnersWords(build, breakIt),
  );
});
