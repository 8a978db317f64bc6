/**
 * Analytics as a visitor meets it, on copies of the site built with each
 * service on (support/analytics-sites.ts), served by the local host with
 * its _headers (so the Content-Security-Policy is enforced) and the
 * services stubbed (support/analytics-stubs.ts):
 *   - Plausible: page views, and each action's event under its name;
 *   - Cloudflare Web Analytics: page views only (it takes no events);
 *   - Google Analytics: a banner in the page's language, axe-clean and
 *     moving nothing; refusing loads nothing, now or later; accepting loads
 *     Google's tag through Partytown, and the events follow.
 * No request is refused by the policy, and no page has a console error.
 * What it costs: the site's own scripts a visit loads grow by at most 2 KB
 * gzip over the same visit of the site built without analytics (in the
 * same project copy, support/analytics-sites.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startStaticHost, type StaticHost } from '../../scripts/static-host/server';
import { sizesOf } from '../../scripts/bench/measure-bytes';
import { localizedPath } from '../../src/i18n/paths';
import type { AnalyticsProvider } from '../../src/analytics/providers';
import { loadSite, pageOfKind, siteLinks, translation } from '../support/site';
import { expectNoAxeViolations } from './support/axe';
import { analyticsSites, WITHOUT_ANALYTICS } from './support/analytics-sites';
import { stubAnalyticsServices, type SeenRequest } from './support/analytics-stubs';
import { fillQuick, quickForm, uniqueEmail, waitForContactForms } from './support/contact';
import { layoutShiftsOf, recordLayoutShifts } from './support/layout-shifts';
import { waitForHydration } from './support/page-helpers';

const site = loadSite();
// Visits start on the services page: the home page's voice assistant is another outside
// service, stubbed here without its script, which its integrity check would refuse.
const otherLanguage = site.languages.find((language) => language !== site.defaultLanguage);

// Three builds of the whole site come first: one worker, one service after the other.
test.describe.configure({ mode: 'default', timeout: 120_000 });

interface Visit {
  context: BrowserContext;
  page: Page;
  seen: SeenRequest[];
  /** Content-Security-Policy violations and console errors of the visit. */
  problems: string[];
}

let host: StaticHost | null = null;
let inbox = '';
let built: Awaited<ReturnType<typeof analyticsSites>> | undefined;

/** The site built with the service on (or without analytics): its public/ folder. */
async function analyticsSite(build: AnalyticsProvider | typeof WITHOUT_ANALYTICS): Promise<string> {
  built ??= await analyticsSites();
  return built[build].publicDir;
}

async function serve(provider: AnalyticsProvider): Promise<StaticHost> {
  await host?.close();
  inbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'analytics-inbox-')), 'inbox.jsonl');
  const thankYou = pageOfKind('thank-you', site.defaultLanguage).page.path;
  host = await startStaticHost({
    dir: await analyticsSite(provider),
    port: 0,
    forms: {
      inboxFile: inbox,
      successPages: {
        defaultLanguage: site.defaultLanguage,
        byLanguage: Object.fromEntries(
          site.languages.map((code) => [code, localizedPath(thankYou, code, site.defaultLanguage)]),
        ),
      },
    },
  });
  return host;
}

test.afterAll(async () => {
  await host?.close();
  host = null;
});

