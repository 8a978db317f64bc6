/**
 * The voice-assistant widget of the home page (SPEC §1), with the provider
 * routed locally (never the network): its script is requested only after
 * the page's load event and the visitor's first interaction, with
 * site.yaml's element and attributes and its fingerprint (Subresource
 * Integrity); an empty, slow or blocked script leaves a working page with
 * no error; a copy that does not match the fingerprint is refused; other
 * pages never ask for it. (Switched off in site.yaml, the component renders
 * and requests nothing: see tests/unit/voice-assistant.)
 */
import fs from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { parse } from 'yaml';
import type { SiteConfig } from '../../src/config/schema';
import { scriptUrlProblem } from '../../src/config/script-url';
import { servicesMenu } from '../support/nav';
import { pageOfKind, pathIn, SITE_YAML } from '../support/site';
import { HOST_URL, PLAIN_HOST_URL } from './support/hosts';
import {
  recordConsoleProblems,
  stubExternalRequests,
  waitForHydration,
  type ConsoleProblem,
} from './support/page-helpers';

const widget = (parse(fs.readFileSync(SITE_YAML, 'utf8')) as SiteConfig).voiceAssistant;

/** A stand-in provider: defines the element and draws a launcher button in it. */
const FAKE_PROVIDER = `
customElements.define(${JSON.stringify(widget.element)}, class extends HTMLElement {
  connectedCallback() {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Talk to us';
    button.style.cssText = 'width:64px;height:64px;border-radius:50%';
    this.append(button);
  }
});`;

interface Timeline {
  loadAt: number | null;
  scriptAt: number | null;
  shift: number;
}

/** Records, in the page, when the load event fired and when the provider's <script> appeared. */
async function recordTimeline(page: Page): Promise<void> {
  await page.addInitScript((src: string) => {
    const timeline: Timeline = { loadAt: null, scriptAt: null, shift: 0 };
    (window as unknown as { __timeline: Timeline }).__timeline = timeline;
    addEventListener('load', () => {
      timeline.loadAt ??= performance.now();
    });
    new MutationObserver(() => {
      if (timeline.scriptAt === null && document.querySelector(`script[src="${src}"]`)) {
        timeline.scriptAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
        timeline.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, widget.scriptUrl);
}

interface StandInCheck {
  /** The integrity and crossorigin of the provider's <script>, as the page wrote them. */
  integrity: string | null;
  crossOrigin: string | null;
}

/**
 * The stand-in provider is not the file site.yaml's fingerprint belongs to:
 * for the tests of timing and failure, the fingerprint the page puts on the
 * provider's <script> is noted, then taken off just before the script is
 * added (the browser reads it at that moment). Its own test below checks that
 * a copy that does not match is refused.
 */
async function acceptStandIn(page: Page): Promise<void> {
  await page.addInitScript((src: string) => {
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLScriptElement && node.src === src) {
        const check: StandInCheck = {
          integrity: node.getAttribute('integrity'),
          crossOrigin: node.getAttribute('crossorigin'),
        };
        (window as unknown as { __standIn: StandInCheck }).__standIn = check;
        node.removeAttribute('integrity');
      }
      return appendChild.call(this, node) as T;
    };
  }, widget.scriptUrl);
}

function standInCheck(page: Page): Promise<StandInCheck | undefined> {
  return page.evaluate(() => (window as unknown as { __standIn?: StandInCheck }).__standIn);
}

/** The provider's CDN answers anyone (the script is fetched with crossorigin="anonymous"). */
const PROVIDER_HEADERS = { 'Access-Control-Allow-Origin': '*' };

function timeline(page: Page): Promise<Timeline> {
  return page.evaluate(() => (window as unknown as { __timeline: Timeline }).__timeline);
}

/** Routes the provider's script to `handler`; everything else outside stays stubbed. */
async function routeProvider(
  page: Page,
  handler: (route: Route) => Promise<void>,
): Promise<string[]> {
  const requests: string[] = [];
  await stubExternalRequests(page, [HOST_URL, PLAIN_HOST_URL]);
  await page.route(widget.scriptUrl, async (route) => {
    requests.push(route.request().url());
    await handler(route);
  });
  return requests;
}

/** Past the idle period in which an eager widget would have been requested. */
async function waitPastIdle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
  );
}

/**
 * The visitor's first move, once the page has settled (hydrated, loaded,
 * its effects run): the pointer crosses the page.
 */
async function firstInteraction(page: Page): Promise<void> {
  await waitPastIdle(page);
  await page.mouse.move(200, 300);
  await page.mouse.move(240, 320);
}

function describe(problems: readonly ConsoleProblem[]): string[] {
  return problems.map((problem) => `${problem.kind}: ${problem.text} [${problem.url}]`);
}

/** The header still works: its Services menu opens. */
async function expectWorkingPage(page: Page): Promise<void> {
  await expect(page.locator('h1')).toBeVisible();
  await page
    .locator('header')
    .first()
    .getByRole('button', { name: servicesMenu('en').trigger, exact: true })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test.use({ viewport: { width: 1280, height: 800 } });

test('site.yaml turns the widget on with a provider script, element and agent id', () => {
  expect(widget.enabled).toBe(true);
  expect(widget.scriptUrl).toMatch(/^https:\/\//);
  expect(scriptUrlProblem(widget.scriptUrl)).toBeUndefined();
  expect(widget.attributes.map((attribute) => attribute.name)).toContain('agent-id');
});

test('a visitor who only reads never causes the script to be requested', async ({ page }) => {
  const requests = await routeProvider(page, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      headers: PROVIDER_HEADERS,
      body: FAKE_PROVIDER,
    }),
  );
  await page.goto(pathIn('/', 'en'));
  await waitForHydration(page);
  await waitPastIdle(page);
  expect(requests).toEqual([]);
  // Its corner is already in place, empty, waiting for the provider.
  await expect(page.locator(widget.element)).toHaveCount(1);
});

