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

function setup() {
  const repo = new MemoryRepository();
  const site = parse(repo.texts.get('site.yaml')!) as SiteConfig;
  const backend = new CheckedBackend(repo, { config: editorConfig(site), measure });
  return { repo, backend };
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

  it('refuses to delete a venue whose page entry is still in data/venues.yaml', async () => {
    const { repo, backend } = setup();
    const file = edited(repo, 'site.yaml', (data) => {
      data.venues = (data.venues as Data[]).filter((venue) => venue.slug !== 'lake-valhalla-club');
      data.redirects = (data.redirects as Data[]).filter(
        (redirect) => redirect.to !== '/venues/lake-valhalla-club/',
      );
    });
    const message = await refusal(backend.persistEntry({ dataFiles: [file], assets: [] }, {}));
    expect(message).toContain('data/venues.yaml');
    expect(message).toContain('lake-valhalla-club');
    expect(repo.written).toEqual([]);
  });
});

describe('the screens of site.yaml', () => {
  it('each read the whole file, named as the screen', async () => {
    const { repo, backend } = setup();
    const [business, venues] = await backend.entriesByFiles([
      { path: 'site.yaml#business' },
      { path: 'site.yaml#venues' },
    ]);
    expect(business?.file.path).toBe('site.yaml#business');
    expect(venues?.file.path).toBe('site.yaml#venues');
    expect(venues?.data).toBe(repo.texts.get('site.yaml'));
    expect((await backend.getEntry('site.yaml#nav')).data).toBe(repo.texts.get('site.yaml'));
  });
});

describe('two people saving the same file', () => {
  it('refuses the second save when the file changed after it was opened, and keeps the first', async () => {
    const { repo, backend } = setup();
    const mine = edited(repo, 'site.yaml', (data) => {
      (data.business as Data).email = 'events@example-events.com';
    });
    const theirs = edited(repo, 'site.yaml', (data) => {
      (data.business as Data).phone = '(973) 555-0188';
    });
    await backend.persistEntry({ dataFiles: [theirs], assets: [] }, {});
    const message = await refusal(backend.persistEntry({ dataFiles: [mine], assets: [] }, {}));
    expect(message).toMatch(/Someone else saved site\.yaml after you opened it/);
    const saved = parse(repo.texts.get('site.yaml')!) as SiteConfig;
    expect(saved.business.phone).toBe('(973) 555-0188');
    expect(saved.business.email).toBe('hello@example-events.com');
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
    expect(message).toContain('common:nav.music');
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
      /heroImage: the picture images\/home\/wide\.jpg is not a landscape picture of at least 1600 × 1200 px/,
    );
  });

  it('refuses to delete a picture still shown on a page', async () => {
    const { repo, backend } = setup();
    const message = await refusal(
      backend.deleteFiles(['data/images/venues/bear-brook-valley.jpg'], 'Delete'),
    );
    expect(message).toMatch(/data\/venues\.yaml, venues → bear-brook-valley → image/);
    expect(repo.deleted).toEqual([]);
  });
});
