/**
 * The inquiry's venue choice in a real browser: the page loads no venue
 * list until the visitor reaches the field, axe finds nothing with the list
 * open, the keyboard alone chooses a venue, ?venue=<slug> shows that venue
 * by name, a submission posts the venue's slug as the <select> did, and
 * without JavaScript the <select> in the HTML still works.
 */
import { expect, test, type Page } from '@playwright/test';
import { VENUE_LIST_URL } from '../../src/components/ContactForm/venue-list';
import { translation } from '../support/site';
import { expectNoAxeViolations } from './support/axe';
import {
  contactPath,
  contactText,
  fillInquiry,
  inboxRecordWith,
  inquiryForm,
  openContact,
  thankYouPath,
  uniqueEmail,
  venueCombobox,
} from './support/contact';
import { HOST_URL } from './support/hosts';

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
      const combobox = venueCombobox(inquiryForm(page));
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      expect(listRequests()).toBe(0);

      await combobox.click();
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');
      const listbox = page.locator(`#${await combobox.getAttribute('aria-controls')}`);
      await expect(listbox.getByRole('option')).toHaveCount(5);
      await expect(listbox.getByRole('option').last()).toHaveText(t('fields.otherVenue'));
      expect(listRequests()).toBe(1);
      await expectNoAxeViolations(page, 'the venue list open');

      await combobox.press('ArrowDown');
      await expect(combobox).toHaveAttribute('aria-activedescendant', /-option-/);
      await expectNoAxeViolations(page, 'an option of the venue list active');

      await combobox.press('Escape');
      await combobox.click();
      await expect(listbox.getByRole('option')).toHaveCount(5);
      expect(listRequests()).toBe(1);
    });

    test('the keyboard alone finds and chooses a venue', async ({ page }) => {
      await openContact(page, language);
      const combobox = venueCombobox(inquiryForm(page));
      await combobox.focus();
      await page.keyboard.type('SPARTA');
      await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
        'Rock Island Lake Club (Sparta, NJ)',
        t('fields.otherVenue'),
      ]);
      const oneFound = t('venueList.results_one').replace('{{count, number}}', '1');
      await expect(inquiryForm(page).getByRole('status').filter({ hasText: oneFound })).toHaveCount(
        1,
      );
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(combobox).toHaveValue('Rock Island Lake Club (Sparta, NJ)');
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      await expect(postedVenue(page)).toHaveValue('rock-island-lake-club');
      await expect(combobox).toBeFocused();
    });

    test('?venue=<slug> shows that venue by name, without loading the list', async ({ page }) => {
      const listRequests = countListRequests(page);
      await openContact(page, language, '?venue=crossed-keys-estate');
      const combobox = venueCombobox(inquiryForm(page));
      await expect(combobox).toHaveValue('Crossed Keys Estate (Andover, NJ)');
      await expect(postedVenue(page)).toHaveValue('crossed-keys-estate');
      expect(listRequests()).toBe(0);
    });
  });
}

test('a submission posts the chosen venue as the <select> did', async ({ page }) => {
  await openContact(page, 'en');
  const email = uniqueEmail('combobox-venue');
  await fillInquiry(inquiryForm(page), { email, venue: 'bear-brook-valley' });
  await inquiryForm(page)
    .getByRole('button', { name: contactText('en', 'inquiry.submit') })
    .click();
  await expect(page).toHaveURL(`${HOST_URL}${thankYouPath('en')}`);
  const record = await inboxRecordWith(email);
  expect(record.fields.venue).toBe('bear-brook-valley');
  expect(record.fields).not.toHaveProperty('locationName');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the venue is the <select> of the HTML, preselection aside, and it posts', async ({
    page,
  }) => {
    await page.goto(contactPath('es'));
    const select = inquiryForm(page).locator('select[name="venue"]');
    await expect(select).toBeVisible();
    await expect(select.locator('option')).toHaveText([
      translation('es', 'contact:fields.choose'),
      'Bear Brook Valley (Fredon, NJ)',
      'Crossed Keys Estate (Andover, NJ)',
      'Lake Valhalla Club (Montville, NJ)',
      'Rock Island Lake Club (Sparta, NJ)',
      translation('es', 'contact:fields.otherVenue'),
    ]);
    await expect(page.locator('[role="combobox"]')).toHaveCount(0);

    const email = uniqueEmail('nojs-venue');
    await fillInquiry(inquiryForm(page), { email, venue: null });
    await select.selectOption('lake-valhalla-club');
    await inquiryForm(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(`${HOST_URL}${thankYouPath('es')}`);
    expect((await inboxRecordWith(email)).fields.venue).toBe('lake-valhalla-club');
  });
});
