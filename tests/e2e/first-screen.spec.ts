/**
 * The first screen of every page kind, on a 390×844 phone and a 1440×900
 * desktop: a call link (tel: business.phone of site.yaml) fully in view,
 * before and without JavaScript; on the pages that open with a picture
 * (home, service, venue) the heading right under the top bar and the
 * picture starting inside the first screen on a phone, the picture taking
 * the right part of the window on a desktop, and its preload hint applying
 * on both. Each visit attaches a screenshot of the first screen to the
 * report, so that a reviewer sees the design without building the site.
 */
import fs from 'node:fs';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { PAGE_KINDS } from '../../src/config/constants';
import { cleanUpUsPhone } from '../../src/config/normalize';
import type { SiteConfig } from '../../src/config/schema';
import { pageOfKind, SITE_YAML, translation } from '../support/site';
import { HOST_URL, PLAIN_HOST_URL } from './support/hosts';
import { escapeRegExp, stubExternalRequests } from './support/page-helpers';

const SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** Page kinds that open with a picture beside or under their heading. */
const OPENS_WITH_PICTURE = new Set(['home', 'service', 'venue']);

/** On a phone the heading starts right under the top bar: within this many px of the top. */
const PHONE_HEADING_TOP_MAX = 200;

/** business.phone of site.yaml as a tel: address (+1 and ten digits). */
function phoneHref(): string {
  const { business } = parse(fs.readFileSync(SITE_YAML, 'utf8')) as Pick<SiteConfig, 'business'>;
  const digits = String(cleanUpUsPhone(business.phone)).replace(/\D/g, '');
  return `tel:+1${digits.length === 11 ? digits.slice(1) : digits}`;
}

/** The call link of the header, by its name in the page's language. */
function callLink(page: Page, language: string) {
  return page
    .locator('header')
    .first()
    .getByRole('link', {
      name: new RegExp(`^${escapeRegExp(translation(language, 'common:nav.callUs'))}`),
    });
}

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

interface Box {
  top: number;
  left: number;
  right: number;
  width: number;
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { top, left, right, width } = element.getBoundingClientRect();
      return { top, left, right, width };
    });
}

/**
 * The screenshot of the first screen, as a returning visitor sees it: the
 * brand face is font-display: optional, so a page opened on a cold cache
 * may keep its stand-in face; reloaded, it is set in the brand face.
 */
async function attachFirstScreen(page: Page, name: string): Promise<void> {
  await page.reload({ waitUntil: 'networkidle' });
  await test.info().attach(name, {
    body: await page.screenshot({ animations: 'disabled' }),
    contentType: 'image/png',
  });
}

for (const screen of SCREENS) {
  test.describe(`first screen on a ${screen.name} (${screen.width}×${screen.height})`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    for (const kind of PAGE_KINDS) {
      const { path, language } = pageOfKind(kind, 'en');
      test(`${kind} ${path}: a call link${OPENS_WITH_PICTURE.has(kind) ? ', the heading and the picture' : ''}`, async ({
        page,
      }) => {
        await stubExternalRequests(page, [HOST_URL, PLAIN_HOST_URL]);
        const priorities = await recordPriorities(page);
        await page.goto(path, { waitUntil: 'networkidle' });

        const call = callLink(page, language);
        await expect(call).toHaveAttribute('href', phoneHref());
        await expect(call, 'the call link, whole, in the first screen').toBeInViewport({
          ratio: 1,
        });

        if (OPENS_WITH_PICTURE.has(kind)) {
          const heading = await boxOf(page, 'main h1');
          const picture = await boxOf(page, 'main picture');
          if (screen.name === 'phone') {
            expect(heading.top, 'the heading starts right under the top bar').toBeLessThanOrEqual(
              PHONE_HEADING_TOP_MAX,
            );
            expect(picture.top, 'the picture starts inside the first screen').toBeLessThan(
              screen.height,
            );
            expect(picture.width, 'the picture runs from edge to edge').toBeGreaterThanOrEqual(
              screen.width - 1,
            );
          } else {
            await expect(opening(page).getByRole('heading', { level: 1 })).toBeInViewport({
              ratio: 1,
            });
            await expect(page.locator('main picture').first()).toBeInViewport({ ratio: 0.9 });
            expect(picture.right, 'the picture reaches the window’s right edge').toBeGreaterThan(
              screen.width - 1,
            );
            expect(
              picture.width,
              'the picture takes half the window or more',
            ).toBeGreaterThanOrEqual(screen.width / 2 - 1);
          }
          // In every first screen, so hinted first on every width and fetched at high priority.
          expect(await preloadsApplying(page)).toEqual([true]);
          const source = await page
            .locator('main picture img')
            .first()
            .evaluate((img: HTMLImageElement) => img.currentSrc);
          expect(priorities.get(source)).toBe('High');
        }

        await attachFirstScreen(page, `${kind}-${screen.width}x${screen.height}.png`);
      });
    }
  });
}

test.describe('the call link without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('is in the first screen of a phone, in the page’s language', async ({ page }) => {
    const { path, language } = pageOfKind('service', 'es');
    await page.goto(path);
    const call = callLink(page, language);
    await expect(call).toHaveAttribute('href', phoneHref());
    await expect(call).toBeInViewport({ ratio: 1 });
  });
});
