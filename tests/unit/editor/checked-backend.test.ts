/** @jest-environment node */
/**
 * The backend wrapper in front of every save of the browser editor: it
 * writes data into the files as people wrote them, refuses a save that
 * would break the build or overwrite someone else's change, and checks
 * uploads. Decap is not involved: the wrapper is driven directly, over a
 * repository held in memory.
 */
import { parse } from 'yaml';
import sharp from 'sharp';
import { CheckedBackend, SaveRefused } from '../../../src/editor/backend/checked-backend';
import type { MeasurePicture } from '../../../src/editor/backend/pictures';
import { editorConfig } from '../../../src/editor/config/editor-config';
import type { AssetProxy } from '../../../src/editor/decap';
import { keptJson, keptYaml, BASE_KEY } from '../../../src/editor/files/formats';
import { readProjectLocales } from '../../../src/config/project';
import type { SiteConfig } from '../../../src/config/schema';
import { validateSiteConfigText } from '../../../src/config/validate';
import { MemoryRepository } from './support/memory-repository';

const measure: MeasurePicture = async (file) =>
  (await sharp(Buffer.from(await file.arrayBuffer())).metadata()).autoOrient;

type Data = Record<string, unknown>;

function setup(repo = new MemoryRepository()) {
  const site = parse(repo.texts.get('site.yaml')!) as SiteConfig;
  const backend = new CheckedBackend(repo, { config: editorConfig(site), measure });
  return { repo, backend };
}

/** What Decap hands the backend after the person edited a screen (as the backend gave it) with `edit`. */
async function editedScreen(backend: CheckedBackend, path: string, edit: (data: Data) => void) {
  const format = path.endsWith('.json') ? keptJson : keptYaml;
  const data = format.fromFile((await backend.getEntry(path)).data ?? '') as Data;
  edit(data);
  return { path, slug: path, raw: format.toFile(data) };
}

/** What Decap hands the backend after the person edited `path`'s data with `edit`. */
function edited(repo: MemoryRepository, path: string, edit: (data: Data) => void) {
  const format = path.endsWith('.json') ? keptJson : keptYaml;
  const data = format.fromFile(repo.texts.get(path) ?? '') as Data;
  edit(data);
  return { path, slug: path, raw: format.toFile(data) };
}

function changedLines(
  before: string,
  after: string,
): Array<[string | undefined, string | undefined]> {
  const a = before.split('\n');
  const b = after.split('\n');
  const changes: Array<[string | undefined, string | undefined]> = [];
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    if (a[index] !== b[index]) changes.push([a[index], b[index]]);
  }
  return changes;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SaveRefused))
    throw new Error(`Expected a refused save, got ${String(error)}`);
  return error.message;
}

async function jpeg(width: number, height: number): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#345' } })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' });
}

