/**
 * What the owner does in the browser editor, the way they do it: each journey
 * starts at the sign-in screen of the local editor (npm run editor) and goes
 * through its menus and buttons only, over a throwaway copy of the project.
 * Each checks the working tree afterwards, exactly: the lines a save changed,
 * computed from what was typed and the files as they were (never from the
 * shipped content, which the owner changes), and the uploaded files byte for
 * byte. The final screen and the diff are kept with the results.
 *
 * After a change to the editor, `npm run test:editor:repeat` runs every
 * journey three times with no retry (playwright.config.ts, project "editor
 * journeys"): a journey that fails one time in three fails.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import type {
  CatalogFile,
  GalleryFile,
  ReviewsFile,
  ServicesFile,
  VenuesFile,
} from '../../src/config/content/schema';
import type { SiteConfig } from '../../src/config/schema';
import { pathLabel } from '../../src/editor/widgets/texts/tree';
import {
  addListEntry,
  addVenue,
  attachFinalScreen,
  expectSaved,
  expectWorkingTree,
  field,
  form,
  openEntry,
  openListEntry,
  originalText,
  pick,
  publish,
  readRepoFile,
  signIn,
  startEditor,
  textOfKey,
  uploadWithLibrary,
  useChosenPicture,
  withJsonKey,
  withJsonKeyIn,
  withJsonValue,
  withYamlEntriesSwapped,
  withYamlEntry,
  withYamlValue,
  type EditorSession,
} from './support/editor';
import { escapeRegExp, recordConsoleProblems, type ConsoleProblem } from './support/page-helpers';
import { languageName } from '../../src/editor/language-name';
import { mailtoHref, telHref } from '../../src/lib/contact-links';

let session: EditorSession;
let consoleProblems: ConsoleProblem[];
/**
 * The browser prompts the page showed. Leaving a screen with unsaved changes
 * asks first, saying what would be lost (answered "leave" unless a journey
 * answers it itself); the editor asks nothing else (answered "cancel"), and
 * never offers a "local backup" of a refused save.
 */
let prompts: string[];
const LEAVE_PROMPT = /^This screen is not published yet\. Leaving it now loses:/;
/** A journey that answers the leave question itself sets this; otherwise it is answered "leave". */
let answerLeave: ((message: string) => boolean) | undefined;

