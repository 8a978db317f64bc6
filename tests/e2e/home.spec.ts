/**
 * The home page as a visitor sees it, in English and Spanish: the hero with
 * its logo, tagline and three ways to start; the four audiences, each
 * leading somewhere useful; the trust banner; a card per service; the
 * corporate-events block; the closing call to action and the footer.
 */
import { expect, test } from '@playwright/test';
import { home, services } from '../support/content';
import { pathIn, siteLinks, translation } from '../support/site';
import { stubExternalRequests, waitForHydration } from './support/page-helpers';
import { HOST_URL, PLAIN_HOST_URL } from './support/hosts';

for (const language of ['en', 'es']) {
  test.describe(`home page (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await stubExternalRequests(page, [HOST_URL, PLAIN_HOST_URL]);
      await page.goto(pathIn('/', language));
      await waitForHydration(page);
    });

    test('hero: logo, tagline and the three ways to start', async ({ page }) => {
      const hero = page.locator('main section').first();
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
        translation(language, 'home:heading'),
      );
      await expect(hero.locator('img[src$=".svg"]')).toBeVisible();
      await expect(
        hero.getByRole('link', { name: translation(language, 'common:nav.moreInfo') }),
      ).toHaveAttribute('href', pathIn('/contact/', language));
      for (const key of ['common:nav.instantQuote', 'common:nav.schedule']) {
        const link = hero.getByRole('link', { name: new RegExp(`^${translation(language, key)}`) });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('href', /^https:\/\//);
      }
      // On this desktop screen the stage picture loads without any scrolling
      // (first-screen.spec.ts covers phones, where it waits below the fold).
      await expect(hero.locator('picture img')).toBeInViewport();
      await expect
        .poll(() =>
          hero
            .locator('picture img')
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
    });

    test('the four audiences each lead to their page', async ({ page }) => {
      const section = page.getByRole('region', {
        name: translation(language, 'home:audiences.heading'),
      });
      const { audiences } = home();
      await expect(section.getByRole('link')).toHaveCount(audiences.length);
      for (const audience of audiences) {
        await expect(
          section.getByRole('link', {
            name: translation(language, `home:audiences.${audience.id}.title`),
          }),
        ).toHaveAttribute('href', pathIn(audience.to, language));
      }
    });

    test('an audience card opens the section written for it', async ({ page }) => {
      const retail = home().audiences.find((audience) => audience.id === 'retail')!;
      await page
        .getByRole('link', { name: translation(language, 'home:audiences.retail.title') })
        .click();
      await expect(page).toHaveURL(`${HOST_URL}${pathIn(retail.to, language)}`);
      const section = page.locator(`section#${retail.to.split('#')[1]}`);
      await expect(section).toBeInViewport();
    });

    test('trust banner: years, events and rating from site.yaml', async ({ page }) => {
      const banner = page.getByRole('region', {
        name: translation(language, 'home:trust.heading'),
      });
      const facts = banner.getByRole('listitem');
      await expect(facts).toHaveCount(3);
      await expect(facts.nth(0)).toContainText('20+');
      await expect(facts.nth(1)).toContainText(language === 'it' ? '10.000+' : '10,000+'); // es-US writes 10,000
      await expect(facts.nth(2)).toContainText('5');
    });

    test('a card for every service, linking to its page or the gallery', async ({ page }) => {
      const section = page.getByRole('region', {
        name: translation(language, 'home:services.heading'),
      });
      const list = services();
      await expect(section.getByRole('article')).toHaveCount(list.length);
      for (const service of list) {
        const link = section.getByRole('link', {
          name: new RegExp(
            `^${translation(language, `services:cards.${service.id}.title`).replace(/[+]/g, '\\+')}`,
          ),
        });
        if (service.path)
          await expect(link).toHaveAttribute('href', pathIn(service.path, language));
        else await expect(link).toHaveAttribute('href', siteLinks()[service.link!]);
      }
      await section.getByRole('link', { name: translation(language, 'home:services.all') }).click();
      await expect(page).toHaveURL(`${HOST_URL}${pathIn('/services/', language)}`);
    });

    test('corporate-events block, closing call to action and footer', async ({ page }) => {
      const corporate = page.getByRole('region', {
        name: translation(language, 'home:corporate.heading'),
      });
      await expect(
        corporate.getByRole('link', { name: translation(language, 'home:corporate.link') }),
      ).toHaveAttribute('href', pathIn('/corporate-events/', language));
      const cta = page.getByRole('region', { name: translation(language, 'home:cta.heading') });
      await expect(cta.getByRole('link')).toHaveCount(3);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  });
}
