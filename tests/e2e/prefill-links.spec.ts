/**
 * The visitor's event list, built as a visitor builds it, on a phone and on
 * a desktop: "Ask about this" on a catalog item, a service page's "Receive
 * More Info" and a venue page's "Plan your event here" each add an entry
 * (a second one is added, never mixed into the message), land at the inquiry
 * scrolled to it with the list on top, each entry named in the page's
 * language, and the header counts them. A removed entry stays removed; the
 * inquiry sends the list (the inbox keeps it) and the thank-you page
 * repeats it. Without JavaScript the link still lands at the inquiry, and a
 * link alone lists its one entry. (The gobo designer's design:
 * gobo-designer.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { services } from '../support/content';
import { loadSite, pageOfKind, pathIn, translation } from '../support/site';
import {
  contactPath,
  fillInquiry,
  inboxRecordWith,
  inquiryForm,
  thankYouPath,
  uniqueEmail,
  waitForContactForms,
} from './support/contact';
import { HOST_URL } from './support/hosts';
import { escapeRegExp, stubExternalRequests, waitForHydration } from './support/page-helpers';

const site = loadSite();

/** The pages that ask about something, whichever site.yaml and data/ hold: the first of each. */
const servicePage = services().find((service) => service.path);
const venue = site.venues[0];
if (!servicePage?.path || !venue)
  throw new Error('site.yaml and data/ need a service page and a venue');
const venuePage = site.pages.find((page) => page.venueSlug === venue.slug)!;

const JOURNEYS = [
  { viewport: { width: 390, height: 844 }, language: 'es' },
  { viewport: { width: 1440, height: 900 }, language: 'it' },
];

const text = (language: string, key: string) => translation(language, `contact:${key}`);

/** The list's entries as shown: what each is, then its name. */
const entries = (page: Page) =>
  inquiryForm(page).locator('#event-list-heading + ol > li > span:last-of-type');

/** The header's link to the contact page, whose name says the list's count. */
const headerContactLink = (page: Page, language: string) =>
  page.locator('header').getByRole('link', {
    name: new RegExp(`^${escapeRegExp(translation(language, 'common:nav.moreInfo'))}`),
  });

function countWords(language: string, count: number): string {
  const key = count === 1 ? 'inHeader_one' : 'inHeader_other';
  return translation(language, `common:eventList.${key}`).replace(
    '{{count, number}}',
    String(count),
  );
}

/**
 * Landed at the inquiry: the contact page's address (read by the page, which
 * keeps only #inquiry), the inquiry at the top of the screen, the list at
 * the form's top with `expected`, the header counting them.
 */
