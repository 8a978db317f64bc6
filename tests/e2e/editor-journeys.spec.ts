/**
 * What the owner does in the browser editor, the way they do it: each journey
 * starts at the sign-in screen of the local editor (npm run editor) and goes
 * through its menus and buttons only, over a throwaway copy of the project.
 * Each checks the working tree afterwards, exactly: the lines a save changed,
 * computed from what was typed and the files as they were (never from the
 * shipped content, which the owner changes), and the uploaded files byte for
 * byte. The final screen and the diff are kept with the results.
 *
 * CI runs every journey three times with no retry (playwright.config.ts,
 * project "editor journeys"): a journey that fails one time in three fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import type {
  GalleryFile,
  ReviewsFile,
  ServicesFile,
  VenuesFile,
} from '../../src/config/content/schema';
import type { SiteConfig } from '../../src/config/schema';
import { keyWords, pathLabel } from '../../src/editor/widgets/texts/tree';
import {
  addVenueWithPage,
  attachFinalScreen,
  expectSaved,
  expectWorkingTree,
  field,
  form,
  openCollection,
  openEntry,
  openListEntry,
  originalText,
  publish,
  signIn,
  startEditor,
  textOfKey,
  uploadWithLibrary,
  withJsonKey,
  withJsonValue,
  withYamlEntriesSwapped,
  withYamlEntry,
  withYamlValue,
  type EditorSession,
} from './support/editor';
import { recordConsoleProblems, type ConsoleProblem } from './support/page-helpers';

let session: EditorSession;
let consoleProblems: ConsoleProblem[];
/**
 * The browser prompts the page showed. Leaving a screen with unsaved changes
 * asks first (answered "leave"); the editor asks nothing else (answered
 * "cancel"), and never offers a "local backup" of a refused save.
 */
let prompts: string[];
const LEAVE_PROMPT = /leave this page/;

test.beforeEach(async ({ page }) => {
  session = await startEditor();
  consoleProblems = recordConsoleProblems(page);
  prompts = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.message());
    void (LEAVE_PROMPT.test(dialog.message()) ? dialog.accept() : dialog.dismiss());
  });
});

test.afterEach(async ({ page }, testInfo) => {
  await attachFinalScreen(page, testInfo, session);
  await session.close();
});

/** No error in the console, no uncaught exception, no prompt. */
function expectAQuietPage(): void {
  const errors = consoleProblems.filter((problem) => problem.kind !== 'warning');
  expect(errors, 'console errors and uncaught exceptions').toEqual([]);
  expect(
    prompts.filter((prompt) => !LEAVE_PROMPT.test(prompt)),
    'browser prompts',
  ).toEqual([]);
}

function siteOf(session: EditorSession): SiteConfig {
  return parse(originalText(session.repo, 'site.yaml')) as SiteConfig;
}

/** The first of `candidates` that is not `current` (a change must change something). */
function other<T>(current: T, candidates: readonly T[]): T {
  const found = candidates.find((candidate) => candidate !== current);
  if (found === undefined) throw new Error('No other value to pick');
  return found;
}

/** A name not taken yet: `base`, else `base-2`, `base-3`… */
function freeId(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  for (let number = 2; ; number += 1) {
    if (!taken.includes(`${base}-${number}`)) return `${base}-${number}`;
  }
}

/** The name an upload of `name` gets in a folder holding `taken`: music.jpg → music-2.jpg. */
function freeFileName(name: string, taken: readonly string[]): string {
  const extension = path.posix.extname(name);
  const stem = name.slice(0, name.length - extension.length);
  for (let number = 2; ; number += 1) {
    const candidate = `${stem}-${number}${extension}`;
    if (!taken.includes(candidate)) return candidate;
  }
}

