/** @jest-environment node */
import { resolveRequest, type Decision } from '../../../scripts/static-host/resolve';
import {
  compileHeaderRules,
  compileRedirectRules,
  type HostRules,
} from '../../../scripts/static-host/rules';

// The pure resolver sees the site only through `exists`, so a Set of files is a complete site.
const SITE_FILES = [
  'index.html',
  '404.html',
  'music/index.html',
  'about/index.html',
  'café/index.html',
  'legal.html',
  'app.js',
  'style.css',
  'es/index.html',
  'es/404.html',
  'app/index.html',
  '_redirects',
  '_headers',
  '_worker.js',
  '_routes.json',
];

interface RedirectLine {
  from: string;
  to: string;
  status?: number;
  force?: boolean;
  query?: Record<string, string>;
}

function redirects(...lines: RedirectLine[]): HostRules['redirects'] {
  return redirectsAs('netlify', ...lines);
}

function redirectsAs(dialect: HostRules['dialect'], ...lines: RedirectLine[]) {
  const { rules, warnings } = compileRedirectRules(
    lines.map((line) => ({ query: {}, force: false, conditions: {}, ...line })),
    dialect,
  );
  expect(warnings).toEqual([]);
  return rules;
}

function headers(
  ...blocks: Array<{ for: string; values: Record<string, string> }>
): HostRules['headers'] {
  return compileHeaderRules(blocks).rules;
}

function resolve(
  url: string,
  rules: Partial<HostRules> = {},
  options: { method?: string; files?: readonly string[] } = {},
): Decision {
  const files = new Set(options.files ?? SITE_FILES);
  return resolveRequest({
    method: options.method ?? 'GET',
    url,
    rules: {
      dialect: rules.dialect ?? 'netlify',
      redirects: rules.redirects ?? [],
      headers: rules.headers ?? [],
    },
    exists: (relativePath) => files.has(relativePath),
  });
}

function served(file: string, status = 200) {
  return expect.objectContaining({ kind: 'file', file, status });
}

function redirected(location: string, status = 301) {
  return expect.objectContaining({ kind: 'redirect', location, status });
}

describe('pretty URLs', () => {
  it('serves index.html at the root', () => {
    expect(resolve('/')).toEqual(served('index.html'));
  });

  it('serves dir/index.html for /dir/', () => {
    expect(resolve('/music/')).toEqual(served('music/index.html'));
  });

  it('adds the trailing slash with a 301, keeping the query string', () => {
    expect(resolve('/music')).toEqual(redirected('/music/'));
    expect(resolve('/music?utm_source=x&b=2')).toEqual(redirected('/music/?utm_source=x&b=2'));
  });

  it('serves files, including .html files, directly', () => {
    expect(resolve('/legal.html')).toEqual(served('legal.html'));
    expect(resolve('/app.js?v=3')).toEqual(served('app.js'));
  });

  it('serves name.html for /name', () => {
    expect(resolve('/legal')).toEqual(served('legal.html'));
  });

  it('decodes percent-encoded paths', () => {
    expect(resolve('/caf%C3%A9/')).toEqual(served('café/index.html'));
  });

  it('never turns a double slash into a protocol-relative redirect', () => {
    expect(resolve('//music')).toEqual(redirected('/music/'));
  });
});

describe('unsafe or malformed paths', () => {
  it.each([
    '/../etc/passwd',
    '/music/../../etc/passwd',
    '/%2e%2e/etc/passwd',
    '/%2E%2E/%2E%2E/etc/passwd',
    '/music/..%2f..%2fetc%2fpasswd',
    '/./index.html',
    '/index.html%00.js',
    '/%E0%A4%A',
    'index.html',
  ])('rejects %s with 400', (url) => {
    expect(resolve(url)).toEqual(expect.objectContaining({ kind: 'text', status: 400 }));
  });
});

