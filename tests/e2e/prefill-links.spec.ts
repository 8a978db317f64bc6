/**
 * Pages that lead to the contact form with something chosen, in English and
 * Spanish: "Plan your event here" on a venue page preselects the venue; a
 * service page's "Receive More Info" names the service in the message.
 */
import { expect, test } from '@playwright/test';
import { services } from '../support/content';
import { loadSite, pathIn, translation } from '../support/site';
import { HOST_URL } from './support/hosts';
import { waitForHydration } from './support/page-helpers';

const site = loadSite();
const venuePages = site.pages.filter((page) => page.kind === 'venue');

for (const language of ['en', 'es']) {
  test.describe(`prefilled contact form (${language})`, () => {
    for (const venue of venuePages.slice(0, 2)) {
      test(`"Plan your event here" at ${venue.venueSlug} preselects it`, async ({ page }) => {
        await page.goto(pathIn(venue.path, language));
        await waitForHydration(page);
        await page
          .locator('main')
          .getByRole('link', { name: translation(language, 'venue-page:plan.button') })
          .first()
          .click();
        await expect(page).toHaveURL(
          `${HOST_URL}${pathIn('/contact/', language)}?venue=${venue.venueSlug}`,
        );
        await waitForHydration(page);
        await expect(page.locator('input[type="hidden"][name="venue"]')).toHaveValue(
          venue.venueSlug!,
        );
        // Arrived without the page's HTML: the venue's name comes with the venue list.
        await expect(page.locator('#event-inquiry-venue[role="combobox"]')).toHaveValue(
          /^[A-Z].+ \(.+, [A-Z]{2}\)$/,
        );
      });
    }

    test('a service page names its service in the message', async ({ page }) => {
      const music = services().find((service) => service.id === 'music')!;
      await page.goto(pathIn(music.path!, language));
      await waitForHydration(page);
      await page
        .locator('main')
        .getByRole('link', { name: translation(language, 'common:nav.moreInfo') })
        .first()
        .click();
      await expect(page).toHaveURL(`${HOST_URL}${pathIn('/contact/', language)}?service=music`);
      await waitForHydration(page);
      await expect(page.locator('textarea[name="message"]').first()).toHaveValue(
        new RegExp(translation(language, music.label)),
      );
    });
  });
}