/** A plain JPEG photo of that size, as a camera would save it. */
async function photo(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The picture shown in a field, drawn from the file itself (a loaded image, not a stand-in). */
async function expectPictureShown(page: Page, scope = form(page)): Promise<void> {
  const picture = scope.locator('img[role="presentation"]').first();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(100);
}

test('the owner changes the phone number and the email address', async ({ page }) => {
  const before = originalText(session.repo, 'site.yaml');
  const { business } = siteOf(session);
  const phone = other(business.phone, ['(973) 555-0188', '(973) 555-0189']);
  const email = other(business.email, ['events@example-events.com', 'team@example-events.com']);

  await signIn(page, session);
  await openEntry(page, 'Site settings', 'Business facts');
  await form(page).getByLabel('Phone number', { exact: true }).fill(phone);
  await form(page).getByLabel('Email address', { exact: true }).fill(email);
  await publish(page);
  await expectSaved(page);

  expectWorkingTree(session.repo, {
    changed: {
      'site.yaml': withYamlValue(
        withYamlValue(before, ['business', 'phone'], phone),
        ['business', 'email'],
        email,
      ),
    },
  });
  expectAQuietPage();
});

test('the owner replaces the photo of an existing venue page with an upload', async ({ page }) => {
  const file = 'data/venues.yaml';
  const before = originalText(session.repo, file);
  const { venues } = parse(before) as VenuesFile;
  const index = venues.findIndex((venue) => typeof venue.image === 'string');
  test.skip(index === -1, 'No venue page of data/venues.yaml has its own photo to replace.');
  const venue = venues[index]!;
  const folder = path.posix.dirname(venue.image!);
  const taken = fs.readdirSync(path.join(session.repo, 'data', folder));
  const name = `${freeId(
    `${venue.slug}-terrace`,
    taken.map((file) => file.replace(/\.jpg$/, '')),
  )}.jpg`;
  const upload = await photo(1800, 1200, '#5d7a4e');

  await signIn(page, session);
  await openEntry(page, 'Page content', 'Venue pages');
  const entry = await openListEntry(page, venue.slug);
  await entry.getByRole('button', { name: 'Choose different image' }).click();
  await uploadWithLibrary(page, { name, mimeType: 'image/jpeg', buffer: upload });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  // The field shows the new photo at once, and checks it counting the upload.
  await expectPictureShown(page, entry);
  await publish(page);
  await expectSaved(page);

  expectWorkingTree(session.repo, {
    changed: { [file]: withYamlValue(before, ['venues', index, 'image'], `${folder}/${name}`) },
    added: { [`data/${folder}/${name}`]: upload },
  });
  expectAQuietPage();
});

test('the owner replaces a service’s photo with one of the same name: it is added beside the old one', async ({
  page,
}) => {
  const file = 'data/services.yaml';
  const before = originalText(session.repo, file);
  const { services } = parse(before) as ServicesFile;
  const index = services.findIndex((service) => typeof service.image === 'string');
  test.skip(index === -1, 'No service has a photo.');
  const service = services[index]!;
  const folder = path.posix.dirname(service.image);
  const sameName = path.posix.basename(service.image);
  const added = freeFileName(sameName, fs.readdirSync(path.join(session.repo, 'data', folder)));
  const upload = await photo(1800, 1200, '#7a4e5d');

  await signIn(page, session);
  await openEntry(page, 'Page content', 'Services');
  // Services are titled by their name, not their translation key.
  const entry = await openListEntry(page, textOfKey(session.repo, service.label));
  await entry.getByRole('button', { name: 'Choose different image' }).click();
  await uploadWithLibrary(page, { name: sameName, mimeType: 'image/jpeg', buffer: upload });
  await expect(page.getByRole('status')).toContainText(`this one is added as ${added}`);
  // The library shows each file once: the old picture, kept, and the new one.
  await expect(page.getByText(sameName, { exact: true })).toHaveCount(1);
  await expect(page.getByText(added, { exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await expectPictureShown(page, entry);
  await publish(page);
  await expectSaved(page);

  expectWorkingTree(session.repo, {
    changed: { [file]: withYamlValue(before, ['services', index, 'image'], `${folder}/${added}`) },
    added: { [`data/${folder}/${added}`]: upload },
  });
  expectAQuietPage();
});

test('the owner adds a venue, then its page with a photo', async ({ page }) => {
  const siteBefore = originalText(session.repo, 'site.yaml');
  const pagesBefore = originalText(session.repo, 'data/venues.yaml');
  const site = siteOf(session);
  const slug = freeId(
    'willow-creek-barn',
    site.venues.map((venue) => venue.slug),
  );
  const venue = {
    slug,
    name: 'Willow Creek Barn',
    locality: 'Hope',
    region: 'NJ',
    country: 'US',
    amenities: ['wedding venue'],
  };
  const { services } = parse(originalText(session.repo, 'data/services.yaml')) as ServicesFile;
  const service = services[0]!.id;
  const upload = await photo(1800, 1200, '#4e6a7a');

  await signIn(page, session);
  await addVenueWithPage(page, {
    ...venue,
    amenity: venue.amenities[0]!,
    photo: upload,
    service,
  });

  expectWorkingTree(session.repo, {
    changed: {
      'site.yaml': withYamlEntry(siteBefore, ['venues'], venue),
      'data/venues.yaml': withYamlEntry(pagesBefore, ['venues'], {
        slug,
        image: `images/venues/${slug}.jpg`,
        services: [service],
      }),
    },
    added: { [`data/images/venues/${slug}.jpg`]: upload },
  });
  expectAQuietPage();
});

test('the owner adds a review', async ({ page }) => {
  const before = originalText(session.repo, 'data/reviews.yaml');
  const { reviews } = parse(before) as ReviewsFile;
  const eventType = siteOf(session).forms.eventTypes[0]!;
  const review = {
    id: freeId(
      'jordan-wedding-2025',
      reviews.map((existing) => existing.id),
    ),
    name: 'Jordan P.',
    event: eventType,
    date: '2025-05-17',
    rating: 5,
    source: 'Google',
    link: 'https://g.page/r/example-review-link',
    quote: 'They kept the dance floor full all night, and the lights were just right.',
  };

  await signIn(page, session);
  await openEntry(page, 'Page content', 'Reviews');
  await form(page).getByRole('button', { name: 'Add review' }).click();
  const entryField = (label: string) => field(form(page), label).last();
  await expect(entryField('Id')).toBeFocused();
  await entryField('Id').fill(review.id);
  await entryField('Name').fill(review.name);
  await entryField('Kind of event').fill(review.event);
  await entryField('Date').fill(review.date);
  await entryField('Stars').fill(String(review.rating));
  await entryField('Posted on').fill(review.source);
  await entryField('Link to the review').fill(review.link);
  await entryField('Quote').fill(review.quote);
  await publish(page);
  await expectSaved(page);

  expectWorkingTree(session.repo, {
    changed: { 'data/reviews.yaml': withYamlEntry(before, ['reviews'], review) },
  });
  expectAQuietPage();
});

test('the owner adds a photo of an event with its caption and its description', async ({
  page,
}) => {
  const textsFile = 'src/locales/en/gallery.json';
  const textsBefore = originalText(session.repo, textsFile);
  const galleryBefore = originalText(session.repo, 'data/gallery.yaml');
  const { pictures } = parse(galleryBefore) as GalleryFile;
  const id = freeId('gala-stage', [
    ...pictures.map((picture) => picture.id),
    ...Object.keys(JSON.parse(textsBefore) as object),
  ]);
  const texts = {
    caption: 'The gala stage, lit in amber',
    alt: 'A stage with an LED wall behind a band in amber light',
  };
  const { services } = parse(originalText(session.repo, 'data/services.yaml')) as ServicesFile;
  const service = services.find((candidate) => candidate.path)!.id;
  const upload = await photo(1600, 1067, '#6b4a8a');

  await signIn(page, session);
  // Its texts first: the photo is refused until its caption and description exist.
  await openEntry(page, 'Texts', 'Event gallery: captions of the photos');
  const english = page.locator('[data-texts-locale="en"]');
  await english.getByLabel('Id of a photo not saved yet').fill(id);
  await english.getByRole('button', { name: 'Add its texts' }).click();
  const caption = english.getByLabel(new RegExp(`^${id} → ${keyWords('caption')} \\(`));
  await expect(caption).toBeFocused();
  await caption.fill(texts.caption);
  await english
    .getByLabel(new RegExp(`^${id} → ${keyWords('alt').replace(/[()]/g, '\\$&')} \\(`))
    .fill(texts.alt);
  await publish(page);
  await expectSaved(page);

  await openEntry(page, 'Page content', 'Event gallery');
  await form(page).getByRole('button', { name: 'Add picture' }).click();
  await form(page).getByLabel('Id', { exact: true }).last().fill(id);
  await form(page).getByRole('button', { name: 'Choose an image' }).last().click();
  await uploadWithLibrary(page, { name: `${id}.jpg`, mimeType: 'image/jpeg', buffer: upload });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await form(page).getByRole('button', { name: 'Add service id' }).last().click();
  await form(page).getByLabel('Service id', { exact: true }).last().fill(service);
  await publish(page);
  await expectSaved(page);

  expectWorkingTree(session.repo, {
    changed: {
      [textsFile]: withJsonKey(textsBefore, id, texts),
      'data/gallery.yaml': withYamlEntry(galleryBefore, ['pictures'], {
        id,
        image: `images/gallery/${id}.jpg`,
        services: [service],
      }),
    },
    added: { [`data/images/gallery/${id}.jpg`]: upload },
  });
  expectAQuietPage();
});

/** The first text of a tree (in key order) that the other trees have too, as a text. */
function firstSharedText(
  reference: unknown,
  others: readonly unknown[],
  path: Array<string | number> = [],
): Array<string | number> | undefined {
  if (typeof reference === 'string') {
    const everywhere = others.every((tree) => {
      let node: unknown = tree;
      for (const part of path)
        node = (node as Record<string | number, unknown> | undefined)?.[part];
      return typeof node === 'string';
    });
    return everywhere ? path : undefined;
  }
  if (typeof reference !== 'object' || reference === null) return undefined;
  for (const [key, child] of Object.entries(reference)) {
    const segment = Array.isArray(reference) ? Number(key) : key;
    const found = firstSharedText(child, others, [...path, segment]);
    if (found) return found;
  }
  return undefined;
}

test('the owner changes a Spanish and an Italian text of the home page, found by the page’s name', async ({
  page,
}) => {
  const site = siteOf(session);
  const home = site.routes.find((route) => route.kind === 'home')!;
  const namespace = home.title.split(':')[0]!;
  const fileOf = (language: string) => `src/locales/${language}/${namespace}.json`;
  const [english, spanish, italian] = ['en', 'es', 'it'].map(
    (language) => JSON.parse(originalText(session.repo, fileOf(language))) as unknown,
  );
  const key = firstSharedText(english, [spanish, italian]);
  test.skip(!key, 'The home page has no text written in English, Spanish and Italian.');
  const label = pathLabel(key!);
  const newSpanish = 'Música, luces y escenario a cargo de un solo equipo';
  const newItalian = 'Musica, luci e palco curati da un’unica squadra';

  await signIn(page, session);
  await openEntry(page, 'Texts', 'Home page');
  await page
    .locator('[data-texts-locale="es"]')
    .getByLabel(label, { exact: true })
    .fill(newSpanish);
  // The right-hand pane switches to Italian with its language menu.
  await page.getByRole('button', { name: 'Writing in Spanish' }).click();
  await page.getByRole('menuitem', { name: 'Italian', exact: true }).click();
  await page
    .locator('[data-texts-locale="it"]')
    .getByLabel(label, { exact: true })
    .fill(newItalian);
  await publish(page);
  await expectSaved(page);

  expectWorkingTree(session.repo, {
    changed: {
      [fileOf('es')]: withJsonValue(originalText(session.repo, fileOf('es')), key!, newSpanish),
      [fileOf('it')]: withJsonValue(originalText(session.repo, fileOf('it')), key!, newItalian),
    },
  });
  expectAQuietPage();
});

test('the owner adds an old address, typed without its slashes', async ({ page }) => {
  const before = originalText(session.repo, 'site.yaml');
  const site = siteOf(session);
  const used = [
    ...site.redirects.map((redirect) => redirect.from),
    ...site.routes.map((route) => route.path),
  ];
  const from = freeId(
    '/old-page',
    used.map((address) => address.replace(/\/$/, '')),
  );
  const target = (site.routes.find((route) => route.kind === 'contact') ?? site.routes[0]!).path;

  await signIn(page, session);
  await openEntry(page, 'Site settings', 'Old addresses');
  await form(page).getByRole('button', { name: 'Add old address' }).click();
  const oldAddress = form(page).getByLabel('Old address', { exact: true }).last();
  // Added at the end of a long list: in view, ready to type in.
  await expect(oldAddress).toBeFocused();
  await expect(oldAddress).toBeInViewport();
  await oldAddress.fill(from);
  const leadsTo = form(page).getByLabel('Leads to', { exact: true }).last();
  await leadsTo.fill(target.replace(/^\/|\/$/g, ''));
  await leadsTo.blur();
  // Written out as the site needs them, not refused.
  await expect(oldAddress).toHaveValue(`${from}/`);
  await expect(leadsTo).toHaveValue(target);
  await publish(page);
  await expectSaved(page);

  expectWorkingTree(session.repo, {
    changed: {
      'site.yaml': withYamlEntry(before, ['redirects'], { from: `${from}/`, to: target }),
    },
  });
  expectAQuietPage();
});

test('the owner moves an entry of the Services menu up', async ({ page }) => {
  const before = originalText(session.repo, 'site.yaml');
  const items = siteOf(session).nav.services.items;
  test.skip(items.length < 2, 'The Services menu has fewer than two entries.');
  const moved = textOfKey(session.repo, items[1]!.label);

  await signIn(page, session);
  await openEntry(page, 'Site settings', 'Menus');
  await form(page).getByRole('button', { name: 'Change the order of Entries' }).first().click();
  await form(page)
    .getByRole('button', { name: `Move ${moved} up` })
    .click();
  await expect(form(page).getByRole('button', { name: `Move ${moved} down` })).toBeFocused();
  await publish(page);
  await expectSaved(page);

  expectWorkingTree(session.repo, {
    changed: { 'site.yaml': withYamlEntriesSwapped(before, ['nav', 'services', 'items'], 0, 1) },
  });
  expectAQuietPage();
});

/** The venues something else needs: a venue page entry, an old address, a photo or a review. */
function venuesInUse(session: EditorSession, site: SiteConfig): Set<string> {
  const read = <T>(file: string) => parse(originalText(session.repo, file)) as T;
  const slugs = [
    ...read<VenuesFile>('data/venues.yaml').venues.map((venue) => venue.slug),
    ...site.redirects.flatMap((redirect) => /^\/venues\/([^/]+)\/$/.exec(redirect.to)?.[1] ?? []),
    ...read<GalleryFile>('data/gallery.yaml').pictures.flatMap((picture) => picture.venue ?? []),
    ...read<ReviewsFile>('data/reviews.yaml').reviews.flatMap((review) => review.venue ?? []),
  ];
  return new Set(slugs);
}

test('the owner tries to delete a venue still in use: refused beside the field, nothing written', async ({
  page,
}) => {
  const site = siteOf(session);
  const inUse = venuesInUse(session, site);
  const venue = site.venues.find((candidate) => inUse.has(candidate.slug));
  test.skip(!venue, 'No venue is in use elsewhere.');
  const { slug, name } = venue!;

  await signIn(page, session);
  await openEntry(page, 'Site settings', 'Preferred venues');
  await form(page)
    .getByRole('button', { name: new RegExp(`^Remove entry \\d+ \\(${name}\\)$`) })
    .click();
  await publish(page);

  const beside = form(page).locator('[class*="ControlErrorsList"]');
  await expect(beside).toContainText(`/venues/${slug}/`);
  const summary = page.getByRole('alert', { name: 'Why this cannot be saved' });
  await expect(summary).toContainText('Nothing can be saved until');
  await expect(summary).toContainText(`/venues/${slug}/`);
  // Nothing was written, and nothing is kept to be offered later.
  expectWorkingTree(session.repo, {});
  await openCollection(page, 'Site settings');
  expect(prompts).toEqual([expect.stringMatching(LEAVE_PROMPT)]);
  await page.getByRole('link', { name: 'Preferred venues', exact: true }).click();
  await expect(
    form(page).getByRole('button', { name: new RegExp(`^Remove entry \\d+ \\(${name}\\)$`) }),
  ).toBeVisible();
  expectWorkingTree(session.repo, {});
  expectAQuietPage();
});

test('the owner changes the layout of a service’s page: refused, naming the service, until it is put back', async ({
  page,
}) => {
  const site = siteOf(session);
  const { services } = parse(originalText(session.repo, 'data/services.yaml')) as ServicesFile;
  const service = services.find((candidate) =>
    site.routes.some((route) => route.kind === 'service' && route.path === candidate.path),
  );
  test.skip(!service, 'No service has a page of its own.');
  const address = service!.path!;
  const serviceName = textOfKey(session.repo, service!.label);

  await signIn(page, session);
  await openEntry(page, 'Site settings', 'Pages');
  const entry = await openListEntry(page, address);
  const layout = entry.getByLabel('Layout', { exact: true });
  await layout.click();
  await page.getByRole('option', { name: 'catalog', exact: true }).click();
  await publish(page);

  // Beside the field and at the top of the form: the other file, and its entry by name.
  const beside = form(page).locator('[class*="ControlErrorsList"]').first();
  const summary = page.getByRole('alert', { name: 'Why this cannot be saved' });
  for (const place of [beside, summary]) {
    await expect(place).toContainText('This change would break data/services.yaml, Services → ');
    await expect(place).toContainText(`(${serviceName})`);
  }
  // It stays while the person edits elsewhere on the screen, until the problem is gone.
  const route = site.routes.find((candidate) => candidate.path === address)!;
  const description = field(entry, 'Description (translation key)');
  await description.fill(route.title);
  await expect(beside).toContainText('data/services.yaml');
  await expect(summary).toContainText('data/services.yaml');
  await description.fill(route.description);
  await layout.click();
  await page.getByRole('option', { name: 'service', exact: true }).click();
  await expect(form(page).locator('[class*="ControlErrorsList"]')).toHaveCount(0);
  await expect(summary).toHaveCount(0);
  expectWorkingTree(session.repo, {});
  expectAQuietPage();
});