describe('not found', () => {
  it('serves the root 404.html with status 404', () => {
    expect(resolve('/nowhere/')).toEqual(served('404.html', 404));
  });

  it('answers plain text when the site has no 404.html', () => {
    expect(resolve('/nowhere', {}, { files: ['index.html'] })).toEqual({
      kind: 'text',
      status: 404,
      body: 'Not found',
      headers: {},
    });
  });

  it('never serves the rule files, nor Cloudflare Pages’ worker and its routes', () => {
    for (const file of ['_redirects', '_headers', '_worker.js', '_routes.json'])
      expect(resolve(`/${file}`)).toEqual(served('404.html', 404));
  });
});

describe('methods', () => {
  it('answers HEAD like GET', () => {
    expect(resolve('/', {}, { method: 'HEAD' })).toEqual(served('index.html'));
  });

  it('refuses other methods with 405 and an Allow header', () => {
    expect(resolve('/', {}, { method: 'POST' })).toEqual({
      kind: 'text',
      status: 405,
      body: 'Method not allowed',
      headers: { Allow: 'GET, HEAD' },
    });
  });
});

describe('redirect rules', () => {
  it('ignores a trailing-slash difference between rule and request', () => {
    const rules = { redirects: redirects({ from: '/dj', to: '/music/', status: 301 }) };
    expect(resolve('/dj', rules)).toEqual(redirected('/music/'));
    expect(resolve('/dj/', rules)).toEqual(redirected('/music/'));
    const slashRules = { redirects: redirects({ from: '/dj/', to: '/music/', status: 301 }) };
    expect(resolve('/dj', slashRules)).toEqual(redirected('/music/'));
  });

  it('applies the first matching rule in file order', () => {
    const rules = {
      redirects: redirects(
        { from: '/old/special', to: '/music/', status: 302 },
        { from: '/old/*', to: '/about/', status: 301 },
        { from: '/old/special', to: '/never/', status: 301 },
      ),
    };
    expect(resolve('/old/special', rules)).toEqual(redirected('/music/', 302));
    expect(resolve('/old/other', rules)).toEqual(redirected('/about/', 301));
  });

  it('is shadowed by an existing file unless forced', () => {
    const rules = {
      redirects: redirects(
        { from: '/music/', to: '/elsewhere/', status: 301 },
        { from: '/about/', to: '/elsewhere/', status: 301, force: true },
      ),
    };
    expect(resolve('/music/', rules)).toEqual(served('music/index.html'));
    expect(resolve('/about/', rules)).toEqual(redirected('/elsewhere/'));
  });

  it('also counts /dir (served by adding a slash) as existing content', () => {
    const rules = { redirects: redirects({ from: '/music', to: '/elsewhere/', status: 301 }) };
    expect(resolve('/music', rules)).toEqual(redirected('/music/'));
  });

  it('lets a later forced rule win over an earlier shadowed one', () => {
    const rules = {
      redirects: redirects(
        { from: '/*', to: '/index.html', status: 200 },
        { from: '/legal.html', to: '/about/', status: 302, force: true },
      ),
    };
    expect(resolve('/legal.html', rules)).toEqual(redirected('/about/', 302));
    expect(resolve('/missing', rules)).toEqual(served('index.html'));
  });

  it('substitutes the splat and placeholders into the target', () => {
    const rules = {
      redirects: redirects(
        { from: '/news/*', to: '/blog/:splat', status: 301 },
        { from: '/posts/:year/:slug', to: '/blog/:year-:slug/', status: 308 },
      ),
    };
    expect(resolve('/news/2024/gala', rules)).toEqual(redirected('/blog/2024/gala'));
    expect(resolve('/news', rules)).toEqual(redirected('/blog/'));
    expect(resolve('/posts/2024/gala/', rules)).toEqual(redirected('/blog/2024-gala/', 308));
  });

  it('keeps special characters of substituted values encoded', () => {
    const rules = { redirects: redirects({ from: '/news/*', to: '/blog/:splat', status: 301 }) };
    expect(resolve('/news/a%20b/%C3%BC', rules)).toEqual(redirected('/blog/a%20b/%C3%BC'));
  });

  it.each([301, 302, 303, 307, 308])('answers status %i with a Location', (status) => {
    const rules = { redirects: redirects({ from: '/x', to: '/music/', status }) };
    expect(resolve('/x', rules)).toEqual(redirected('/music/', status));
  });

  it('passes the query string on unless the target has its own', () => {
    const rules = {
      redirects: redirects(
        { from: '/a', to: '/music/', status: 301 },
        { from: '/b', to: '/music/?ref=b', status: 301 },
        { from: '/c', to: '/music/#top', status: 301 },
      ),
    };
    expect(resolve('/a?x=1&y=%20', rules)).toEqual(redirected('/music/?x=1&y=%20'));
    expect(resolve('/b?x=1', rules)).toEqual(redirected('/music/?ref=b'));
    expect(resolve('/c?x=1', rules)).toEqual(redirected('/music/?x=1#top'));
  });

  it('redirects to external URLs', () => {
    const rules = {
      redirects: redirects({
        from: '/performers/alex',
        to: 'https://alex.example.com/',
        status: 302,
      }),
    };
    expect(resolve('/performers/alex/?utm=1', rules)).toEqual(
      redirected('https://alex.example.com/?utm=1', 302),
    );
  });

  it('matches rules with query conditions only when the parameters are present', () => {
    const rules = {
      redirects: redirects(
        { from: '/store', to: '/blog/:id/', status: 301, query: { id: ':id' } },
        { from: '/store', to: '/music/', status: 301, query: { kind: 'band' } },
      ),
    };
    expect(resolve('/store?id=gala', rules)).toEqual(redirected('/blog/gala/?id=gala'));
    expect(resolve('/store?kind=band', rules)).toEqual(redirected('/music/?kind=band'));
    expect(resolve('/store?kind=dj', rules)).toEqual(served('404.html', 404));
  });

  it('rewrites with status 200 by serving the target file', () => {
    const rules = {
      redirects: redirects(
        { from: '/app/*', to: '/app/index.html', status: 200 },
        { from: '/team', to: '/about', status: 200 },
      ),
    };
    expect(resolve('/app/settings/profile', rules)).toEqual(served('app/index.html'));
    expect(resolve('/team', rules)).toEqual(served('about/index.html'));
  });

  it('serves a custom error page with the rule status', () => {
    const rules = { redirects: redirects({ from: '/es/*', to: '/es/404.html', status: 404 }) };
    expect(resolve('/es/nowhere/', rules)).toEqual(served('es/404.html', 404));
    expect(resolve('/es/', rules)).toEqual(served('es/index.html'));
  });

  it('falls back to the root 404 when a rewrite target is missing', () => {
    const rules = { redirects: redirects({ from: '/gone', to: '/missing.html', status: 200 }) };
    expect(resolve('/gone', rules)).toEqual(served('404.html', 404));
  });

  it('never lets captured values escape the site folder', () => {
    const rules = {
      redirects: redirects({ from: '/file', to: '/:name', status: 200, query: { name: ':name' } }),
    };
    expect(resolve('/file?name=../../etc/passwd', rules)).toEqual(served('404.html', 404));
  });
});