test.beforeEach(async ({ page }) => {
  session = await startEditor();
  consoleProblems = recordConsoleProblems(page);
  prompts = [];
  answerLeave = undefined;
  page.on('dialog', (dialog) => {
    const message = dialog.message();
    prompts.push(message);
    const leave = LEAVE_PROMPT.test(message) && (answerLeave?.(message) ?? true);
    void (leave ? dialog.accept() : dialog.dismiss());
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
  // The preview shows them where the site does: the phone in the top bar, the email in the footer.
  const preview = page.frameLocator('#preview-pane');
  await expect(
    preview
      .getByRole('banner')
      .locator(`a[href="${telHref(phone)}"]`)
      .first(),
  ).toBeAttached();
  await expect(
    preview
      .getByRole('contentinfo')
      .locator(`a[href="${mailtoHref(email)}"]`)
      .first(),
  ).toBeAttached();
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

  const venueName = siteOf(session).venues.find((place) => place.slug === venue.slug)!.name;

  await signIn(page, session);
  await openEntry(page, 'Page content', 'Venues');
  // Each venue by its name; a click on its row opens it.
  const entry = await openListEntry(page, venueName);
  await entry.getByRole('button', { name: 'Choose another picture' }).click();
  await uploadWithLibrary(page, { name, mimeType: 'image/jpeg', buffer: upload });
  await useChosenPicture(page);
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
  await entry.getByRole('button', { name: 'Choose another picture' }).click();
  await uploadWithLibrary(page, { name: sameName, mimeType: 'image/jpeg', buffer: upload });
  await expect(page.getByRole('status')).toContainText(`this one is added as ${added}`);
  // The library shows each file once: the old picture, kept, and the new one.
  await expect(page.getByText(sameName, { exact: true })).toHaveCount(1);
  await expect(page.getByText(added, { exact: true })).toHaveCount(1);
  await useChosenPicture(page);
  await expectPictureShown(page, entry);
  await publish(page);
  await expectSaved(page);

  expectWorkingTree(session.repo, {
    changed: { [file]: withYamlValue(before, ['services', index, 'image'], `${folder}/${added}`) },
    added: { [`data/${folder}/${added}`]: upload },
  });
  expectAQuietPage();
});

test('the owner adds a venue with its photo, a service and its summary, in one publish', async ({
  page,
}) => {
  const siteBefore = originalText(session.repo, 'site.yaml');
  const pagesBefore = originalText(session.repo, 'data/venues.yaml');
  const textsFile = 'src/locales/en/venue-list.json';
  const textsBefore = originalText(session.repo, textsFile);
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
  const service = services[0]!;
  const summary = 'A restored dairy barn with a long lawn for the ceremony.';
  const upload = await photo(1800, 1200, '#4e6a7a');

  await signIn(page, session);
  await addVenue(page, {
    ...venue,
    amenity: venue.amenities[0]!,
    photo: upload,
    service: textOfKey(session.repo, service.label),
    summary,
  });

  expectWorkingTree(session.repo, {
    changed: {
      'site.yaml': withYamlEntry(siteBefore, ['venues'], venue),
      'data/venues.yaml': withYamlEntry(pagesBefore, ['venues'], {
        slug,
        image: `images/venues/${slug}.jpg`,
        services: [service.id],
      }),
      [textsFile]: withJsonKeyIn(textsBefore, ['details'], slug, { summary }),
    },
    added: { [`data/images/venues/${slug}.jpg`]: upload },
  });
  // One publish: one save of all four.
  expect(prompts).toEqual([]);
  expectAQuietPage();
});

test('the owner adds a review, picking its kind of event, language and venue from lists', async ({
  page,
}) => {
  const before = originalText(session.repo, 'data/reviews.yaml');
  const site = siteOf(session);
  const eventType = site.forms.eventTypes[0]!;
  const language = site.languages.supported.find((one) => one.code !== site.languages.default)!;
  const venue = site.venues[0]!;
  const review = {
    name: 'Jordan P.',
    event: eventType,
    date: '2025-05-17',
    rating: 5,
    source: 'Google',
    link: 'https://g.page/r/example-review-link',
    language: language.code,
    quote: 'Tuvimos la pista llena toda la noche, y las luces fueron perfectas.',
    venue: venue.slug,
  };
  const { reviews } = parse(before) as ReviewsFile;
  // The review is known to the site by a name the editor makes from the reviewer's and the day.
  const id = freeId(
    'jordan-p-2025-05-17',
    reviews.map((existing) => existing.id),
  );

  await signIn(page, session);
  await openEntry(page, 'Page content', 'Reviews');
  const entry = await addListEntry(page, 'Add review');
  const entryField = (label: string) => field(entry, label);
  await entryField('Name').fill(review.name);
  await pick(
    page,
    entryField('Kind of event'),
    textOfKey(session.repo, `contact:eventTypes.${eventType}`),
  );
  // A date field: typed as the browser's date field takes it, written year-month-day.
  await entryField('Date').fill(review.date);
  await entryField('Stars').fill(String(review.rating));
  await entryField('Posted on').fill(review.source);
  await entryField('Link to the review').fill(review.link);
  await pick(page, entryField('Written in'), languageName(language.code));
  await entryField('Quote').fill(review.quote);
  await pick(page, entryField('Venue'), venue.name);
  await publish(page);
  await expectSaved(page);

  expectWorkingTree(session.repo, {
    changed: { 'data/reviews.yaml': withYamlEntry(before, ['reviews'], { id, ...review }) },
  });
  expectAQuietPage();
});

test('the owner finds a rental item by its name, renames it and rewrites a spec’s words', async ({
  page,
}) => {
  const english = 'src/locales/en/catalog-items.json';
  const englishBefore = originalText(session.repo, english);
  const texts = JSON.parse(englishBefore) as Record<
    string,
    { name?: string; specs?: Record<string, string> }
  >;
  const { items } = parse(originalText(session.repo, 'data/catalog.yaml')) as CatalogFile;
  // The texts follow the content: the first item listed with a spec written in words.
  const item = items.find((candidate) => Object.keys(texts[candidate.id]?.specs ?? {}).length > 0);
  test.skip(!item, 'No rental item has a spec written in words.');
  const { name, specs } = texts[item!.id]!;
  const [spec, words] = Object.entries(specs!)[0]!;
  const newName = `${name!} (pair)`;
  const newWords = `${words} or by hand`;

  await signIn(page, session);
  await openEntry(page, 'Page content', 'Rental catalog');
  // A closed item draws its fields only once opened, so that the screen opens
  // and types quickly (src/editor/widgets/closed-entries.ts): opening one adds
  // its fields to the screen.
  const toggle = new RegExp(`^Show or hide entry \\d+ \\(${escapeRegExp(name!)}\\)$`);
  await expect(form(page).getByRole('button', { name: toggle })).toBeVisible();
  const fieldsDrawn = () => form(page).locator('input, textarea, select').count();
  const drawnClosed = await fieldsDrawn();
  // The list names each item by its name, and a click on that name opens it.
  const entry = await openListEntry(page, name!);
  expect(await fieldsDrawn()).toBeGreaterThan(drawnClosed);
  await field(entry, 'Name').first().fill(newName);
  const wordsEntry = await openListEntry(page, words);
  await field(wordsEntry, 'In words').fill(newWords);
  await publish(page);
  await expectSaved(page);

  expectWorkingTree(session.repo, {
    changed: {
      [english]: withJsonValue(
        withJsonValue(englishBefore, [item!.id, 'name'], newName),
        [item!.id, 'specs', spec],
        newWords,
      ),
    },
  });
  expectAQuietPage();
});

test('the owner adds a photo of an event with its caption and description, in one screen', async ({
  page,
}) => {
  const galleryBefore = originalText(session.repo, 'data/gallery.yaml');
  const { pictures } = parse(galleryBefore) as GalleryFile;
  const texts = {
    en: {
      caption: 'The gala stage, lit in amber',
      alt: 'A stage with an LED wall behind a band in amber light',
    },
    es: { caption: 'El escenario de la gala, en luz ámbar' },
  };
  const english = 'src/locales/en/gallery.json';
  const spanish = 'src/locales/es/gallery.json';
  const englishBefore = originalText(session.repo, english);
  const spanishBefore = originalText(session.repo, spanish);
  // The photo is known to the site by its file's name, made free of any other photo's.
  const id = freeId('gala-stage', [
    ...pictures.map((picture) => picture.id),
    ...Object.keys(JSON.parse(englishBefore) as object),
  ]);
  const { services } = parse(originalText(session.repo, 'data/services.yaml')) as ServicesFile;
  const service = services.find((candidate) => candidate.path)!;
  const upload = await photo(1600, 1067, '#6b4a8a');

  await signIn(page, session);
  await openEntry(page, 'Page content', 'Event gallery');
  const entry = await addListEntry(page, 'Add picture');
  await entry.getByRole('button', { name: 'Choose a picture' }).click();
  await uploadWithLibrary(page, { name: `${id}.jpg`, mimeType: 'image/jpeg', buffer: upload });
  await useChosenPicture(page);
  await pick(page, field(entry, 'Services it shows'), textOfKey(session.repo, service.label));
  await field(entry, 'Caption').first().fill(texts.en.caption);
  await field(entry, 'What the photo shows').first().fill(texts.en.alt);
  // Spanish: its group opens with its Expand button, beside its name.
  await entry
    .getByText('In Spanish', { exact: true })
    .locator('xpath=..')
    .getByRole('button', { name: 'Expand' })
    .click();
  await field(entry, 'Caption').nth(1).fill(texts.es.caption);
  await publish(page);
  await expectSaved(page);

  expectWorkingTree(session.repo, {
    changed: {
      'data/gallery.yaml': withYamlEntry(galleryBefore, ['pictures'], {
        id,
        image: `images/gallery/${id}.jpg`,
        services: [service.id],
      }),
      [english]: withJsonKey(englishBefore, id, texts.en),
      [spanish]: withJsonKey(spanishBefore, id, texts.es),
    },
    added: { [`data/images/gallery/${id}.jpg`]: upload },
  });
  expectAQuietPage();
});

test('the owner leaves a screen with an unsaved upload: told in words what is lost, then nothing is', async ({
  page,
}) => {
  const upload = await photo(1600, 1067, '#8a6b4a');
  const name = 'first-dance.jpg';
  const asked: string[] = [];
  // The first time, the owner stays; the second time, they leave.
  answerLeave = (message) => {
    asked.push(message);
    return asked.length > 1;
  };

  await signIn(page, session);
  await openEntry(page, 'Page content', 'Event gallery');
  const entry = await addListEntry(page, 'Add picture');
  await entry.getByRole('button', { name: 'Choose a picture' }).click();
  await uploadWithLibrary(page, { name, mimeType: 'image/jpeg', buffer: upload });
  await useChosenPicture(page);
  await page.getByRole('link', { name: /Back to / }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain(`the picture ${name} you uploaded here`);
  expect(asked[0]).toContain('your changes to Pictures');
  // Still on the screen, the upload still chosen.
  await expect(entry.getByRole('button', { name: 'Choose another picture' })).toBeVisible();
  await page.getByRole('link', { name: /Back to / }).click();
  await expect(page.getByRole('heading', { name: 'Page content', exact: true })).toBeVisible();
  expect(asked).toHaveLength(2);
  expectWorkingTree(session.repo, {});
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
  // The languages are named in words on the screen; one is shown at a time.
  await page.getByRole('button', { name: 'Spanish', exact: true }).click();
  await page
    .locator('[data-texts-locale="es"]')
    .getByLabel(label, { exact: true })
    .fill(newSpanish);
  await page.getByRole('button', { name: 'Italian', exact: true }).click();
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

test('the owner fills in the Spanish texts not written yet from English: the written ones stay', async ({
  page,
}) => {
  const site = siteOf(session);
  const home = site.routes.find((route) => route.kind === 'home')!;
  const namespace = home.title.split(':')[0]!;
  const spanishFile = `src/locales/es/${namespace}.json`;
  const english = JSON.parse(
    originalText(session.repo, `src/locales/en/${namespace}.json`),
  ) as unknown;
  const shipped = originalText(session.repo, spanishFile);
  const key = firstSharedText(english, [JSON.parse(shipped) as unknown]);
  test.skip(!key, 'The home page has no text written in English and Spanish.');
  // The Spanish file lacks one text (a translator has not written it yet).
  const lacking = withoutJsonValue(shipped, key!);
  commitInCopy(session.repo, spanishFile, lacking, 'A Spanish text not written yet');
  const englishText = valueIn(english, key!) as string;

  await signIn(page, session);
  await openEntry(page, 'Texts', 'Home page');
  await page.getByRole('button', { name: 'Spanish', exact: true }).click();
  await page.getByRole('button', { name: 'Fill in from English', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'filled in from English' })).toHaveText(
    /^1 text filled in from English; \d+ texts already written in Spanish kept as they were\.$/,
  );
  await publish(page);
  await expectSaved(page);

  // Exactly that text, in English, where the translator will write it; nothing else changed.
  expectWorkingTree(session.repo, {
    changed: { [spanishFile]: withJsonValue(shipped, key!, englishText) },
  });
  expect(readRepoFile(session.repo, spanishFile)).not.toBe(lacking);
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

/** Commits a file of the copy as it is to be before the journey (its starting point). */
function commitInCopy(repo: string, file: string, text: string | Buffer, message: string): void {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  fs.writeFileSync(path.join(repo, file), text);
  execFileSync('git', ['add', '-A'], { cwd: repo });
  execFileSync(
    'git',
    ['-c', 'user.email=e2e@example.com', '-c', 'user.name=e2e', 'commit', '-q', '-m', message],
    { cwd: repo },
  );
}

/** The value at `keys` of a parsed JSON tree. */
function valueIn(tree: unknown, keys: ReadonlyArray<string | number>): unknown {
  return keys.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    tree,
  );
}

/** The JSON text without the text at `keys`, the rest as written. */
function withoutJsonValue(text: string, keys: ReadonlyArray<string | number>): string {
  return applyEdits(text, modify(text, [...keys], undefined, {}));
}

/** A photo of the gallery and a review that name the venue, committed in the copy. */
function useVenueInGalleryAndReview(repo: string, slug: string): void {
  const image = 'images/gallery/terrace-at-dusk.jpg';
  const venuePhoto = (parse(originalText(repo, 'data/venues.yaml')) as VenuesFile).venues.find(
    (venue) => venue.image,
  )!.image!;
  commitInCopy(
    repo,
    `data/${image}`,
    fs.readFileSync(path.join(repo, 'data', venuePhoto)),
    'photo',
  );
  commitInCopy(
    repo,
    'data/gallery.yaml',
    withYamlEntry(originalText(repo, 'data/gallery.yaml'), ['pictures'], {
      id: 'terrace-at-dusk',
      image,
      venue: slug,
    }),
    'a photo taken at the venue',
  );
  commitInCopy(
    repo,
    'src/locales/en/gallery.json',
    withJsonKey(originalText(repo, 'src/locales/en/gallery.json'), 'terrace-at-dusk', {
      caption: 'The terrace at dusk',
      alt: 'A terrace lit by string lights at dusk',
    }),
    'its words',
  );
  commitInCopy(
    repo,
    'data/reviews.yaml',
    withYamlEntry(originalText(repo, 'data/reviews.yaml'), ['reviews'], {
      id: 'ann-k-2024-06-15',
      name: 'Ann K.',
      event: 'wedding',
      date: '2024-06-15',
      source: 'Google',
      link: 'https://g.page/r/example-review',
      quote: 'A lovely night by the lake.',
      venue: slug,
    }),
    'a review of an event there',
  );
}

test('the owner tries to delete a venue still in use: every blocker listed at once, each opening its own screen', async ({
  page,
}) => {
  const site = siteOf(session);
  // A venue an old address leads to; a photo of the gallery and a review also name it.
  const venue = site.venues.find((candidate) =>
    site.redirects.some((redirect) => redirect.to === `/venues/${candidate.slug}/`),
  );
  test.skip(!venue, 'No old address leads to a venue page.');
  const { slug, name } = venue!;
  useVenueInGalleryAndReview(session.repo, slug);

  await signIn(page, session);
  await openEntry(page, 'Page content', 'Venues');
  await form(page)
    .getByRole('button', { name: new RegExp(`^Remove entry \\d+ \\(${escapeRegExp(name)}\\)$`) })
    .click();
  await publish(page);

  const summary = page.getByRole('alert', { name: 'Why this cannot be saved' });
  await expect(summary).toContainText('Nothing can be saved until these 3 things are fixed:');
  const blockers = summary.getByRole('listitem');
  await expect(blockers).toHaveCount(3);
  await expect(blockers.nth(0)).toContainText('Site settings → Old addresses → ');
  await expect(blockers.nth(1)).toContainText('Page content → Event gallery → ');
  await expect(blockers.nth(2)).toContainText('Page content → Reviews → ');
  for (const [index, screen] of [
    [0, 'Site settings → Old addresses'],
    [1, 'Page content → Event gallery'],
    [2, 'Page content → Reviews'],
  ] as const) {
    await expect(blockers.nth(index).getByRole('button', { name: `Open ${screen}` })).toBeVisible();
  }
  // Nothing was written, and nothing is kept to be offered later.
  expectWorkingTree(session.repo, {});
  // The review's blocker opens its screen, at the review's venue (leaving the unsaved deletion).
  await blockers.nth(2).getByRole('button', { name: 'Open Page content → Reviews' }).click();
  await expect(page.getByRole('link', { name: 'Back to Page content' })).toBeVisible();
  await expect(page.locator(':focus')).toHaveAttribute('role', 'combobox');
  await expect(
    page.locator(':focus').locator('xpath=ancestor::*[contains(@class, "ControlContainer")][1]'),
  ).toContainText(name);
  expect(prompts).toEqual([expect.stringMatching(LEAVE_PROMPT)]);
  expect(prompts[0]).toContain('your changes to Venues');
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
  await page.getByRole('option', { name: 'Rental catalog', exact: true }).click();
  await publish(page);

  // Beside the field and at the top of the form: the other file, and its entry by name.
  const beside = form(page).locator('[class*="ControlErrorsList"]').first();
  const summary = page.getByRole('alert', { name: 'Why this cannot be saved' });
  for (const place of [beside, summary]) {
    await expect(place).toContainText('This change would break Page content → Services → ');
    await expect(place).toContainText(`(${serviceName})`);
  }
  await expect(summary.getByRole('button', { name: 'Open Page content → Services' })).toBeVisible();
  // It stays while the person edits elsewhere on the screen, until the problem is gone.
  const route = site.routes.find((candidate) => candidate.path === address)!;
  const description = field(entry, 'Description (which text)');
  await description.fill(route.title);
  await expect(beside).toContainText('Page content → Services');
  await expect(summary).toContainText('Page content → Services');
  await description.fill(route.description);
  await layout.click();
  await page.getByRole('option', { name: 'One service', exact: true }).click();
  await expect(form(page).locator('[class*="ControlErrorsList"]')).toHaveCount(0);
  await expect(summary).toHaveCount(0);
  expectWorkingTree(session.repo, {});
  expectAQuietPage();
});