test('the script is requested after load and the first interaction, with site.yaml attributes', async ({
  page,
}) => {
  await recordTimeline(page);
  await acceptStandIn(page);
  const requests = await routeProvider(page, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      headers: PROVIDER_HEADERS,
      body: FAKE_PROVIDER,
    }),
  );
  const problems = recordConsoleProblems(page);
  await page.goto(pathIn('/', 'en'));
  await waitForHydration(page);
  await page.waitForLoadState('load');
  await firstInteraction(page);

  const launcher = page.getByRole('button', { name: 'Talk to us' });
  await expect(launcher).toBeVisible();
  expect(requests).toEqual([widget.scriptUrl]);

  const { loadAt, scriptAt, shift } = await timeline(page);
  expect(loadAt).not.toBeNull();
  expect(scriptAt).not.toBeNull();
  expect(scriptAt as number).toBeGreaterThan(loadAt as number);

  const element = page.locator(widget.element);
  for (const { name, value } of widget.attributes) {
    await expect(element).toHaveAttribute(name, value);
  }
  await expect(page.locator(`script[src="${widget.scriptUrl}"]`)).toHaveCount(1);
  // Asked for with site.yaml's fingerprint, without cookies (taken off for the stand-in only).
  expect(await standInCheck(page)).toEqual({
    integrity: widget.scriptIntegrity ?? null,
    crossOrigin: widget.scriptIntegrity ? 'anonymous' : null,
  });

  // In its corner, over the page, moving nothing.
  const box = await launcher.boundingBox();
  expect(box && box.x + box.width).toBeGreaterThan(1280 - 80);
  expect(box && box.y + box.height).toBeGreaterThan(800 - 80);
  expect(shift).toBeLessThan(0.01);
  expect(describe(problems)).toEqual([]);
});

test('an empty script leaves a working page and nothing visible', async ({ page }) => {
  await acceptStandIn(page);
  const requests = await routeProvider(page, (route) =>
    route.fulfill({ contentType: 'text/javascript', headers: PROVIDER_HEADERS, body: '' }),
  );
  const problems = recordConsoleProblems(page);
  await page.goto(pathIn('/', 'en'));
  await waitForHydration(page);
  await firstInteraction(page);
  await expect.poll(() => requests.length).toBe(1);
  await page.waitForLoadState('networkidle');

  await expect(page.locator(widget.element)).toBeHidden();
  await expectWorkingPage(page);
  expect(describe(problems)).toEqual([]);
});

test('a blocked script causes no page error and removes the widget', async ({ page }) => {
  const requests = await routeProvider(page, (route) => route.abort('blockedbyclient'));
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(pathIn('/', 'en'));
  await waitForHydration(page);
  await firstInteraction(page);
  await expect.poll(() => requests.length).toBe(1);

  await expect(page.locator(widget.element)).toHaveCount(0);
  await expectWorkingPage(page);
  expect(pageErrors).toEqual([]);
});

test('a slow script never holds the page back', async ({ page }) => {
  await acceptStandIn(page);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requests = await routeProvider(page, async (route) => {
    await released;
    await route.fulfill({
      contentType: 'text/javascript',
      headers: PROVIDER_HEADERS,
      body: FAKE_PROVIDER,
    });
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(pathIn('/', 'en'));
  await waitForHydration(page);
  await firstInteraction(page);
  await expect.poll(() => requests.length).toBe(1);

  // Still waiting for the provider: the page is loaded, hydrated and usable.
  expect(await page.evaluate(() => document.readyState)).toBe('complete');
  await expectWorkingPage(page);

  release();
  await expect(page.getByRole('button', { name: 'Talk to us' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a copy of the script that does not match site.yaml’s fingerprint is refused, and the page carries on', async ({
  page,
}) => {
  test.skip(!widget.scriptIntegrity, 'site.yaml sets no scriptIntegrity');
  const requests = await routeProvider(page, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      headers: PROVIDER_HEADERS,
      body: FAKE_PROVIDER,
    }),
  );
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(pathIn('/', 'en'));
  await waitForHydration(page);
  await firstInteraction(page);
  await expect.poll(() => requests.length).toBe(1);

  // The stand-in never ran: no launcher, and the widget's corner is removed.
  await expect(page.locator(widget.element)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Talk to us' })).toHaveCount(0);
  await expectWorkingPage(page);
  expect(pageErrors).toEqual([]);
});

for (const kind of ['service', 'gobo-designer', 'contact'] as const) {
  test(`the ${kind} page never asks for the widget`, async ({ page }) => {
    const requests = await routeProvider(page, (route) =>
      route.fulfill({ contentType: 'text/javascript', headers: PROVIDER_HEADERS, body: '' }),
    );
    await page.goto(pageOfKind(kind, 'en').path);
    await waitForHydration(page);
    await firstInteraction(page);
    await waitPastIdle(page);
    expect(requests).toEqual([]);
    await expect(page.locator(widget.element)).toHaveCount(0);
  });
}