describe('headers', () => {
  const headerRules = headers(
    { for: '/*', values: { 'X-Frame-Options': 'DENY', 'Cache-Control': 'public, max-age=0' } },
    { for: '/*.js', values: { 'cache-control': 'max-age=31536000, immutable' } },
    { for: '/music/*', values: { 'X-Section': 'music', 'Content-Length': '1' } },
    { for: '/es/', values: { 'Content-Language': 'es' } },
  );

  it('applies every matching rule, joining repeated headers with ", "', () => {
    expect(resolve('/app.js', { headers: headerRules })).toEqual(served('app.js'));
    expect(resolve('/app.js', { headers: headerRules }).headers).toEqual({
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'public, max-age=0, max-age=31536000, immutable',
    });
  });

  it('leaves out rules that do not match and headers the host must set itself', () => {
    expect(resolve('/music/', { headers: headerRules }).headers).toEqual({
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'public, max-age=0',
      'X-Section': 'music',
    });
  });

  it('matches "for" patterns case-insensitively and without trailing-slash difference', () => {
    expect(resolve('/ES', { headers: headerRules }).headers).toEqual(
      expect.objectContaining({ 'Content-Language': 'es' }),
    );
  });

  it('applies to 404 answers and to redirects alike', () => {
    const rules = {
      headers: headerRules,
      redirects: redirects({ from: '/dj', to: '/music/', status: 301 }),
    };
    expect(resolve('/nowhere', rules)).toEqual(
      expect.objectContaining({
        status: 404,
        headers: expect.objectContaining({ 'X-Frame-Options': 'DENY' }),
      }),
    );
    expect(resolve('/dj', rules)).toEqual(
      expect.objectContaining({
        kind: 'redirect',
        headers: expect.objectContaining({ 'X-Frame-Options': 'DENY' }),
      }),
    );
    expect(resolve('/music', rules)).toEqual(
      expect.objectContaining({
        kind: 'redirect',
        headers: expect.objectContaining({ 'X-Section': 'music' }),
      }),
    );
  });

  it('sets no headers when _headers has none for the path', () => {
    expect(resolve('/')).toEqual(expect.objectContaining({ headers: {} }));
  });
});

