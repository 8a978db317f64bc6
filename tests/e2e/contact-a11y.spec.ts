/**
 * axe finds no WCAG 2.2 AA violation on the contact page, also with every
 * message showing, with the visitor's event list and the optional group
 * open, with the failure alert, on a phone, and on the thank-you page with
 * its summary of what was sent, in English and Spanish. Every control
 * keeps a 44 px target.
 */
import { expect, test } from '@playwright/test';
import {
  chooseVenue,
  contactPath,
  contactText,
  fillQuick,
  inquiryForm,
  openContact,
  quickForm,
  thankYouPath,
  uniqueEmail,
} from './support/contact';
import { EVENT_LIST_KEY } from '../../src/lib/event-list/entries';
import { SENT_SUMMARY_KEY } from '../../src/lib/forms/sent-summary';
import { catalog } from '../support/content';
import { loadSite } from '../support/site';
import { expectNoAxeViolations } from './support/axe';
import { waitForHydration } from './support/page-helpers';

for (const language of ['en', 'es']) {
  const t = (key: string) => contactText(language, key);

  test.describe(`accessibility of the contact forms (${language})`, () => {
    test('as loaded, and with every message showing', async ({ page }) => {
      // Two loads of the page and three axe runs: more than the default timeout on a busy machine.
      test.slow();
      await page.setViewportSize({ width: 1280, height: 900 });
      await openContact(page, language);
      await expectNoAxeViolations(page, 'the page as loaded');

      // The event list on top (a rental item, a venue, a design).
      await page.evaluate(
        ([key, item, venue]) =>
          window.sessionStorage.setItem(
            key,
            JSON.stringify([
              { kind: 'item', id: item },
              { kind: 'venue', id: venue },
              {
                kind: 'gobo',
                fileName: 'gobo-design.svg',
                summary: 'Custom gobo',
                svg: '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>',
              },
            ]),
          ),
        [EVENT_LIST_KEY, catalog().items[0]!.id, loadSite().venues[0]!.slug] as const,
      );
      await openContact(page, language);
      await expect(inquiryForm(page).locator('#event-list-heading + ol > li')).toHaveCount(3);
      await expectNoAxeViolations(page, 'the event list on top of the inquiry');

      // The optional group open (a venue is chosen in it), every message showing.
      await chooseVenue(inquiryForm(page), 'other');
      await inquiryForm(page)
        .getByRole('button', { name: t('inquiry.submit') })
        .click();
      await quickForm(page)
        .getByRole('button', { name: t('quick.submit') })
        .click();
      await expect(inquiryForm(page).getByRole('alert')).toBeVisible();
      await expect(quickForm(page).getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page, 'every message showing');
    });

    test('on a phone, with the failure alert', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await openContact(page, language);
      await page.route(`**${contactPath(language)}`, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 500, body: '' })
          : route.fallback(),
      );
      await fillQuick(quickForm(page), uniqueEmail(`a11y-${language}`));
      await quickForm(page)
        .getByRole('button', { name: t('quick.submit') })
        .click();
      await expect(quickForm(page).getByRole('alert')).toContainText(t('status.failed'));
      await expectNoAxeViolations(page, 'the failure alert on a phone');
    });

    test('every control and button is at least 44 px high', async ({ page }) => {
      await openContact(page, language);
      // The optional group open (a venue is chosen in it), every message showing.
      await chooseVenue(inquiryForm(page), 'other');
      const small = await page
        .locator('main form')
        .locator('input:not([type="hidden"]):not([type="checkbox"]), select, textarea, button')
        .evaluateAll((elements) =>
          elements
            .filter((element) => element.getClientRects().length > 0)
            .filter((element) => element.getBoundingClientRect().height < 44)
            .map((element) => element.getAttribute('name') ?? element.textContent),
        );
      expect(small).toEqual([]);
    });

    test('the thank-you page, with what was sent', async ({ page }) => {
      await page.goto(thankYouPath(language));
      await waitForHydration(page);
      await expectNoAxeViolations(page, 'the thank-you page');
      await page.evaluate(
        (key) =>
          window.sessionStorage.setItem(
            key,
            JSON.stringify({
              form: 'event-inquiry',
              rows: [
                { label: 'Name', value: 'Ana Rossi' },
                { label: 'Rental item', value: 'A light' },
              ],
            }),
          ),
        SENT_SUMMARY_KEY,
      );
      await page.reload();
      await waitForHydration(page);
      await expect(page.locator('main dl dd')).toHaveCount(2);
      await expectNoAxeViolations(page, 'the thank-you page with its summary');
    });
  });
}