async function expectLanding(page: Page, language: string, expected: string[]) {
  await expect(page).toHaveURL(`${HOST_URL}${contactPath(language)}#inquiry`);
  await waitForContactForms(page);
  await expect(entries(page)).toHaveText(expected);
  const { height } = page.viewportSize()!;
  const top = await page
    .locator('#inquiry')
    .evaluate((section) => section.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(height / 4);
  const list = inquiryForm(page).getByRole('region', { name: text(language, 'eventList.heading') });
  await expect(list).toBeInViewport();
  const listBottom = await list.evaluate((region) => region.getBoundingClientRect().bottom);
  const fieldTop = await inquiryForm(page)
    .locator('[name="firstName"]')
    .evaluate((field) => field.getBoundingClientRect().top);
  expect(listBottom).toBeLessThan(fieldTop);
  await expect(headerContactLink(page, language)).toHaveAccessibleName(
    `${translation(language, 'common:nav.moreInfo')} ${countWords(language, expected.length)}`,
  );
}

for (const { viewport, language } of JOURNEYS) {
  test.describe(`the event list at ${viewport.width} px (${language})`, () => {
    test.use({ viewport });

    test('each kind of link adds its entry and lands at the inquiry; it is removed and sent', async ({
      page,
    }) => {
      // A visitor's whole journey: three pages, the contact page four times, a submission.
      test.slow();
      await stubExternalRequests(page, [HOST_URL]);
      const t = (key: string) => text(language, key);

      // A rental item from the catalog.
      await page.goto(pageOfKind('catalog', language).path);
      await waitForHydration(page);
      const ask = page.locator('main article').first().getByRole('link');
      const itemId = new URL((await ask.getAttribute('href'))!, HOST_URL).searchParams.get('item')!;
      const itemName = translation(language, `catalog-items:${itemId}.name`);
      await ask.click();
      const item = `${t('eventList.kinds.item')}${itemName}`;
      await expectLanding(page, language, [item]);

      // A service: added after the item, the message left alone.
      await page.goto(pathIn(servicePage.path!, language));
      await waitForHydration(page);
      await page
        .locator('main')
        .getByRole('link', { name: translation(language, 'common:nav.moreInfo') })
        .first()
        .click();
      const serviceName = translation(language, servicePage.label);
      const service = `${t('eventList.kinds.service')}${serviceName}`;
      await expectLanding(page, language, [item, service]);
      await expect(inquiryForm(page).locator('[name="message"]')).toHaveValue('');

      // A venue: listed, and chosen as the event's place.
      await page.goto(pathIn(venuePage.path, language));
      await waitForHydration(page);
      await page
        .locator('main')
        .getByRole('link', { name: translation(language, 'venue-page:plan.button') })
        .first()
        .click();
      const venueName = t('fields.venueOption')
        .replace('{{name}}', venue.name)
        .replace('{{locality}}', venue.locality)
        .replace('{{region}}', venue.region);
      const place = `${t('eventList.kinds.venue')}${venueName}`;
      await expectLanding(page, language, [item, service, place]);
      await expect(inquiryForm(page).locator('input[type="hidden"][name="venue"]')).toHaveValue(
        venue.slug,
      );

      // Removed with its button; the count follows, and a reload does not bring it back.
      await inquiryForm(page)
        .getByRole('button', { name: t('eventList.remove').replace('{{name}}', serviceName) })
        .click();
      await expect(entries(page)).toHaveText([item, place]);
      await expect(headerContactLink(page, language)).toHaveAccessibleName(
        `${translation(language, 'common:nav.moreInfo')} ${countWords(language, 2)}`,
      );
      await page.reload();
      await waitForContactForms(page);
      await expect(entries(page)).toHaveText([item, place]);

      // Sent with the inquiry: the inbox keeps it, the thank-you page repeats it.
      const email = uniqueEmail(`list-${language}-${viewport.width}`);
      const form = inquiryForm(page);
      await form.locator('[name="firstName"]').fill('Ana');
      await form.locator('[name="email"]').fill(email);
      await form.locator('[name="eventType"]').selectOption('wedding');
      await form.getByRole('checkbox', { name: t('fields.dateUndecided') }).check();
      await form.getByRole('button', { name: t('inquiry.submit') }).click();
      await expect(page).toHaveURL(`${HOST_URL}${thankYouPath(language)}`);
      const sent = page.getByRole('region', {
        name: translation(language, 'thank-you:sent.heading'),
      });
      await expect(sent.getByRole('definition')).toContainText([itemName, venueName]);
      expect((await inboxRecordWith(email)).fields).toMatchObject({
        eventList: `${t('eventList.kinds.item')}: ${itemName}\n${t('eventList.kinds.venue')}: ${venueName}`,
        eventListIds: `item:${itemId}, venue:${venue.slug}`,
        venue: venue.slug,
        language,
      });
      // Sent: the list is empty again, and the header no longer counts it.
      await expect(headerContactLink(page, language)).toHaveAccessibleName(
        translation(language, 'common:nav.moreInfo'),
      );
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('"Ask about this" lands at the inquiry, which posts; the link alone lists its item', async ({
    page,
    browser,
  }) => {
    const language = 'en';
    await page.goto(pageOfKind('catalog', language).path);
    const ask = page.locator('main article').first().getByRole('link');
    const href = (await ask.getAttribute('href'))!;
    await ask.click();
    await expect(page).toHaveURL(`${HOST_URL}${href}`);
    const top = await page
      .locator('#inquiry')
      .evaluate((section) => section.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(844 / 4);
    // No list is known without the page's script: no empty box either.
    await expect(
      inquiryForm(page).getByRole('region', { name: text(language, 'eventList.heading') }),
    ).toBeHidden();
    const email = uniqueEmail('list-nojs');
    await fillInquiry(inquiryForm(page), { email, venue: null });
    await inquiryForm(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(`${HOST_URL}${thankYouPath(language)}`);
    expect((await inboxRecordWith(email)).fields).toMatchObject({ eventList: '', language });

    // The same link, followed where the page's script runs (from an email, a new
    // tab, a page whose script never ran): its one item is listed.
    const withScripts = await browser.newContext({
      javaScriptEnabled: true,
      viewport: { width: 390, height: 844 },
    });
    try {
      const other = await withScripts.newPage();
      await other.goto(href);
      await waitForContactForms(other);
      const itemId = new URL(href, HOST_URL).searchParams.get('item')!;
      await expect(entries(other)).toHaveText([
        `${text(language, 'eventList.kinds.item')}${translation(language, `catalog-items:${itemId}.name`)}`,
      ]);
    } finally {
      await withScripts.close();
    }
  });
});