describe('as Cloudflare Pages reads the same files', () => {
  const cloudflare = (url: string, ...lines: RedirectLine[]) =>
    resolve(url, { dialect: 'cloudflare', redirects: redirectsAs('cloudflare', ...lines) });
  const CLOUDFLARE_FILES = [...SITE_FILES, 'dj/index.html', 'es/venues/index.html'];

  it('applies a rule before the page at its path, without "!"', () => {
    expect(cloudflare('/music/', { from: '/music/', to: '/about/', status: 301 })).toEqual(
      redirected('/about/'),
    );
  });

  it('matches the path exactly: /dj does not match /dj/', () => {
    const rules = {
      dialect: 'cloudflare' as const,
      redirects: redirectsAs('cloudflare', { from: '/dj', to: '/music/', status: 301 }),
    };
    const files = { files: CLOUDFLARE_FILES };
    expect(resolve('/dj', rules, files)).toEqual(redirected('/music/'));
    expect(resolve('/dj/', rules, files)).toEqual(served('dj/index.html'));
  });

  it('adds a missing slash with 308', () => {
    expect(cloudflare('/music')).toEqual(redirected('/music/', 308));
  });

  it('answers an unknown path with the nearest 404.html up the tree', () => {
    const files = { files: CLOUDFLARE_FILES };
    const rules = { dialect: 'cloudflare' as const };
    expect(resolve('/es/nope/', rules, files)).toEqual(served('es/404.html', 404));
    expect(resolve('/es/venues/nope', rules, files)).toEqual(served('es/404.html', 404));
    expect(resolve('/it/nope/', rules, files)).toEqual(served('404.html', 404));
  });

  it('rejects the lines Cloudflare rejects, saying why', () => {
    const { rules, warnings } = compileRedirectRules(
      [
        { from: '/a', to: '/b', status: 301, force: true, query: {}, conditions: {} },
        { from: '/*', to: '/404.html', status: 404, force: false, query: {}, conditions: {} },
        { from: '/c', to: '/d', status: 308, force: false, query: {}, conditions: {} },
      ],
      'cloudflare',
    );
    expect(rules.map((rule) => rule.from)).toEqual(['/c']);
    expect(warnings).toEqual([
      expect.stringContaining('does not take "!"'),
      expect.stringContaining('takes only the statuses 200, 301, 302, 303, 307, 308'),
    ]);
  });
});
