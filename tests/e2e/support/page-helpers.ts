/**
 * Small helpers shared by the end-to-end specs.
 */
import type { Page } from '@playwright/test';

/**
 * Resolves once React has hydrated the Gatsby root (hydrateRoot marks the
 * container), so that what the test sees is what the client rendered, not
 * just the server HTML.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('___gatsby');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

/** A console error or warning, or an uncaught exception, as one line. */
export interface ConsoleProblem {
  kind: 'error' | 'warning' | 'pageerror';
  text: string;
  /** The URL the message is about (for failed loads: the resource). */
  url: string;
}

/** Starts recording console errors and warnings and uncaught exceptions of a page. */
export function recordConsoleProblems(page: Page): ConsoleProblem[] {
  const problems: ConsoleProblem[] = [];
  page.on('console', (message) => {
    const kind = message.type();
    if (kind === 'error' || kind === 'warning') {
      problems.push({ kind, text: message.text(), url: message.location().url });
    }
  });
  page.on('pageerror', (error) => {
    problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}`, url: page.url() });
  });
  return problems;
}

/** Answers every request to another host with an empty page, so no test needs the network. */
export async function stubExternalRequests(
  page: Page,
  localOrigins: readonly string[],
): Promise<void> {
  const local = localOrigins.map((origin) => new URL(origin).origin);
  await page.route(
    (url) => !local.includes(url.origin),
    (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '' }),
  );
}

/** A text as a literal inside a RegExp ("Photo + Film" has a "+"). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Stops the page's fake clock so that timers fire only when a test advances
 * it: time cannot leak past a threshold on a slow machine.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** One blocked load or run, as the browser reports it to the page. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Starts listening, before any of the page's own scripts run, for the
 * securitypolicyviolation events the browser fires when the
 * Content-Security-Policy blocks something; returns a reader of those seen.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<CspViolation[]>> {
  await page.addInitScript(() => {
    const seen: Array<{ directive: string; blocked: string; source: string }> = [];
    (window as unknown as { __cspViolations: typeof seen }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __cspViolations?: CspViolation[] }).__cspViolations ?? [],
    );
}
