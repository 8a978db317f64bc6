/**
 * The opening of the home, service and venue pages on each screen size
 * (src/components/PageHero/first-screen.ts): on a phone the heading, lead and
 * actions fill the first screen and the picture waits just below it, fetched
 * at low priority; on a tablet or a desktop the picture shows at once and the
 * page's preload hint fetches it first.
 */
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { pageOfKind } from '../support/site';
import { HOST_URL, PLAIN_HOST_URL } from './support/hosts';
import { stubExternalRequests } from './support/page-helpers';

const OPENINGS = [
  pageOfKind('home', 'en'),
  pageOfKind('service', 'en'),
  pageOfKind('venue', 'es'),
  pageOfKind('service', 'it'),
];

const PHONE = { width: 412, height: 823 };
const WIDER_SCREENS = [
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** The priority Chromium first gave each request, by URL. */
async function recordPriorities(page: Page): Promise<Map<string, string>> {
  const priorities = new Map<string, string>();
  const session: CDPSession = await page.context().newCDPSession(page);
  session.on('Network.requestWillBeSent', ({ request }) => {
    if (!priorities.has(request.url)) priorities.set(request.url, request.initialPriority);
  });
  await session.send('Network.enable');
  return priorities;
}

/** Whether each image preload hint of the page applies on this screen. */
function preloadsApplying(page: Page): Promise<boolean[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][imagesrcset]'),
      (link) => window.matchMedia(link.media || 'all').matches,
    ),
  );
}

const opening = (page: Page) => page.locator('main section[aria-labelledby="page-heading"]');
const openingPicture = (page: Page) => page.locator('main picture').first();

function pictureLoaded(page: Page): Promise<string> {
  return openingPicture(page)
    .locator('img')
    .evaluate((img: HTMLImageElement) =>
      img.complete && img.naturalWidth > 0 ? img.currentSrc : '',
    );
}

for (const { path } of OPENINGS) {
  test.describe(`the opening of ${path}`, () => {
    test.beforeEach(async ({ page }) => {
      await stubExternalRequests(page, [HOST_URL, PLAIN_HOST_URL]);
    });

    test('on a phone: the first screen is the heading, lead and actions; the picture waits below', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      const priorities = await recordPriorities(page);
      await page.goto(`${HOST_URL}${path}`);

      await expect(opening(page).getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
      for (const action of await opening(page).getByRole('link').all())
        await expect(action).toBeInViewport({ ratio: 1 });
      const pictureTop = await openingPicture(page).evaluate(
        (picture) => picture.getBoundingClientRect().top,
      );
      expect(pictureTop).toBeGreaterThanOrEqual(PHONE.height);
      expect(await preloadsApplying(page)).toEqual([false]);

      await openingPicture(page).scrollIntoViewIfNeeded();
      await expect.poll(() => pictureLoaded(page)).not.toBe('');
      expect(priorities.get(await pictureLoaded(page))).toBe('Low');
    });

    for (const screen of WIDER_SCREENS) {
      test(`on a ${screen.name}: the picture shows at once, preloaded first`, async ({ page }) => {
        await page.setViewportSize(screen);
        const priorities = await recordPriorities(page);
        await page.goto(`${HOST_URL}${path}`);

        await expect(opening(page).getByRole('heading', { level: 1 })).toBeInViewport();
        await expect(openingPicture(page)).toBeInViewport();
        expect(await preloadsApplying(page)).toEqual([true]);
        await expect.poll(() => pictureLoaded(page)).not.toBe('');
        expect(priorities.get(await pictureLoaded(page))).toBe('High');
      });
    }
  });
}
