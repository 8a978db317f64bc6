/**
 * Where a lead comes from, as the owner reads it in the inbox: a visitor
 * lands from a tagged ad link on some page, browses on, and sends each form;
 * both inquiries carry the visit's source, the page they were sent from and
 * its language. Without JavaScript the forms still post, without a source.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  contactPath,
  fillInquiry,
  fillQuick,
  inboxRecordWith,
  inquiryForm,
  quickForm,
  thankYouPath,
  uniqueEmail,
  waitForContactForms,
} from './support/contact';
import { HOST_URL } from './support/hosts';
import { waitForHydration } from './support/page-helpers';
import { loadSite, pageOfKind, pagesIn, translation } from '../support/site';

const { languages, defaultLanguage } = loadSite();

const REFERRER = 'https://www.theknot.com/marketplace/example-events-nj';
const TAGS = '?utm_source=theknot&utm_medium=listing&utm_campaign=spring-weddings&gclid=Cj0-ad-id';

/** The source every inquiry of the tagged visit carries. */
const TAGGED_SOURCE = {
  source: 'theknot',
  referringSite: 'www.theknot.com',
  utmSource: 'theknot',
  utmMedium: 'listing',
  utmCampaign: 'spring-weddings',
  adClick: 'Google Ads',
};

/**
 * Moves on through the site's own links, as a visitor does: the first link
 * of the top bar to another page of the site, then "more info". Returns the
 * page passed through.
 */
async function browseToContact(page: Page, language: string): Promise<string> {
  const here = new URL(page.url()).pathname;
  const pages = new Set(pagesIn(language).map((localized) => localized.path));
  pages.delete(here);
  pages.delete(contactPath(language));
  const links = page.locator('header a[href^="/"]:visible');
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  const next = hrefs.find((href) => pages.has(href));
  if (!next) throw new Error(`No link in the top bar of ${here} leads to another page`);
  await links.nth(hrefs.indexOf(next)).click();
  await expect(page).toHaveURL(`${HOST_URL}${next}`);
  await page
    .locator('header')
    .getByRole('link', { name: translation(language, 'common:nav.moreInfo') })
    .first()
    .click();
  await expect(page).toHaveURL(`${HOST_URL}${contactPath(language)}`);
  await waitForContactForms(page);
  return next;
}

for (const language of languages) {
  test(`a visit from a tagged ad link: both inquiries say where it came from (${language})`, async ({
    page,
  }) => {
    const landing = pageOfKind('venues', language).path;
    await page.goto(`${landing}${TAGS}`, { referer: REFERRER });
    await waitForHydration(page);
    const passedThrough = await browseToContact(page, language);

    const quickEmail = uniqueEmail(`source-quick-${language}`);
    await fillQuick(quickForm(page), quickEmail);
    await quickForm(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(`${HOST_URL}${thankYouPath(language)}`);
    const quick = await inboxRecordWith(quickEmail);
    expect(quick.fields).toMatchObject({
      ...TAGGED_SOURCE,
      landingPage: landing,
      sentFrom: contactPath(language),
      language,
      referrer: `${HOST_URL}${passedThrough}`,
    });
    // The click id itself is never kept, nor the referring page's address.
    expect(JSON.stringify(quick)).not.toContain('Cj0-ad-id');
    expect(JSON.stringify(quick)).not.toContain('marketplace');

    // Later in the same visit, from a page that came with other tags: the first page still wins.
    await page.goto(`${contactPath(language)}?utm_source=newsletter`);
    await waitForContactForms(page);
    const email = uniqueEmail(`source-inquiry-${language}`);
    await fillInquiry(inquiryForm(page), { email });
    await inquiryForm(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(`${HOST_URL}${thankYouPath(language)}`);
    const inquiry = await inboxRecordWith(email);
    expect(inquiry.fields).toMatchObject({
      ...TAGGED_SOURCE,
      landingPage: landing,
      sentFrom: contactPath(language),
      language,
    });
  });
}

test('a visit nobody led here is "direct", and nothing of it outlives the tab', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const landing = pageOfKind('services', defaultLanguage).path;
  await page.goto(landing);
  await waitForHydration(page);
  await browseToContact(page, defaultLanguage);
  const email = uniqueEmail('source-direct');
  await fillQuick(quickForm(page), email);
  await quickForm(page).locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${HOST_URL}${thankYouPath(defaultLanguage)}`);
  expect((await inboxRecordWith(email)).fields).toMatchObject({
    source: 'direct',
    landingPage: landing,
    referringSite: '',
    utmSource: '',
    adClick: '',
  });
  // No cookie, nothing in the storage that outlives the tab.
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);

  // A new tab is a new visit.
  const next = await context.newPage();
  const home = pageOfKind('home', defaultLanguage).path;
  await next.goto(`${home}?utm_source=flyer`);
  await waitForHydration(next);
  const stored = await next.evaluate(() => window.sessionStorage.getItem('contact:visit-source'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ source: 'flyer', landingPage: home });
  await context.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the forms still post from a tagged visit, with the page and language but no source', async ({
    page,
  }) => {
    const language = languages.at(-1) ?? 'en';
    await page.goto(`${pageOfKind('venues', language).path}${TAGS}`, { referer: REFERRER });
    await page.goto(contactPath(language));
    const email = uniqueEmail(`source-nojs-${language}`);
    await fillQuick(quickForm(page), email);
    await quickForm(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(`${HOST_URL}${thankYouPath(language)}`);
    const record = await inboxRecordWith(email);
    expect(record.fields).toMatchObject({
      language,
      sentFrom: contactPath(language),
      source: '',
      landingPage: '',
      referringSite: '',
      utmSource: '',
      adClick: '',
    });
  });
});
