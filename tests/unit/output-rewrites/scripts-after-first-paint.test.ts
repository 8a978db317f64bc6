/**
 * @jest-environment node
 *
 * Gatsby's async scripts become one loader that asks for them after the
 * first paint: same files, same order, same loader text on every page.
 * Run on a page Gatsby built (samples/gatsby-page.es-music.html).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'node-html-parser';
import {
  AFTER_FIRST_PAINT_LOADER,
  deferScriptsOfSite,
  LOADER_ID,
  LONGEST_WAIT_MS,
  scriptSourcesOfHtml,
  withScriptsAfterFirstPaint,
} from '../../../gatsby/output-rewrites/scripts-after-first-paint';
import { gatsbyPage, redirectPage } from './samples';

const FILE = 'es/music/index.html';

/** Gatsby's framework scripts in the sample, in the order it writes them. */
const SAMPLE_SCRIPTS = [
  '/webpack-runtime-7c26a3eecd753a21bd4b.js',
  '/framework-e2352897db4b22c2e0f0.js',
  '/app-670fb6270768569bc4ce.js',
];

function scriptsOf(html: string) {
  return parse(html).querySelectorAll('script');
}

/** The sample with its framework scripts swapped for these, as another build would write them. */
function pageWithScripts(sources: readonly string[]): string {
  const page = gatsbyPage();
  const first = page.indexOf(`<script src="${SAMPLE_SCRIPTS[0]}"`);
  const afterLast = page.indexOf('<!-- slice-end');
  const scripts = sources.map((src) => `<script src="${src}" async></script>`).join('');
  return page.slice(0, first) + scripts + page.slice(afterLast);
}

describe('withScriptsAfterFirstPaint', () => {
  it('swaps Gatsby’s async scripts for one loader that lists them in order, in their place', () => {
    const page = gatsbyPage();
    expect(scriptSourcesOfHtml(page)).toEqual(SAMPLE_SCRIPTS);
    const html = withScriptsAfterFirstPaint(page, FILE);
    const scripts = scriptsOf(html);
    expect(scripts.some((script) => script.hasAttribute('src'))).toBe(false);
    const loader = scripts.at(-1);
    expect(loader?.getAttribute('id')).toBe(LOADER_ID);
    expect(loader?.getAttribute('data-src')).toBe(SAMPLE_SCRIPTS.join(' '));
    expect(html).toMatch(/<\/script><!-- slice-end id="_gatsby-scripts-1" --><\/body><\/html>$/);
    // Everything before the scripts is untouched.
    const firstScript = page.indexOf(`<script src="${SAMPLE_SCRIPTS[0]}"`);
    expect(html.slice(0, firstScript)).toBe(page.slice(0, firstScript));
  });

  it('writes the same loader text whatever the files, so one CSP hash allows it', () => {
    const one = scriptsOf(withScriptsAfterFirstPaint(pageWithScripts(['/app-1.js']), FILE)).at(-1);
    const other = scriptsOf(
      withScriptsAfterFirstPaint(pageWithScripts(['/app-2.js', '/f-9.js']), FILE),
    ).at(-1);
    expect(one?.text).toBe(AFTER_FIRST_PAINT_LOADER);
    expect(other?.text).toBe(one?.text);
    expect(other?.getAttribute('data-src')).toBe('/app-2.js /f-9.js');
  });

  it('leaves a page Gatsby did not render (a redirect page) as it is', () => {
    const page = redirectPage();
    expect(withScriptsAfterFirstPaint(page, 'djs/index.html')).toBe(page);
  });

  it('fails, naming the rewrite and the file, when Gatsby writes its scripts another way', () => {
    // As if Gatsby wrote `defer` instead of `async`.
    const page = gatsbyPage().replaceAll('" async></script>', '" defer></script>');
    expect(() => withScriptsAfterFirstPaint(page, FILE)).toThrow(
      new RegExp(`Output rewrite "scripts-after-first-paint" no longer matches .* ${FILE}`),
    );
  });

  it('does not take outside or non-async scripts for Gatsby’s', () => {
    const page = pageWithScripts([]).replace(
      '<!-- slice-end',
      '<script src="/sync.js"></script><script src="https://x.example/a.js" async></script>' +
        '<script src="//x.example/b.js" async></script><!-- slice-end',
    );
    expect(() => withScriptsAfterFirstPaint(page, FILE)).toThrow(/"scripts-after-first-paint"/);
  });
});

