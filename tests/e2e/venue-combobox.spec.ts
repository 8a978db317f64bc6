/**
 * The inquiry's venue choice in a real browser: the page loads no venue
 * list until the visitor reaches the field, axe finds nothing with the list
 * open, the keyboard alone chooses a venue, ?venue=<slug> shows that venue
 * by name, a submission posts the venue's slug as the <select> did, and
 * without JavaScript the <select> in the HTML still works. (The venue is
 * among the inquiry's optional answers, in the group the visitor opens.)
 */
import { expect, test, type Page } from '@playwright/test';
import { VENUE_LIST_URL } from '../../src/components/ContactForm/venue-list';
import { loadSite, translation } from '../support/site';
import { expectNoAxeViolations } from './support/axe';
import {
  contactPath,
  contactText,
  fillInquiry,
  inboxRecordWith,
  inquiryForm,
  openContact,
  openMoreDetails,
  thankYouPath,
  uniqueEmail,
  venueCombobox,
} from './support/contact';
import { HOST_URL } from './support/hosts';

type Venue = ReturnType<typeof loadSite>['venues'][number];

/** The venues of site.yaml, as the list names them. */
const venues = loadSite().venues;
const label = (venue: Venue) => `${venue.name} (${venue.locality}, ${venue.region})`;

/** A venue whose town no other venue's name, town or state contains: typing the town finds it alone. */
function venueFoundByItsTown(): Venue {
  const words = (venue: Venue) => `${venue.name} ${venue.locality} ${venue.region}`.toLowerCase();
  const found = [...venues]
    .reverse()
    .find((venue) =>
      venues.every(
        (other) => other === venue || !words(other).includes(venue.locality.toLowerCase()),
      ),
    );
  if (!found) throw new Error('Every venue of site.yaml shares its town with another');
  return found;
}

/** Two venues of site.yaml (the same one if it lists only one). */
const firstVenue = venues[0]!;
const lastVenue = venues.at(-1)!;

const postedVenue = (page: Page) => inquiryForm(page).locator('input[type="hidden"][name="venue"]');

/** Counts the page's requests for the venue list. */
function countListRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === VENUE_LIST_URL) count += 1;
  });
  return () => count;
}

for (const language of ['en', 'es']) {
  const t = (key: string) => contactText(language, key);

  test.describe(`the venue choice (${language})`, () => {
    test('loads the list on first focus only, and passes axe while open', async ({ page }) => {
      const listRequests = countListRequests(page);
      await openContact(page, language);
      // The venue is among the optional answers, in the group the visitor opens.
      await openMoreDetails(inquiryForm(page));
      const combobox = venueCombobox(inquiryForm(page));
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      expect(listRequests()).toBe(0);

      await combobox.click();
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');
      const listbox = page.locator(`#${await combobox.getAttribute('aria-controls')}`);
      await expect(listbox.getByRole('option')).toHaveCount(venues.length + 1);
      await expect(listbox.getByRole('option').last()).toHaveText(t('fields.otherVenue'));
      expect(listRequests()).toBe(1);
      await expectNoAxeViolations(page, 'the venue list open');

      await combobox.press('ArrowDown');
      await expect(combobox).toHaveAttribute('aria-activedescendant', /-option-/);
      await expectNoAxeViolations(page, 'an option of the venue list active');

      await combobox.press('Escape');
      await combobox.click();
      await expect(listbox.getByRole('option')).toHaveCount(venues.length + 1);
      expect(listRequests()).toBe(1);
    });

    test('the keyboard alone finds and chooses a venue', async ({ page }) => {
      await openContact(page, language);
      await openMoreDetails(inquiryForm(page));
      const combobox = venueCombobox(inquiryForm(page));
      const venue = venueFoundByItsTown();
      await combobox.focus();
      await page.keyboard.type(venue.locality.toUpperCase());
      await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
        label(venue),
        t('fields.otherVenue'),
      ]);
      const oneFound = t('venueList.results_one').replace('{{count, number}}', '1');
      await expect(inquiryForm(page).getByRole('status').filter({ hasText: oneFound })).toHaveCount(
        1,
      );
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(combobox).toHaveValue(label(venue));
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      await expect(postedVenue(page)).toHaveValue(venue.slug);
      await expect(combobox).toBeFocused();
    });

    test('?venue=<slug> shows that venue by name, without loading the list', async ({ page }) => {
      const listRequests = countListRequests(page);
      await openContact(page, language, `?venue=${lastVenue.slug}`);
      const combobox = venueCombobox(inquiryForm(page));
      await expect(combobox).toHaveValue(label(lastVenue));
      await expect(postedVenue(page)).toHaveValue(lastVenue.slug);
      expect(listRequests()).toBe(0);
    });
  });
}

test('a submission posts the chosen venue as the <select> did', async ({ page }) => {
  await openContact(page, 'en');
  const email = uniqueEmail('combobox-venue');
  await fillInquiry(inquiryForm(page), { email, venue: firstVenue.slug });
  await inquiryForm(page)
    .getByRole('button', { name: contactText('en', 'inquiry.submit') })
    .click();
  await expect(page).toHaveURL(`${HOST_URL}${thankYouPath('en')}`);
  const record = await inboxRecordWith(email);
  expect(record.fields.venue).toBe(firstVenue.slug);
  expect(record.fields).not.toHaveProperty('locationName');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the venue is the <select> of the HTML, preselection aside, and it posts', async ({
    page,
  }) => {
    await page.goto(contactPath('es'));
    await openMoreDetails(inquiryForm(page));
    const select = inquiryForm(page).locator('select[name="venue"]');
    await expect(select).toBeVisible();
    await expect(select.locator('option')).toHaveText([
      translation('es', 'contact:fields.choose'),
      ...venues.map(label),
      translation('es', 'contact:fields.otherVenue'),
    ]);
    await expect(page.locator('[role="combobox"]')).toHaveCount(0);

    const email = uniqueEmail('nojs-venue');
    await fillInquiry(inquiryForm(page), { email, venue: null });
    await select.selectOption(lastVenue.slug);
    await inquiryForm(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(`${HOST_URL}${thankYouPath('es')}`);
    expect((await inboxRecordWith(email)).fields.venue).toBe(lastVenue.slug);
  });
});
