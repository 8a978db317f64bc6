/**
 * A week of an owner's edits, made to a copy of the project through the code
 * the browser editor saves with: the file formats that hand the data over
 * (src/editor/files/formats.ts), the checked backend that writes it into the
 * files keeping their comments and order (keep-yaml.ts, keep-json.ts) after
 * the build's validation, and its checks of uploaded pictures. Each edit is
 * written the way the editor's screens write it, and refused the way the
 * editor refuses it: a refused save stops the week with the editor's words.
 *
 * The edits work on whatever the project holds (they pick ids that are
 * free, and entries that are there), so they can be made again as the owner's
 * real content changes. tests/owner-week runs the tests on the result.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import sharp from 'sharp';
import { CheckedBackend } from '../../src/editor/backend/checked-backend';
import type { MeasurePicture } from '../../src/editor/backend/pictures';
import { rulesForUpload } from '../../src/editor/backend/pictures';
import { localePath } from '../../src/editor/checks/project-state';
import { editorConfig } from '../../src/editor/config/editor-config';
import type { AssetProxy } from '../../src/editor/decap';
import { keptJson, keptYaml, TEXTS_KEY } from '../../src/editor/files/formats';
import { GALLERY_NAMESPACE } from '../../src/config/content/gallery';
import { TEXT_SOURCES } from '../../src/config/content/expected-texts';
import type { ServicesFile } from '../../src/config/content/schema';
import type { SiteConfig } from '../../src/config/schema';
import { FolderRepository } from './folder-repository';

type Data = Record<string, unknown>;
type Entry = Record<string, unknown>;

/** What one save of the week changed, in the owner's words. */
export interface OwnerEdit {
  what: string;
  /** The files it wrote (repository paths). */
  files: string[];
}

/** What the week added, for the checks that follow it. */
export interface OwnerWeek {
  edits: OwnerEdit[];
  addedRedirect: { from: string; to: string };
  removedRedirect: string;
  venue: { slug: string; name: string; image: string };
  galleryPhoto: { id: string; image: string; caption: string };
  review: { id: string; quote: string };
  phone: string;
  email: string;
  spanishText: { key: string; text: string };
}

const measure: MeasurePicture = async (file) => {
  const { width, height } = (await sharp(Buffer.from(await file.arrayBuffer())).metadata())
    .autoOrient;
  return { width, height };
};