describe('deferScriptsOfSite', () => {
  function siteWith(files: Record<string, string>): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'after-paint-'));
    for (const [file, html] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), html);
    }
    return dir;
  }

  it('rewrites every page Gatsby rendered but not Gatsby’s own pieces or other pages', () => {
    const slice = '<script src="/app-1.js" async></script>';
    const dir = siteWith({
      'index.html': gatsbyPage(),
      [FILE]: gatsbyPage(),
      'djs/index.html': redirectPage(),
      '_gatsby/slices/_gatsby-scripts-1.html': slice,
    });
    try {
      expect(deferScriptsOfSite(dir)).toBe(2);
      const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
      expect(read(FILE)).toContain(`id="${LOADER_ID}"`);
      expect(read('djs/index.html')).toBe(redirectPage());
      expect(read('_gatsby/slices/_gatsby-scripts-1.html')).toBe(slice);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails when no page of the site is one Gatsby rendered, as if its page root were renamed', () => {
    const renamed = gatsbyPage().replace('<div id="___gatsby">', '<div id="___gatsby-root">');
    const dir = siteWith({ 'index.html': renamed, 'djs/index.html': redirectPage() });
    try {
      expect(() => deferScriptsOfSite(dir)).toThrow(
        /"scripts-after-first-paint"[\s\S]*none of its 2 HTML files holds <div id="___gatsby">/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

interface FakeScript {
  src: string;
  async: boolean;
}

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

interface LoaderWorld {
  visibilityState?: 'visible' | 'hidden';
  /** Whether the browser has paint timing. */
  paintTiming?: boolean;
}

/** Runs the loader against a stand-in browser; returns what it appended and what it queued. */
function runLoader({ visibilityState = 'visible', paintTiming = true }: LoaderWorld = {}) {
  const appended: FakeScript[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const observers: Array<{ callback: PaintCallback; options: unknown; disconnected: boolean }> = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['navigation', 'paint'] : ['navigation'];
    private readonly record: (typeof observers)[number];
    constructor(callback: PaintCallback) {
      this.record = { callback, options: null, disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
    }
  }
  const fakeDocument = {
    visibilityState,
    currentScript: {
      getAttribute: (name: string) => (name === 'data-src' ? '/runtime.js /app.js' : null),
    },
    createElement: () => ({ src: '', async: true }),
    body: { appendChild: (script: FakeScript) => appended.push(script) },
  };
  new Function(
    'window',
    'document',
    'requestAnimationFrame',
    'setTimeout',
    AFTER_FIRST_PAINT_LOADER,
  )(
    { PerformanceObserver: FakePerformanceObserver },
    fakeDocument,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms: number) => timers.push({ callback, ms }),
  );
  /** The browser reports paint entries of these names to every observer. */
  const reportPaint = (...names: string[]) =>
    observers.forEach((record) =>
      record.callback(
        { getEntriesByName: (name) => names.filter((entry) => entry === name) },
        {
          disconnect: () => {
            record.disconnected = true;
          },
        },
      ),
    );
  return { appended, frames, timers, observers, reportPaint };
}

const LOADED_IN_ORDER = [
  { src: '/runtime.js', async: false },
  { src: '/app.js', async: false },
];

describe('the loader in the browser', () => {
  it('waits for the first contentful paint, then asks for every file, run in order', () => {
    const { appended, observers, reportPaint } = runLoader();
    expect(observers.map((record) => record.options)).toEqual([{ type: 'paint', buffered: true }]);
    reportPaint('first-paint');
    expect(appended).toEqual([]);
    reportPaint('first-paint', 'first-contentful-paint');
    expect(appended).toEqual(LOADED_IN_ORDER);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('loads once, after the longest wait, on a page that paints nothing', () => {
    const { appended, timers, reportPaint } = runLoader();
    expect(timers.map((timer) => timer.ms)).toEqual([LONGEST_WAIT_MS]);
    timers.forEach((timer) => timer.callback());
    expect(appended).toEqual(LOADED_IN_ORDER);
    reportPaint('first-contentful-paint');
    expect(appended).toHaveLength(2);
  });

  it('without paint timing, loads after the next frame is painted', () => {
    const { appended, frames, timers, observers } = runLoader({ paintTiming: false });
    expect(observers).toEqual([]);
    expect(appended).toEqual([]);
    frames.forEach((frame) => frame());
    expect(appended).toEqual([]);
    timers.forEach((timer) => timer.callback());
    expect(appended).toEqual(LOADED_IN_ORDER);
  });

  it('loads at once in a background tab, which paints nothing until shown', () => {
    const { appended, frames, observers } = runLoader({ visibilityState: 'hidden' });
    expect(frames).toEqual([]);
    expect(observers).toEqual([]);
    expect(appended).toEqual(LOADED_IN_ORDER);
  });
});

describe('scriptSourcesOfHtml', () => {
  it('reads script elements and the loader’s list, in document order', () => {
    const html =
      '<head><script src="/head.js"></script><script>inline()</script></head><body>' +
      `<script id="${LOADER_ID}" data-src="/a.js /b.js">x</script><script src="/late.js" async></script></body>`;
    expect(scriptSourcesOfHtml(html)).toEqual(['/head.js', '/a.js', '/b.js', '/late.js']);
  });
});
