/** @jest-environment node */
/**
 * A demo (site.yaml deploy.demo: true) is kept out of search engines in
 * every way a crawler looks: robots.txt, a header on every response, and a
 * tag in every page's HTML. A site that is not a demo gets none of it.
 */
import type { ReactElement } from 'react';
import { onRenderBody, demoSiteDefinition } from '../../../gatsby/site-files/demo-pages';
import { robotsTxt } from '../../../gatsby/site-files/robots';
import { headersFile, type HeadersFileInput } from '../../../gatsby/security/headers-file';

const siteUrl = 'https://www.brightnight-events.com';
const HEADERS: HeadersFileInput = {
  contentSecurityPolicy: "default-src 'self'",
  microphone: false,
  editor: { backend: 'git-gateway' },
  immutableFiles: [],
};

/** The `/*` block of a _headers file, as lines. */
function everyResponse(file: string): string[] {
  const block = file.split('\n\n').find((part) => part.startsWith('/*\n')) ?? '';
  return block
    .split('\n')
    .slice(1)
    .map((line) => line.trim());
}

describe('robots.txt', () => {
  it('of a live site lets crawlers in and announces the sitemap', () => {
    expect(robotsTxt(siteUrl, { demo: false })).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
    );
  });

  it('of a demo turns every crawler away and announces no sitemap', () => {
    const robots = robotsTxt(siteUrl, { demo: true });
    expect(robots).toMatch(/^User-agent: \*\nDisallow: \/\n/);
    expect(robots).not.toMatch(/Sitemap|Allow: /);
  });
});

describe('_headers', () => {
  it('asks for noindex on every response of a demo only', () => {
    expect(everyResponse(headersFile({ ...HEADERS, keepOutOfSearch: true }))).toContain(
      'X-Robots-Tag: noindex',
    );
    expect(headersFile({ ...HEADERS, keepOutOfSearch: false })).toBe(headersFile(HEADERS));
    expect(everyResponse(headersFile(HEADERS)).join('\n')).not.toMatch(/x-robots-tag/i);
  });
});

describe('each page’s HTML', () => {
  type Args = Parameters<NonNullable<typeof onRenderBody>>[0];

  /** What the server render adds to a page's head, the switch defined as the build defines it. */
  function headOf(demo: boolean, kind: string): ReactElement[] {
    const defined = demoSiteDefinition(demo);
    const global = globalThis as { __DEMO_SITE__?: boolean };
    global.__DEMO_SITE__ = JSON.parse(defined.__DEMO_SITE__!) as boolean;
    const added: ReactElement[] = [];
    try {
      onRenderBody!(
        {
          pathname: '/music/',
          loadPageDataSync: () => ({ result: { pageContext: { kind } } }),
          setHeadComponents: (components: ReactElement[]) => added.push(...components),
        } as unknown as Args,
        { plugins: [] },
      );
    } finally {
      delete global.__DEMO_SITE__;
    }
    return added;
  }

  it('of a demo says noindex, once: a page that says it by its kind gets no second tag', () => {
    const [tag, ...more] = headOf(true, 'service');
    expect(more).toEqual([]);
    expect(tag?.props).toEqual({ name: 'robots', content: 'noindex' });
    expect(headOf(true, 'not-found')).toEqual([]);
  });

  it('of a live site gets nothing', () => {
    expect(headOf(false, 'service')).toEqual([]);
  });
});
