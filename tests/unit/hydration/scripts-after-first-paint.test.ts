/**
 * @jest-environment node
 *
 * Gatsby's async scripts become one loader that asks for them after the
 * first paint: same files, same order, same loader text on every page.
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
} from '../../../gatsby/hydration/scripts-after-first-paint';

/** The end of a page as Gatsby 5 writes it (the "_gatsby-scripts" slice). */
function gatsbyPage(scripts: readonly string[]): string {
  return (
    '<html><head></head><body><div id="___gatsby">page</div>' +
    '<script id="gatsby-script-loader">a=1</script>' +
    '<script>window.___webpackCompilationHash="1";</script>' +
    scripts.map((src) => `<script src="${src}" async></script>`).join('') +
    '<!-- slice-end id="_gatsby-scripts-1" --></body></html>'
  );
}

function scriptsOf(html: string) {
  return parse(html).querySelectorAll('script');
}

describe('withScriptsAfterFirstPaint', () => {
  it('swaps the async scripts for one loader that lists them in order, in their place', () => {
    const html = withScriptsAfterFirstPaint(
      gatsbyPage(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']),
    );
    const scripts = scriptsOf(html);
    expect(scripts.map((script) => script.getAttribute('id') ?? '')).toEqual([
      'gatsby-script-loader',
      '',
      LOADER_ID,
    ]);
    expect(scripts.some((script) => script.hasAttribute('src'))).toBe(false);
    expect(scripts[2]?.getAttribute('data-src')).toBe(
      '/webpack-runtime-1.js /framework-2.js /app-3.js',
    );
    expect(html).toMatch(/<\/script><!-- slice-end id="_gatsby-scripts-1" --><\/body>/);
  });

  it('writes the same loader text whatever the files, so one CSP hash allows it', () => {
    const one = scriptsOf(withScriptsAfterFirstPaint(gatsbyPage(['/app-1.js'])));
    const other = scriptsOf(withScriptsAfterFirstPaint(gatsbyPage(['/app-2.js', '/f-9.js'])));
    expect(one[2]?.text).toBe(AFTER_FIRST_PAINT_LOADER);
    expect(other[2]?.text).toBe(one[2]?.text);
  });

  it('leaves pages without them, and outside or non-async scripts, as they are', () => {
    const others =
      '<body><script src="/sync.js"></script><script src="https://x.example/a.js" async></script>' +
      '<script src="//x.example/b.js" async></script></body>';
    expect(withScriptsAfterFirstPaint(others)).toBe(others);
    expect(withScriptsAfterFirstPaint(gatsbyPage([]))).toBe(gatsbyPage([]));
  });
});

describe('deferScriptsOfSite', () => {
  it('rewrites every page of the site but not Gatsby’s own pieces', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'after-paint-'));
    const page = gatsbyPage(['/app-1.js']);
    fs.mkdirSync(path.join(dir, 'es', 'music'), { recursive: true });
    fs.mkdirSync(path.join(dir, '_gatsby', 'slices'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), page);
    fs.writeFileSync(path.join(dir, 'es', 'music', 'index.html'), page);
    fs.writeFileSync(path.join(dir, 'old.html'), '<p>moved</p>');
    fs.writeFileSync(path.join(dir, '_gatsby', 'slices', 's.html'), page);
    try {
      expect(deferScriptsOfSite(dir)).toBe(2);
      const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
      expect(read('es/music/index.html')).toContain(`id="${LOADER_ID}"`);
      expect(read('old.html')).toBe('<p>moved</p>');
      expect(read('_gatsby/slices/s.html')).toBe(page);
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
