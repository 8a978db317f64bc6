/**
 * The venue field of a site with more venues than a <select> should hold
 * (MOST_VENUES_IN_SERVER_SELECT): the copy of the project padded to a
 * thousand venues that the scale budgets check too
 * (scripts/scale/many-venues-site.ts, built once for both), served here. Nothing a visitor
 * types about the place is lost, on every path: without JavaScript they
 * write it in the location's own fields, which post as the own location;
 * typed before the page's script runs, it stays when the script takes over
 * and is posted after; and a place typed in the searchable choice that is
 * not on the list becomes the own location, with its town and state.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { type BuiltSite } from '../../scripts/project-copy/built-sites';
import { manyVenuesSite } from '../../scripts/scale/many-venues-site';
import { venueSlugsOf } from '../../scripts/scale/pad-venues';
import { startStaticHost, type StaticHost } from '../../scripts/static-host/server';
import { MOST_VENUES_IN_SERVER_SELECT } from '../../src/components/ContactForm/venue-list';
import { loadSite } from '../support/site';
import {
  contactPath,
  contactText,
  fillInquiry,
  INBOX_FILE,
  inboxRecordWith,
  inquiryForm,
  openMoreDetails,
  thankYouPath,
  uniqueEmail,
  venueCombobox,
  waitForContactForms,
} from './support/contact';

let padded: BuiltSite | undefined;
let host: StaticHost | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Built here unless the scale budgets built it from the same sources (several minutes).
  test.setTimeout(30 * 60_000);
  padded = await manyVenuesSite();
  const site = loadSite();
  host = await startStaticHost({
    dir: padded.publicDir,
    port: 0,
    forms: {
      inboxFile: INBOX_FILE,
      successPages: {
        defaultLanguage: site.defaultLanguage,
        byLanguage: Object.fromEntries(
          site.languages.map((language) => [language, thankYouPath(language)]),
        ),
      },
    },
  });
});

test.afterAll(async () => {
  await host?.close();
});

const at = (address: string) => new URL(address, host?.url).href;

/** The location's own fields of the inquiry. */
const location = (page: Page, name: string) => inquiryForm(page).locator(`[name="${name}"]`);

async function submitAndRead(page: Page, email: string, language: string) {
  await inquiryForm(page)
    .getByRole('button', { name: contactText(language, 'inquiry.submit') })
    .click();
  await expect(page).toHaveURL(at(thankYouPath(language)));
  return inboxRecordWith(email);
}

test('the padded site lists more venues than the <select> holds', () => {
  const venues = JSON.parse(fs.readFileSync(path.join(padded!.publicDir, 'venues.json'), 'utf8'));
  const listed = venueSlugsOf(fs.readFileSync(padded!.siteYaml, 'utf8')).length;
  expect(listed).toBeGreaterThan(MOST_VENUES_IN_SERVER_SELECT);
  expect(venues).toHaveLength(listed);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the place is written in the location’s own fields, and posts as the own location', async ({
    page,
  }) => {
    await page.goto(at(contactPath('es')));
    const form = inquiryForm(page);
    await expect(form.locator('select[name="venue"]')).toHaveCount(0);
    // Shown by CSS alone, in the optional answers' group: the visitor sees where to write the place.
    await openMoreDetails(form);
    await expect(location(page, 'locationName')).toBeVisible();
    const email = uniqueEmail('many-venues-nojs');
    await fillInquiry(form, { email, venue: null });
    await location(page, 'locationName').fill('Granero de la Colina');
    await location(page, 'locationCity').fill('Hope');
    await location(page, 'locationState').selectOption('NJ');
    const record = await submitAndRead(page, email, 'es');
    expect(record.fields).toMatchObject({
      venue: 'other',
      locationName: 'Granero de la Colina',
      locationCity: 'Hope',
      locationState: 'NJ',
    });
  });
});

test('typed before the script runs, the place stays when it takes over, and is posted after', async ({
  page,
}) => {
  // Hold the page's scripts until the visitor has typed.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.origin === new URL(host!.url).origin && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto(at(contactPath('en')), { waitUntil: 'domcontentloaded' });
  await openMoreDetails(inquiryForm(page));
  await location(page, 'locationName').fill('Hill Barn');
  await location(page, 'locationCity').fill('Hope');
  await location(page, 'locationState').selectOption('NJ');
  release();
  await waitForContactForms(page);

  const form = inquiryForm(page);
  await expect(venueCombobox(form)).toHaveValue(contactText('en', 'fields.otherVenue'));
  await expect(location(page, 'locationName')).toHaveValue('Hill Barn');
  await expect(location(page, 'locationCity')).toHaveValue('Hope');
  await expect(location(page, 'locationState')).toHaveValue('NJ');

  const email = uniqueEmail('many-venues-before-script');
  await fillInquiry(form, { email, venue: null });
  const record = await submitAndRead(page, email, 'en');
  expect(record.fields).toMatchObject({
    venue: 'other',
    locationName: 'Hill Barn',
    locationCity: 'Hope',
    locationState: 'NJ',
  });
});

test('a place typed in the searchable choice that is not on the list becomes the own location', async ({
  page,
}) => {
  await page.goto(at(contactPath('it')));
  await waitForContactForms(page);
  const form = inquiryForm(page);
  const email = uniqueEmail('many-venues-typed');
  await fillInquiry(form, { email, venue: null });
  const combobox = venueCombobox(form);
  await combobox.click();
  await combobox.fill('Fienile sulla Collina, Hope, NJ');
  await combobox.press('Tab');
  await expect(combobox).toHaveValue(contactText('it', 'fields.otherVenue'));
  await expect(location(page, 'locationName')).toBeVisible();
  await expect(location(page, 'locationName')).toHaveValue('Fienile sulla Collina');
  await expect(location(page, 'locationCity')).toHaveValue('Hope');
  await expect(location(page, 'locationState')).toHaveValue('NJ');
  const record = await submitAndRead(page, email, 'it');
  expect(record.fields).toMatchObject({
    venue: 'other',
    locationName: 'Fienile sulla Collina',
    locationCity: 'Hope',
    locationState: 'NJ',
  });
});