/** `base`, or `base-2`, `base-3`… whichever is not taken. */
function free(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  let candidate = base;
  for (let n = 2; used.has(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}

function list(data: Data, key: string): Entry[] {
  const value = data[key];
  if (!Array.isArray(value)) throw new Error(`The file has no "${key}:" list`);
  return value as Entry[];
}

/** A photo as a camera gives it: a JPEG at least as large as the place it goes to asks. */
async function photo(repositoryPath: string): Promise<File> {
  const rules = rulesForUpload(repositoryPath);
  const width = Math.max(1600, ...rules.map((rule) => rule.minWidth));
  const height = Math.max(1067, ...rules.map((rule) => rule.minHeight));
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 52, g: 40, b: 70 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const name = repositoryPath.split('/').at(-1) ?? 'photo.jpg';
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}

/** The owner at the editor: each save hands the edited data of its files to the checked backend. */
class Editor {
  readonly edits: OwnerEdit[] = [];
  private readonly backend: CheckedBackend;

  constructor(private readonly repo: FolderRepository) {
    const site = parse(this.text('site.yaml')) as SiteConfig;
    this.backend = new CheckedBackend(repo, { config: editorConfig(site), measure });
  }

  text(repositoryPath: string): string {
    return fs.readFileSync(path.join(this.repo.root, repositoryPath), 'utf8');
  }

  data(repositoryPath: string): Data {
    return parse(this.text(repositoryPath)) as Data;
  }

  async save(
    what: string,
    changes: Array<{ path: string; edit: (data: Data) => void }>,
    assets: AssetProxy[] = [],
  ): Promise<void> {
    const dataFiles = changes.map(({ path: file, edit }) => {
      const json = file.endsWith('.json');
      const format = json ? keptJson : keptYaml;
      const entry = format.fromFile(this.text(file)) as Data;
      edit(json ? (entry[TEXTS_KEY] as Data) : entry);
      return { path: file, slug: file, raw: format.toFile(entry) };
    });
    const before = this.repo.saves.length;
    await this.backend.persistEntry({ dataFiles, assets }, {});
    this.edits.push({ what, files: this.repo.saves.slice(before).flat() });
  }
}

/** The translation file and place of the texts the data asks for of a kind of entry (venue, photo). */
function textsOf(noun: string): { namespace: string; under: readonly string[] } {
  const source = TEXT_SOURCES.find((candidate) => candidate.noun === noun);
  if (!source) throw new Error(`No texts are asked for a ${noun}`);
  return source;
}

function placeIn(texts: Data, under: readonly string[]): Data {
  let node = texts;
  for (const key of under) {
    node[key] ??= {};
    node = node[key] as Data;
  }
  return node;
}

/** Makes the week's edits in the project at `projectDir` (a copy: it is written to). */
export async function makeOwnerWeek(projectDir: string): Promise<OwnerWeek> {
  const repo = new FolderRepository(projectDir);
  const editor = new Editor(repo);
  const site = editor.data('site.yaml') as unknown as SiteConfig;
  const language = site.languages.default;
  const services = (editor.data('data/services.yaml') as unknown as ServicesFile).services.filter(
    (service) => service.path,
  );
  const serviceIds = services.slice(0, 2).map((service) => service.id);
  const pagePaths = site.routes.map((route) => route.path).filter((page) => !page.includes(':'));

  // Monday: an old address found in a search result, and one nobody uses any more.
  const withoutSlash = (address: string) => address.replace(/\/$/, '');
  const addedRedirect = {
    from: `${free('/wedding-specials', [...site.redirects.map((r) => r.from), ...pagePaths].map(withoutSlash))}/`,
    to: services[0]?.path ?? '/',
  };
  const removedRedirect = site.redirects[0]?.from;
  if (!removedRedirect) throw new Error('site.yaml has no old address to remove');
  await editor.save('Old addresses: one added, one removed', [
    {
      path: 'site.yaml',
      edit: (data) => {
        data.redirects = [
          ...list(data, 'redirects').filter((redirect) => redirect.from !== removedRedirect),
          addedRedirect,
        ];
      },
    },
  ]);

  // Tuesday: a new preferred venue, then its page with a photo, then its words.
  const slug = free(
    'willow-creek-barn',
    site.venues.map((venue) => venue.slug),
  );
  const venue = { slug, name: 'Willow Creek Barn', image: `images/venues/${slug}.jpg` };
  await editor.save('Preferred venues: a venue added', [
    {
      path: 'site.yaml',
      edit: (data) => {
        list(data, 'venues').push({
          slug,
          name: venue.name,
          locality: 'Hope',
          region: 'NJ',
          country: 'US',
          amenities: ['wedding venue'],
        });
      },
    },
  ]);
  const venuePhoto = `data/${venue.image}`;
  await editor.save(
    'Venue pages: its page, with a photo',
    [
      {
        path: 'data/venues.yaml',
        edit: (data) => {
          list(data, 'venues').push({ slug, image: venue.image, services: serviceIds });
        },
      },
    ],
    [{ path: venuePhoto, fileObj: await photo(venuePhoto) }],
  );
  const venueTexts = textsOf('venue');
  await editor.save('Texts: the venue’s words', [
    {
      path: localePath(language, venueTexts.namespace),
      edit: (texts) => {
        placeIn(texts, venueTexts.under)[slug] = {
          summary: 'A restored dairy barn in Hope, with a long lawn for the ceremony.',
          description: [
            'Willow Creek Barn keeps its old beams and opens onto a lawn that runs down to the creek.',
            'We light the beams warm, keep the music going from the vows to the last dance.',
          ],
          imageAlt: 'A red barn at dusk, its doors open and lit from inside',
        };
      },
    },
  ]);

  // Wednesday: a photo of a real event, its words first (the editor asks for them first).
  const gallery = editor.data('data/gallery.yaml');
  const photoId = free(
    'smith-wedding-first-dance',
    list(gallery, 'pictures').map((picture) => String(picture.id)),
  );
  const galleryPhoto = {
    id: photoId,
    image: `images/gallery/${photoId}.jpg`,
    caption: 'The first dance under warm amber light',
  };
  await editor.save('Texts: the photo’s caption and description', [
    {
      path: localePath(language, GALLERY_NAMESPACE),
      edit: (texts) => {
        texts[photoId] = {
          caption: galleryPhoto.caption,
          alt: 'A couple dancing in the middle of a ballroom lit in amber',
        };
      },
    },
    {
      path: localePath('es', GALLERY_NAMESPACE),
      edit: (texts) => {
        texts[photoId] = {
          caption: 'El primer baile bajo una luz ámbar',
          alt: 'Una pareja baila en medio de un salón iluminado en ámbar',
        };
      },
    },
  ]);
  const galleryFile = `data/${galleryPhoto.image}`;
  await editor.save(
    'Event gallery: a photo added',
    [
      {
        path: 'data/gallery.yaml',
        edit: (data) => {
          list(data, 'pictures').push({
            id: photoId,
            image: galleryPhoto.image,
            services: serviceIds.slice(0, 1),
            venue: site.venues[0]?.slug ?? slug,
            date: '2025-06',
          });
        },
      },
    ],
    [{ path: galleryFile, fileObj: await photo(galleryFile) }],
  );

  // Thursday: a review a client posted.
  const reviews = editor.data('data/reviews.yaml');
  const reviewId = free(
    'maria-wedding-2024',
    list(reviews, 'reviews').map((review) => String(review.id)),
  );
  const review = {
    id: reviewId,
    quote: 'They read the room all night and the floor never emptied.',
  };
  await editor.save('Reviews: a review added', [
    {
      path: 'data/reviews.yaml',
      edit: (data) => {
        list(data, 'reviews').push({
          id: reviewId,
          name: 'Maria S.',
          event: site.forms.eventTypes[0],
          date: '2024-06-15',
          rating: 5,
          source: 'Google',
          link: 'https://maps.app.goo.gl/example-review',
          quote: review.quote,
          services: serviceIds.slice(0, 1),
          venue: slug,
        });
      },
    },
  ]);

  // Friday: a new phone line and address, the Services menu reordered, a Spanish word.
  const phone = site.business.phone === '(973) 555-0188' ? '(973) 555-0199' : '(973) 555-0188';
  const email =
    site.business.email === 'events@example-events.com'
      ? 'bookings@example-events.com'
      : 'events@example-events.com';
  await editor.save('Business facts: phone and email', [
    {
      path: 'site.yaml',
      edit: (data) => {
        Object.assign(data.business as Data, { phone, email });
      },
    },
  ]);
  await editor.save('Menus: two entries of the Services menu swapped', [
    {
      path: 'site.yaml',
      edit: (data) => {
        const items = list((data.nav as Data).services as Data, 'items');
        if (items.length < 2) throw new Error('The Services menu has fewer than two entries');
        items.splice(0, 2, items[1]!, items[0]!);
      },
    },
  ]);
  const spanish = JSON.parse(editor.text(localePath('es', 'common'))) as {
    nav: { callUs: string };
  };
  const spanishText = {
    key: 'common:nav.callUs',
    text: spanish.nav.callUs === 'Llámenos hoy' ? 'Llámenos ahora' : 'Llámenos hoy',
  };
  await editor.save('Texts: a Spanish text rewritten', [
    {
      path: localePath('es', 'common'),
      edit: (texts) => {
        (texts.nav as Data).callUs = spanishText.text;
      },
    },
  ]);

  return {
    edits: editor.edits,
    addedRedirect,
    removedRedirect,
    venue,
    galleryPhoto,
    review,
    phone,
    email,
    spanishText,
  };
}