async function visit(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Visit> {
  const context = await browser.newContext({ viewport });
  const seen = await stubAnalyticsServices(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP refused ${event.blockedURI} (${event.violatedDirective})`);
    });
    // This browser has no phone or mail app: handing it a tel: or mailto: link stalls the
    // page. The site's own listeners have heard the click by then (analytics listens first).
    document.addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link && /^(tel|mailto):/.test(link.getAttribute('href') ?? '')) event.preventDefault();
    });
  });
  return { context, page, seen, problems };
}

/** An address of the served copy. */
const at = (pagePath: string) => new URL(pagePath, host?.url).href;

/** The events a stubbed service received, by name, in order. */
function eventNames(seen: readonly SeenRequest[], provider: AnalyticsProvider): string[] {
  return seen.flatMap(({ url, body }) => {
    if (provider === 'plausible' && url.href === 'https://plausible.io/api/event') {
      return [(body as { n: string }).n];
    }
    if (provider === 'google' && url.pathname === '/g/collect') {
      return [url.searchParams.get('en') ?? ''];
    }
    return [];
  });
}

/** Clicks that stand for an action, on the links the page has (site.yaml decides which). */
async function clickActionLinks(page: Page): Promise<string[]> {
  const links = siteLinks();
  const wanted: Array<[string, string]> = [
    ['a[href^="tel:"]', 'call_tapped'],
    ['a[href^="mailto:"]', 'email_tapped'],
    [`a[href="${links.instantQuote}"]`, 'instant_quote_followed'],
    [`a[href="${links.scheduling}"]`, 'scheduling_followed'],
    [`a[href="${links.vipLogin}"]`, 'vip_login_followed'],
  ];
  const clicked: string[] = [];
  for (const [selector, name] of wanted) {
    const link = page.locator(`${selector}:visible`).first();
    if ((await link.count()) === 0) continue;
    // Outside links open a new tab: let it open and close it.
    const popup = page
      .context()
      .waitForEvent('page', { timeout: 2_000 })
      .catch(() => null);
    await link.click({ modifiers: [] });
    await (await popup)?.close();
    clicked.push(name);
  }
  return clicked;
}

/** Switches the language with the footer's link to the page in another language. */
async function switchLanguage(page: Page): Promise<void> {
  if (!otherLanguage) return;
  await page.locator(`footer a[hreflang="${otherLanguage}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/${otherLanguage}/`));
}

async function sendQuickQuestion(page: Page, language: string): Promise<void> {
  await page.goto(at(pageOfKind('contact', language).path));
  await waitForContactForms(page);
  await fillQuick(quickForm(page), uniqueEmail(`analytics-${language}`));
  await quickForm(page).locator('button[type="submit"]').click();
  await expect(page).toHaveURL(at(pageOfKind('thank-you', language).path), { timeout: 15_000 });
}

async function requestGobo(page: Page): Promise<void> {
  await page.goto(at(pageOfKind('gobo-designer', site.defaultLanguage).path));
  await waitForHydration(page);
  await page
    .getByRole('button', {
      name: translation(site.defaultLanguage, 'gobo-designer:actions.request'),
    })
    .click();
  await expect(page).toHaveURL(/\/contact\/#inquiry$/);
}

/** The analytics budget: what the site's own code may add to a visit, before the service's script. */
const ANALYTICS_BUDGET_GZIP = 2 * 1024;

/**
 * gzip bytes (level 9, as the byte budgets count) of the site's own scripts
 * one visit of the services page loaded, up front or later (dynamic
 * imports), once `settled` says the visit has done what it does.
 */
async function ownScriptsOfVisit(
  browser: Browser,
  served: StaticHost,
  dir: string,
  settled: (visit: Visit) => Promise<void>,
): Promise<{ gzip: number; files: string[] }> {
  const visited = await visit(browser);
  const files = new Set<string>();
  visited.page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && url.origin === new URL(served.url).origin)
      files.add(decodeURIComponent(url.pathname));
  });
  await visited.page.goto(
    new URL(pageOfKind('services', site.defaultLanguage).path, served.url).href,
  );
  await waitForHydration(visited.page);
  await settled(visited);
  await visited.page.waitForLoadState('networkidle');
  await visited.context.close();
  const gzip = [...files].reduce(
    (sum, file) => sum + sizesOf(fs.readFileSync(path.join(dir, file))).gzip,
    0,
  );
  return { gzip, files: [...files].sort() };
}

/** The same visit of the site built without analytics and of the served copy (the same project copy). */
async function expectWithinBudget(
  browser: Browser,
  provider: AnalyticsProvider,
  settled: (visit: Visit) => Promise<void>,
): Promise<void> {
  if (!host) throw new Error('no copy served');
  const withoutDir = await analyticsSite(WITHOUT_ANALYTICS);
  const without = await startStaticHost({ dir: withoutDir, port: 0 });
  try {
    const off = await ownScriptsOfVisit(
      browser,
      without,
      withoutDir,
      () => new Promise((resolve) => setTimeout(resolve, 1_500)),
    );
    const on = await ownScriptsOfVisit(browser, host, await analyticsSite(provider), settled);
    // The copy's visit loads the analytics module besides what the site without it loads.
    expect(on.gzip, `scripts loaded: ${on.files.join(', ')}`).toBeGreaterThan(off.gzip);
    expect(
      on.gzip - off.gzip,
      `${provider}: ${on.gzip} B gzip against ${off.gzip} B without analytics`,
    ).toBeLessThanOrEqual(ANALYTICS_BUDGET_GZIP);
  } finally {
    await without.close();
  }
}

test.describe('Plausible', () => {
  test.beforeAll(async () => {
    test.setTimeout(45 * 60_000);
    await serve('plausible');
  });

  test('counts pages and sends every action under its name, with nothing refused', async ({
    browser,
  }) => {
    const { context, page, seen, problems } = await visit(browser);
    await page.goto(at(pageOfKind('services', site.defaultLanguage).path));
    await waitForHydration(page);
    await expect.poll(() => eventNames(seen, 'plausible')).toEqual(['pageview']);
    const script = seen.find(({ url }) => url.href === 'https://plausible.io/js/script.js');
    expect(script).toBeDefined();

    const clicked = await clickActionLinks(page);
    expect(clicked).toEqual(expect.arrayContaining(['call_tapped', 'email_tapped']));
    await switchLanguage(page);
    await sendQuickQuestion(page, site.defaultLanguage);
    await requestGobo(page);

    const expected = [
      ...clicked,
      ...(otherLanguage ? ['language_switched'] : []),
      'inquiry_sent',
      'gobo_design_requested',
    ];
    await expect
      .poll(() => eventNames(seen, 'plausible').filter((name) => name !== 'pageview'))
      .toEqual(expected);
    const events = seen.filter(({ url }) => url.pathname === '/api/event');
    const bodyOf = (name: string) =>
      events
        .map(({ body }) => body as { n: string; d: string; p: unknown })
        .find((b) => b.n === name);
    expect(bodyOf('inquiry_sent')).toMatchObject({
      d: 'example-events.com',
      p: { form: 'quick-question' },
    });
    if (otherLanguage) {
      expect(bodyOf('language_switched')?.p).toEqual({
        from: site.defaultLanguage,
        to: otherLanguage,
      });
    }
    // Page changes inside the site are counted too.
    expect(
      eventNames(seen, 'plausible').filter((name) => name === 'pageview').length,
    ).toBeGreaterThan(1);
    expect(problems).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });

  test('adds at most 2 KB gzip of the site’s own scripts to a visit', async ({ browser }) => {
    await expectWithinBudget(browser, 'plausible', async ({ seen }) => {
      await expect
        .poll(() => seen.some(({ url }) => url.href === 'https://plausible.io/js/script.js'))
        .toBe(true);
    });
  });
});

test.describe('Cloudflare Web Analytics', () => {
  test.beforeAll(async () => {
    test.setTimeout(45 * 60_000);
    await serve('cloudflare');
  });

  test('counts page views, first page and page changes, with nothing refused', async ({
    browser,
  }) => {
    const { context, page, seen, problems } = await visit(browser);
    await page.goto(at(pageOfKind('services', site.defaultLanguage).path));
    await waitForHydration(page);
    const views = () =>
      seen.filter(({ url }) => url.href === 'https://cloudflareinsights.com/cdn-cgi/rum');
    await expect.poll(() => views().length).toBe(1);
    expect(views()[0]?.body).toMatchObject({ siteToken: '0123456789abcdef0123456789abcdef' });
    await switchLanguage(page);
    if (otherLanguage) await expect.poll(() => views().length).toBe(2);
    // No event reaches Cloudflare: it has no way to receive them.
    await clickActionLinks(page);
    expect(seen.filter(({ url }) => url.hostname.endsWith('plausible.io'))).toEqual([]);
    expect(problems).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });

  test('adds at most 2 KB gzip of the site’s own scripts to a visit', async ({ browser }) => {
    await expectWithinBudget(browser, 'cloudflare', async ({ seen }) => {
      await expect
        .poll(() =>
          seen.some(
            ({ url }) => url.href === 'https://static.cloudflareinsights.com/beacon.min.js',
          ),
        )
        .toBe(true);
    });
  });
});

test.describe('Google Analytics', () => {
  test.beforeAll(async () => {
    test.setTimeout(45 * 60_000);
    await serve('google');
  });

  const fromGoogle = (seen: readonly SeenRequest[]) =>
    seen.filter(({ url }) =>
      /google(tagmanager|-analytics)\.com$|analytics\.google\.com$/.test(url.hostname),
    );

  const banner = (page: Page, language: string) =>
    page.getByRole('region', { name: translation(language, 'analytics:consent.label') });

  test('asks first, in the page’s language; refusing loads nothing, now or later', async ({
    browser,
  }) => {
    const { context, page, seen, problems } = await visit(browser);
    const language = otherLanguage ?? site.defaultLanguage;
    await page.goto(at(pageOfKind('services', language).path));
    await waitForHydration(page);
    await expect(banner(page, language)).toBeVisible();
    await banner(page, language)
      .getByRole('button', { name: translation(language, 'analytics:consent.refuse') })
      .click();
    await expect(banner(page, language)).toHaveCount(0);
    await clickActionLinks(page);
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(1_500);
    await expect(banner(page, language)).toHaveCount(0);
    expect(fromGoogle(seen)).toEqual([]);
    expect(
      await page.evaluate(() => document.querySelectorAll('script[src*="partytown"]').length),
    ).toBe(0);
    expect(await context.cookies()).toEqual([]);

    // The note by the contact forms lets the visitor answer again.
    await page.goto(at(pageOfKind('contact', language).path));
    await waitForContactForms(page);
    await expect(banner(page, language)).toHaveCount(0);
    await quickForm(page)
      .getByRole('button', { name: translation(language, 'analytics:privacy.change') })
      .click();
    await expect(banner(page, language)).toBeVisible();
    expect(fromGoogle(seen)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the banner moves nothing on the page and passes axe', async ({ browser }) => {
    const { context, page, problems } = await visit(browser, { width: 390, height: 844 });
    await recordLayoutShifts(page);
    await page.goto(at(pageOfKind('contact', site.defaultLanguage).path));
    await waitForHydration(page);
    await expect(banner(page, site.defaultLanguage)).toBeVisible();
    await page.waitForTimeout(500);
    expect(await layoutShiftsOf(page)).toEqual([]);
    await expectNoAxeViolations(page, 'the consent banner shown');
    expect(problems).toEqual([]);
    await context.close();
  });

  // The banner's markup and texts are in the page (hidden); the module that shows it,
  // loaded after the first paint, is counted here: 1,988 B gzip more than the same copy
  // built without analytics (the module 1,835 B, the webpack runtime 75 B, app and
  // commons 79 B), measured on the services page by the same method.
  test('adds at most 2 KB gzip of the site’s own scripts to a visit, banner included', async ({
    browser,
  }) => {
    await expectWithinBudget(browser, 'google', async ({ page }) => {
      await expect(banner(page, site.defaultLanguage)).toBeVisible();
    });
  });

  test('accepting loads Google’s tag through Partytown, and the events follow', async ({
    browser,
  }) => {
    const { context, page, seen, problems } = await visit(browser);
    await page.goto(at(pageOfKind('services', site.defaultLanguage).path));
    await waitForHydration(page);
    expect(fromGoogle(seen)).toEqual([]);
    await banner(page, site.defaultLanguage)
      .getByRole('button', { name: translation(site.defaultLanguage, 'analytics:consent.accept') })
      .click();
    await expect(banner(page, site.defaultLanguage)).toHaveCount(0);
    await expect
      .poll(() =>
        seen.some(
          ({ url }) => url.pathname === '/gtag/js' && url.searchParams.get('id') === 'G-E2ETEST123',
        ),
      )
      .toBe(true);
    await expect.poll(() => eventNames(seen, 'google')).toContain('page_view');

    const clicked = await clickActionLinks(page);
    await sendQuickQuestion(page, site.defaultLanguage);
    await expect
      .poll(() => eventNames(seen, 'google').filter((name) => name !== 'page_view'))
      .toEqual([...clicked, 'inquiry_sent']);
    const inquiry = seen.find(({ url }) => url.searchParams.get('en') === 'inquiry_sent');
    expect(inquiry?.url.searchParams.get('ep.form')).toBe('quick-question');

    // The answer is kept: the next page loads the tag without asking.
    await page.goto(at(pageOfKind('contact', site.defaultLanguage).path));
    await waitForContactForms(page);
    await page.waitForTimeout(1_000);
    await expect(banner(page, site.defaultLanguage)).toHaveCount(0);
    // Until the visitor takes it back from the note: the page starts again, and asks.
    const tagRequests = seen.filter(({ url }) => url.pathname === '/gtag/js').length;
    await quickForm(page)
      .getByRole('button', { name: translation(site.defaultLanguage, 'analytics:privacy.change') })
      .click();
    await expect(banner(page, site.defaultLanguage)).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(seen.filter(({ url }) => url.pathname === '/gtag/js')).toHaveLength(tagRequests);
    expect(problems).toEqual([]);
    await context.close();
  });
});