describe('saving site.yaml', () => {
  it('changes the phone number on its one line and keeps every comment', async () => {
    const { repo, backend } = setup();
    const before = repo.texts.get('site.yaml')!;
    const file = edited(repo, 'site.yaml', (data) => {
      (data.business as Data).phone = '(973) 555-0188';
    });
    // Saved from the Business facts screen, which names its part of the file.
    await backend.persistEntry(
      { dataFiles: [{ ...file, path: 'site.yaml#business' }], assets: [] },
      {},
    );
    expect(repo.written.flat().map((written) => written.path)).toEqual(['site.yaml']);
    const after = repo.texts.get('site.yaml')!;
    expect(changedLines(before, after)).toEqual([
      ['  phone: (201) 555-0147', '  phone: (973) 555-0188'],
    ]);
    const comments = (text: string) =>
      text.split('\n').filter((line) => line.trim().startsWith('#'));
    expect(comments(after)).toEqual(comments(before));
  });

  it('refuses a redirect to a page that does not exist, with the build’s words, and writes nothing', async () => {
    const { repo, backend } = setup();
    const before = repo.texts.get('site.yaml');
    const file = edited(repo, 'site.yaml', (data) => {
      (data.redirects as Data[]).push({ from: '/old-page/', to: '/no-such-page/' });
    });
    const message = await refusal(backend.persistEntry({ dataFiles: [file], assets: [] }, {}));
    expect(message).toMatch(/Old addresses → entry 23 \(\/old-page\/ → \/no-such-page\/\)/);
    expect(message).toMatch(/\/no-such-page\/ .*(not a page|does not exist)/i);
    expect(repo.written).toEqual([]);
    expect(repo.texts.get('site.yaml')).toBe(before);
  });

  it('refuses a value with the very words the build prints for it', async () => {
    const { repo, backend } = setup();
    const file = edited(repo, 'site.yaml', (data) => {
      ((data.business as Data).stats as Data).yearsInBusiness = 0;
    });
    const message = await refusal(backend.persistEntry({ dataFiles: [file], assets: [] }, {}));
    const hand = repo.texts.get('site.yaml')!.replace('yearsInBusiness: 20', 'yearsInBusiness: 0');
    const build = validateSiteConfigText(hand, { locales: readProjectLocales() });
    if (build.ok) throw new Error('the build accepted yearsInBusiness: 0');
    const [problem] = build.problems;
    expect(problem?.problem).toBe('must be more than 0.');
    expect(message).toContain(problem!.problem);
    expect(message).toContain(problem!.fix);
    expect(repo.written).toEqual([]);
  });

  it('explains, in the build’s words, why a file broken by a hand edit cannot be opened', () => {
    const broken = new MemoryRepository().texts
      .get('site.yaml')!
      .replace('  responseTimeHours: 4', '  responseTimeHours 4');
    const line = broken.split('\n').findIndex((text) => text === '  responseTimeHours 4') + 1;
    expect(() => keptYaml.fromFile(broken)).toThrow(
      `Line ${line}: The setting "responseTimeHours" has no colon after its name. Fix: Add a colon after the name: responseTimeHours: 4`,
    );
  });

  it('explains a translation file broken by a hand edit, and opens one with a byte-order mark', () => {
    const shipped = new MemoryRepository().texts.get('src/locales/es/common.json')!;
    const firstText = /^(\s*"[^"]+": "[^"]*"),$/m.exec(shipped)![1]!;
    const broken = shipped.replace(`${firstText},`, firstText);
    expect(() => keptJson.fromFile(broken)).toThrow(/Line \d+: .*comma.* Fix: /);
    const withMark = keptJson.fromFile(`\ufeff${shipped}`) as Data;
    expect(withMark.texts).toEqual(JSON.parse(shipped));
  });

  it('writes a new menu entry without the empty settings Decap leaves on it', async () => {
    const { repo, backend } = setup();
    const file = edited(repo, 'site.yaml', (data) => {
      const header = (data.nav as Data).header as Data[];
      header.push({
        label: 'common:nav.catalog',
        to: '/catalog/',
        link: null,
        contact: '',
        items: [],
      });
    });
    await backend.persistEntry({ dataFiles: [file], assets: [] }, {});
    const header = (parse(repo.texts.get('site.yaml')!) as SiteConfig).nav.header;
    expect(header.at(-1)).toEqual({ label: 'common:nav.catalog', to: '/catalog/' });
  });

  it('refuses to delete a venue an old address still leads to', async () => {
    const { repo, backend } = setup();
    const file = edited(repo, 'site.yaml', (data) => {
      data.venues = (data.venues as Data[]).filter((venue) => venue.slug !== 'lake-valhalla-club');
    });
    const message = await refusal(backend.persistEntry({ dataFiles: [file], assets: [] }, {}));
    expect(message).toMatch(
      /\/lake-valhalla-club\/ → \/venues\/lake-valhalla-club\/.*is not a page/,
    );
  });

  it('refuses to delete a venue from site.yaml alone while its page entry would stay behind', async () => {
    const { repo, backend } = setup();
    const file = edited(repo, 'site.yaml', (data) => {
      data.venues = (data.venues as Data[]).filter((venue) => venue.slug !== 'lake-valhalla-club');
      data.redirects = (data.redirects as Data[]).filter(
        (redirect) => redirect.to !== '/venues/lake-valhalla-club/',
      );
    });
    const message = await refusal(backend.persistEntry({ dataFiles: [file], assets: [] }, {}));
    expect(message).toContain('lake-valhalla-club');
    expect(repo.written).toEqual([]);
  });
});

describe('the screens of site.yaml', () => {
  it('each read the whole file, named as the screen', async () => {
    const { repo, backend } = setup();
    const [business, menus] = await backend.entriesByFiles([
      { path: 'site.yaml#business' },
      { path: 'site.yaml#nav' },
    ]);
    expect(business?.file.path).toBe('site.yaml#business');
    expect(menus?.file.path).toBe('site.yaml#nav');
    expect(menus?.data).toBe(repo.texts.get('site.yaml'));
    expect((await backend.getEntry('site.yaml#nav')).data).toBe(repo.texts.get('site.yaml'));
  });
});

