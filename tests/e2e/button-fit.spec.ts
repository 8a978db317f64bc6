/**
 * Buttons of the pages (and links drawn as buttons) in Spanish and Italian,
 * on a laptop and a phone: each one whose English label sits on one line
 * keeps its label on one line, and none spills out of its box. The pages
 * are those whose buttons the translations name: the home page's sections,
 * a service page's calls to action, the contact forms, the catalog's cards,
 * the gobo designer's actions and a venue page.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadSite, pageOfKind, pathIn, translation } from '../support/site';
import { expectFitLikeEnglish, labelLayouts, type LabelLayout } from './support/fit';
import { waitForHydration } from './support/page-helpers';

const { languages, defaultLanguage } = loadSite();

const PAGES: ReadonlyArray<{ name: string; path: (language: string) => string }> = [
  { name: 'home', path: (language) => pathIn('/', language) },
  { name: 'a service page', path: (language) => pageOfKind('service', language).path },
  { name: 'contact', path: (language) => pageOfKind('contact', language).path },
  { name: 'catalog', path: (language) => pageOfKind('catalog', language).path },
  { name: 'gobo designer', path: (language) => pageOfKind('gobo-designer', language).path },
  { name: 'a venue page', path: (language) => pageOfKind('venue', language).path },
];

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

/** The page's buttons once it has hydrated (the gobo designer's once its code has loaded). */
async function pageButtons(page: Page, path: string, language: string): Promise<LabelLayout[]> {
  await page.goto(path);
  await waitForHydration(page);
  if (path.includes(pageOfKind('gobo-designer', language).path)) {
    const download = page.getByRole('button', {
      name: translation(language, 'gobo-designer:actions.downloadSvg'),
    });
    await download.scrollIntoViewIfNeeded();
    await expect(download).toBeVisible();
  }
  return labelLayouts(page.locator('main'), 'a, button', { buttonsOnly: true });
}

for (const viewport of VIEWPORTS) {
  test.describe(`buttons at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    for (const { name, path } of PAGES) {
      for (const language of languages.filter((code) => code !== defaultLanguage)) {
        test(`keep their labels on one line as in English: ${name} (${language})`, async ({
          page,
        }) => {
          const english = await pageButtons(page, path(defaultLanguage), defaultLanguage);
          expect(english.length, `${name} has buttons`).toBeGreaterThan(0);
          const translated = await pageButtons(page, path(language), language);
          expectFitLikeEnglish(english, translated, `${name} in ${language}`);
        });
      }
    }
  });
}