describe('two people saving the same file', () => {
  it('refuses the second save when the file changed after it was opened, and keeps the first', async () => {
    const { repo, backend } = setup();
    // Another person: another browser, with an editor of their own.
    const other = setup(repo).backend;
    const mine = edited(repo, 'site.yaml', (data) => {
      (data.business as Data).email = 'events@example-events.com';
    });
    const theirs = edited(repo, 'site.yaml', (data) => {
      (data.business as Data).phone = '(973) 555-0188';
    });
    await other.persistEntry({ dataFiles: [theirs], assets: [] }, {});
    const message = await refusal(backend.persistEntry({ dataFiles: [mine], assets: [] }, {}));
    expect(message).toMatch(
      /Someone else published a change to the site settings after you opened this screen/,
    );
    const saved = parse(repo.texts.get('site.yaml')!) as SiteConfig;
    expect(saved.business.phone).toBe('(973) 555-0188');
    expect(saved.business.email).toBe('hello@example-events.com');
  });

  it('lets one screen publish twice (Decap keeps its form), but not another screen opened before', async () => {
    const { repo, backend } = setup();
    const business = (edit: (facts: Data) => void) => (data: Data) => edit(data.business as Data);
    const before = keptYaml.fromFile(repo.texts.get('site.yaml')!) as Data;
    const menusOpenedBefore = { path: 'site.yaml#nav', slug: 'nav', raw: keptYaml.toFile(before) };
    const form = keptYaml.fromFile(repo.texts.get('site.yaml')!) as Data;
    const save = async () =>
      backend.persistEntry(
        {
          dataFiles: [{ path: 'site.yaml#business', slug: 'business', raw: keptYaml.toFile(form) }],
          assets: [],
        },
        {},
      );
    business((facts) => (facts.phone = '(973) 555-0188'))(form);
    await save();
    business((facts) => (facts.email = 'events@example-events.com'))(form);
    await save();
    const saved = parse(repo.texts.get('site.yaml')!) as SiteConfig;
    expect([saved.business.phone, saved.business.email]).toEqual([
      '(973) 555-0188',
      'events@example-events.com',
    ]);
    ((before.nav as Data).header as Data[]).pop();
    const stale = { ...menusOpenedBefore, raw: keptYaml.toFile(before) };
    expect(await refusal(backend.persistEntry({ dataFiles: [stale], assets: [] }, {}))).toMatch(
      /Someone else published a change/,
    );
    expect((parse(repo.texts.get('site.yaml')!) as SiteConfig).business.phone).toBe(
      '(973) 555-0188',
    );
  });

  it('lets a save through when the file is unchanged since it was opened, even after a reload of the draft', async () => {
    const { repo, backend } = setup();
    const file = edited(repo, 'site.yaml', (data) => {
      (data.business as Data).name = 'Example Events';
    });
    // A restored draft carries the text it was based on.
    const restored = keptYaml.fromFile(file.raw) as Data;
    expect(restored[BASE_KEY]).toBe(repo.texts.get('site.yaml'));
    await backend.persistEntry(
      { dataFiles: [{ ...file, raw: keptYaml.toFile(restored) }], assets: [] },
      {},
    );
    expect((parse(repo.texts.get('site.yaml')!) as SiteConfig).business.name).toBe(
      'Example Events',
    );
  });
});

describe('saving a text in one language', () => {
  it('writes only that language’s file, and only that key’s line', async () => {
    const { repo, backend } = setup();
    const spanish = 'src/locales/es/home.json';
    const before = repo.texts.get(spanish)!;
    const files = ['en', 'es', 'it'].map((language) =>
      edited(repo, `src/locales/${language}/home.json`, (data) => {
        if (language !== 'es') return;
        const texts = data.texts as { meta: { title: string } };
        texts.meta.title = 'Eventos y producción en NJ, NY, PA y CT';
      }),
    );
    await backend.persistEntry({ dataFiles: files, assets: [] }, {});
    expect(repo.written.map((written) => written.map((file) => file.path))).toEqual([[spanish]]);
    const changes = changedLines(before, repo.texts.get(spanish)!);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.[1]).toContain('Eventos y producción en NJ, NY, PA y CT');
  });

  it('refuses to take away an English text the site needs', async () => {
    const { repo, backend } = setup();
    const file = edited(repo, 'src/locales/en/common.json', (data) => {
      delete ((data.texts as Data).nav as Data).music;
    });
    const message = await refusal(backend.persistEntry({ dataFiles: [file], assets: [] }, {}));
    // The entry whose text is gone is named by its words as last read, never by its key.
    expect(message).toContain('(Music) → Text: The text shown here is missing');
    expect(message).not.toContain('common:nav.music');
  });
});

describe('pictures', () => {
  const upload = (file: File, path: string): AssetProxy => ({ path, fileObj: file });

  it('takes a large enough photo for a venue', async () => {
    const { repo, backend } = setup();
    await backend.persistMedia(upload(await jpeg(1700, 1100), 'data/images/venues/hall.jpg'), {});
    expect(repo.media.has('data/images/venues/hall.jpg')).toBe(true);
  });

  it('refuses a photo too small for its place, saying what size it needs', async () => {
    const { repo, backend } = setup();
    const message = await refusal(
      backend.persistMedia(upload(await jpeg(800, 600), 'data/images/venues/small.jpg'), {}),
    );
    expect(message).toMatch(/800 × 600 px, smaller than the 1600 × 1000 px it needs/);
    expect(repo.media.has('data/images/venues/small.jpg')).toBe(false);
  });

  it('refuses a rectangle for a square catalog picture', async () => {
    const { backend } = setup();
    const message = await refusal(
      backend.persistMedia(upload(await jpeg(1600, 1000), 'data/images/catalog/wide.jpg'), {}),
    );
    expect(message).toMatch(/must be square/);
  });

  it('refuses an SVG drawing and a file that is not a picture, whatever its name', async () => {
    const { backend } = setup();
    const svg = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      'logo.jpg',
    );
    expect(
      await refusal(backend.persistMedia(upload(svg, 'data/images/venues/logo.jpg'), {})),
    ).toMatch(/SVG drawing/);
    const text = new File(['hello'], 'notes.jpg');
    expect(
      await refusal(backend.persistMedia(upload(text, 'data/images/venues/notes.jpg'), {})),
    ).toMatch(/not a picture the site can use/);
  });

  it('refuses a photo too small for the headline, picked from the library for it', async () => {
    const { repo, backend } = setup();
    await backend.persistMedia(upload(await jpeg(1600, 1000), 'data/images/home/wide.jpg'), {});
    const file = edited(repo, 'data/home.yaml', (data) => {
      data.heroImage = 'images/home/wide.jpg';
    });
    const message = await refusal(backend.persistEntry({ dataFiles: [file], assets: [] }, {}));
    expect(message).toMatch(
      /^Page content → Home page → Headline picture: The picture chosen here is not a landscape picture of at least 1600 × 1200 px/,
    );
  });

  it('refuses to delete a picture still shown on a page', async () => {
    const { repo, backend } = setup();
    const message = await refusal(
      backend.deleteFiles(['data/images/venues/bear-brook-valley.jpg'], 'Delete'),
    );
    expect(message).toMatch(
      /^Page content → Venues → entry \d+ \(Bear Brook Valley\) → Picture: The picture chosen for deleting is still shown here\./,
    );
    expect(repo.deleted).toEqual([]);
  });
});

describe('a screen that joins several files', () => {
  const spanishVenues = 'src/locales/es/venue-list.json';
  const englishVenues = 'src/locales/en/venue-list.json';

  it('shows each venue whole: its facts, its page and its texts in every language', async () => {
    const { backend } = setup();
    const data = keptYaml.fromFile((await backend.getEntry('screens/venues')).data!) as Data;
    const venue = (data.venues as Data[]).find((item) => item.slug === 'bear-brook-valley')!;
    expect(venue).toMatchObject({
      name: 'Bear Brook Valley',
      image: 'images/venues/bear-brook-valley.jpg',
      services: expect.arrayContaining(['music']),
    });
    expect((venue.texts as Record<string, Data>).en?.summary).toMatch(/Rolling lawns/);
    expect(Object.keys(venue.texts as Data)).toEqual(['en', 'es', 'it']);
    expect(data.default).toMatchObject({ image: 'images/venues/default.jpg' });
  });

  it('adds a venue with its page, its texts and its photo in one save', async () => {
    const { repo, backend } = setup();
    const siteBefore = repo.texts.get('site.yaml')!;
    const file = await editedScreen(backend, 'screens/venues', (data) => {
      (data.venues as Data[]).push({
        slug: 'willow-creek-barn',
        name: 'Willow Creek Barn',
        locality: 'Hope',
        region: 'NJ',
        country: 'US',
        amenities: ['wedding venue'],
        image: 'images/venues/willow-creek-barn.jpg',
        services: ['music'],
        texts: { en: { summary: 'A restored barn.' }, es: { summary: 'Un granero.' }, it: {} },
      });
    });
    await backend.persistEntry(
      {
        dataFiles: [file],
        assets: [
          { path: 'data/images/venues/willow-creek-barn.jpg', fileObj: await jpeg(1700, 1100) },
        ],
      },
      {},
    );
    expect(repo.written.map((files) => files.map((written) => written.path).sort())).toEqual([
      ['data/venues.yaml', 'site.yaml', englishVenues, spanishVenues].sort(),
    ]);
    expect(repo.media.has('data/images/venues/willow-creek-barn.jpg')).toBe(true);
    const site = parse(repo.texts.get('site.yaml')!) as SiteConfig;
    expect(site.venues.at(-1)).toEqual({
      slug: 'willow-creek-barn',
      name: 'Willow Creek Barn',
      locality: 'Hope',
      region: 'NJ',
      country: 'US',
      amenities: ['wedding venue'],
    });
    // Only the new venue's lines, added after the others: the rest of the file as it was.
    const added = [
      '  - slug: willow-creek-barn',
      '    name: Willow Creek Barn',
      '    locality: Hope',
      '    region: NJ',
      '    country: US',
      '    amenities: [wedding venue]',
    ];
    const after = repo.texts.get('site.yaml')!.split('\n');
    const at = after.indexOf(added[0]!);
    expect(after.slice(at, at + added.length)).toEqual(added);
    expect([...after.slice(0, at), ...after.slice(at + added.length)].join('\n')).toBe(siteBefore);
    expect(parse(repo.texts.get('data/venues.yaml')!).venues.at(-1)).toEqual({
      slug: 'willow-creek-barn',
      image: 'images/venues/willow-creek-barn.jpg',
      services: ['music'],
    });
    expect(JSON.parse(repo.texts.get(spanishVenues)!).details['willow-creek-barn']).toEqual({
      summary: 'Un granero.',
    });
  });

  it('refuses to delete a venue still in use, listing every place at once, and writes nothing', async () => {
    const { repo, backend } = setup();
    // A photo and a review of Lake Valhalla Club, besides its old address.
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
    const file = await editedScreen(backend, 'screens/venues', (data) => {
      data.venues = (data.venues as Data[]).filter((venue) => venue.slug !== 'lake-valhalla-club');
    });
    const error = await backend.persistEntry({ dataFiles: [file], assets: [] }, {}).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    if (!(error instanceof SaveRefused)) throw new Error('The deletion was not refused');
    expect(error.reasons).toHaveLength(3);
    expect(error.reasons.join('\n')).toMatch(/^Site settings → Old addresses → .*Leads to: /m);
    expect(error.reasons.join('\n')).toMatch(
      /^Page content → Event gallery → Pictures → entry 1 \(The terrace\) → Venue: /m,
    );
    expect(error.reasons.join('\n')).toMatch(/^Page content → Reviews → .*\(Ann K\.\) → Venue: /m);
    expect(repo.written).toEqual([]);
  });

  it('deletes a venue with its page and its texts in one save, even from the screen it was added on', async () => {
    const { repo, backend } = setup();
    const screen = keptYaml.fromFile((await backend.getEntry('screens/venues')).data!) as Data;
    const save = () =>
      backend.persistEntry(
        {
          dataFiles: [{ path: 'screens/venues', slug: 'venues', raw: keptYaml.toFile(screen) }],
          assets: [],
        },
        {},
      );
    const originals = {
      site: repo.texts.get('site.yaml'),
      pages: repo.texts.get('data/venues.yaml'),
      texts: repo.texts.get(englishVenues),
    };
    screen.venues = [
      ...(screen.venues as Data[]),
      {
        slug: 'willow-creek-barn',
        name: 'Willow Creek Barn',
        locality: 'Hope',
        region: 'NJ',
        country: 'US',
        amenities: ['wedding venue'],
        image: 'images/venues/bear-brook-valley.jpg',
        services: ['music'],
        texts: { en: { summary: 'A restored barn.' } },
      },
    ];
    await save();
    expect(repo.texts.get('site.yaml')).toContain('willow-creek-barn');
    // Decap keeps the screen as it was read: the venue has no name it was read with.
    screen.venues = (screen.venues as Data[]).filter((venue) => venue.slug !== 'willow-creek-barn');
    await save();
    expect(repo.written.map((files) => files.map((one) => one.path).sort())).toEqual([
      ['data/venues.yaml', 'site.yaml', englishVenues].sort(),
      ['data/venues.yaml', 'site.yaml', englishVenues].sort(),
    ]);
    expect(repo.texts.get('site.yaml')).toBe(originals.site);
    expect(repo.texts.get('data/venues.yaml')).toBe(originals.pages);
    expect(repo.texts.get(englishVenues)).toBe(originals.texts);
  });

  it('adds a gallery photo with its caption and description in three languages in one save', async () => {
    const { repo, backend } = setup();
    // The owner's photos already there stay as they are (the tests follow the content).
    const picturesBefore =
      (parse(repo.texts.get('data/gallery.yaml')!) as { pictures?: Data[] }).pictures ?? [];
    const spanishBefore = JSON.parse(repo.texts.get('src/locales/es/gallery.json')!) as Data;
    const file = await editedScreen(backend, 'screens/gallery', (data) => {
      (data.pictures as Data[]).push({
        image: 'images/gallery/gala-stage.jpg',
        services: ['music'],
        texts: {
          en: { caption: 'The gala stage', alt: 'A stage in amber light' },
          es: { caption: 'El escenario de la gala', alt: '' },
          it: { caption: 'Il palco del gala', alt: 'Un palco in luce ambra' },
        },
      });
    });
    await backend.persistEntry(
      {
        dataFiles: [file],
        assets: [{ path: 'data/images/gallery/gala-stage.jpg', fileObj: await jpeg(1600, 1067) }],
      },
      {},
    );
    expect(repo.written).toHaveLength(1);
    expect(parse(repo.texts.get('data/gallery.yaml')!).pictures).toEqual([
      ...picturesBefore,
      { id: 'gala-stage', image: 'images/gallery/gala-stage.jpg', services: ['music'] },
    ]);
    expect(JSON.parse(repo.texts.get('src/locales/es/gallery.json')!)).toEqual({
      ...spanishBefore,
      'gala-stage': { caption: 'El escenario de la gala' },
    });
    expect(JSON.parse(repo.texts.get('src/locales/it/gallery.json')!)['gala-stage']).toEqual({
      caption: 'Il palco del gala',
      alt: 'Un palco in luce ambra',
    });
  });

  it('refuses a photo without its English caption, on the photo itself', async () => {
    const { repo, backend } = setup();
    const file = await editedScreen(backend, 'screens/gallery', (data) => {
      (data.pictures as Data[]).push({
        image: 'images/venues/bear-brook-valley.jpg',
        services: ['music'],
        texts: { en: { alt: 'A ballroom' } },
      });
    });
    const message = await refusal(backend.persistEntry({ dataFiles: [file], assets: [] }, {}));
    expect(message).toMatch(
      /^Page content → Event gallery → Pictures → entry 1 \(New photo\) → Texts: /,
    );
    expect(repo.written).toEqual([]);
  });

  it('shows each rental item with its name and the words of its specs, in every language', async () => {
    const { repo, backend } = setup();
    const data = keptYaml.fromFile((await backend.getEntry('screens/catalog')).data!) as Data;
    const items = data.items as Data[];
    const english = JSON.parse(repo.texts.get('src/locales/en/catalog-items.json')!) as Record<
      string,
      { name: string; specs?: Record<string, string> }
    >;
    // The texts follow the content: the first item written with words for a spec.
    const [id, written] = Object.entries(english).find(([, item]) => item.specs)!;
    const item = items.find((candidate) => candidate.id === id)!;
    const texts = item.texts as Record<string, Data>;
    expect(Object.keys(texts)).toEqual(['en', 'es', 'it']);
    expect(texts.en!.name).toBe(written.name);
    expect(texts.en!.specs).toEqual(
      Object.entries(written.specs!).map(([name, words]) => ({ name, words })),
    );
    expect(data.categories).toEqual(parse(repo.texts.get('data/catalog.yaml')!).categories);
  });

  it('adds a rental item with its texts in one save, its id made from its name', async () => {
    const { repo, backend } = setup();
    const itemsBefore = (parse(repo.texts.get('data/catalog.yaml')!) as { items: Data[] }).items;
    const [category] = (parse(repo.texts.get('data/catalog.yaml')!) as { categories: string[] })
      .categories;
    const italianBefore = JSON.parse(repo.texts.get('src/locales/it/catalog-items.json')!) as Data;
    const file = await editedScreen(backend, 'screens/catalog', (data) => {
      (data.items as Data[]).push({
        category,
        image: itemsBefore[0]!.image,
        specs: ['control'],
        texts: {
          en: {
            name: 'Fog Machine XL',
            description: 'Thick, low fog for a first dance.',
            imageAlt: 'Fog rolling over a dance floor',
            specs: [
              { name: 'control', words: 'Wireless DMX' },
              { name: 'fluid', words: '  ' },
            ],
          },
          it: { name: 'Macchina del fumo XL' },
        },
      });
    });
    await backend.persistEntry({ dataFiles: [file], assets: [] }, {});
    expect(parse(repo.texts.get('data/catalog.yaml')!).items).toEqual([
      ...itemsBefore,
      {
        id: 'fog-machine-xl',
        category,
        image: itemsBefore[0]!.image,
        specs: ['control'],
      },
    ]);
    expect(
      JSON.parse(repo.texts.get('src/locales/en/catalog-items.json')!)['fog-machine-xl'],
    ).toEqual({
      name: 'Fog Machine XL',
      description: 'Thick, low fog for a first dance.',
      imageAlt: 'Fog rolling over a dance floor',
      specs: { control: 'Wireless DMX' },
    });
    expect(JSON.parse(repo.texts.get('src/locales/it/catalog-items.json')!)).toEqual({
      ...italianBefore,
      'fog-machine-xl': { name: 'Macchina del fumo XL' },
    });
  });

  it('refuses a rental item without its English name, on the item itself', async () => {
    const { repo, backend } = setup();
    const itemsBefore = (parse(repo.texts.get('data/catalog.yaml')!) as { items: Data[] }).items;
    const [category] = (parse(repo.texts.get('data/catalog.yaml')!) as { categories: string[] })
      .categories;
    const file = await editedScreen(backend, 'screens/catalog', (data) => {
      (data.items as Data[]).push({
        category,
        image: itemsBefore[0]!.image,
        specs: ['control'],
        texts: { it: { name: 'Macchina del fumo' } },
      });
    });
    const message = await refusal(backend.persistEntry({ dataFiles: [file], assets: [] }, {}));
    expect(message).toMatch(
      /^Page content → Rental catalog → Items → entry \d+ \(New rental item\) → Texts: /,
    );
    expect(repo.written).toEqual([]);
  });

  it('opens a page’s texts in every language and writes only the language changed', async () => {
    const { repo, backend } = setup();
    const spanish = 'src/locales/es/home.json';
    const before = repo.texts.get(spanish)!;
    const file = await editedScreen(backend, 'src/locales/en/home.json', (data) => {
      const texts = data.texts as Record<string, { meta: { title: string } }>;
      expect(Object.keys(texts)).toEqual(['en', 'es', 'it']);
      texts.es!.meta.title = 'Eventos y producción en NJ, NY, PA y CT';
    });
    await backend.persistEntry({ dataFiles: [file], assets: [] }, {});
    expect(repo.written.map((written) => written.map((one) => one.path))).toEqual([[spanish]]);
    expect(changedLines(before, repo.texts.get(spanish)!)).toHaveLength(1);
  });

  it('leaves the files whose texts belong to entries of another screen out of the Texts list', async () => {
    const { backend } = setup();
    const entries = await backend.entriesByFolder('src/locales/en', 'json', 1);
    const names = entries.map((entry) => entry.file.path);
    expect(names).toContain('src/locales/en/home.json');
    expect(names).not.toContain('src/locales/en/gallery.json');
    expect(names).not.toContain('src/locales/en/reviews.json');
    expect(names).not.toContain('src/locales/en/catalog-items.json');
  });
});
