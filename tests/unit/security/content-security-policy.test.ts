/** @jest-environment node */
import {
  contentSecurityPolicy,
  CSP_REPORT_ENDPOINT,
  exactScriptSource,
  inlineScripts,
  outsideOrigins,
  scriptHash,
  type SecuritySettings,
} from '../../../gatsby/security/content-security-policy';
import { googleTagSetup } from '../../../src/analytics/providers';

const SETTINGS: SecuritySettings = {
  voiceAssistant: {
    enabled: true,
    scriptUrl: 'https://unpkg.com/@elevenlabs/convai-widget-embed@0.5.4/dist/index.js',
    connectOrigins: ['https://api.elevenlabs.io', 'wss://api.elevenlabs.io'],
  },
  forms: { provider: 'netlify', endpoint: null },
  editor: { backend: 'git-gateway', authUrl: null },
};

/** directive → its sources */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('outsideOrigins', () => {
  it('allows the voice assistant’s one script file and the servers site.yaml lists for it', () => {
    expect(outsideOrigins(SETTINGS)).toEqual({
      scripts: ['https://unpkg.com/@elevenlabs/convai-widget-embed@0.5.4/dist/index.js'],
      connections: ['https://api.elevenlabs.io', 'wss://api.elevenlabs.io'],
      formPosts: [],
      images: [],
      runtimeInlineScripts: [],
    });
  });

  it('allows the git host the editor saves to, for a host that applies the site’s policy to /admin/ too', () => {
    const github = outsideOrigins({ ...SETTINGS, editor: { backend: 'github', authUrl: null } });
    expect(github.connections).toContain('https://api.github.com');
    expect(github.images).toContain('https://avatars.githubusercontent.com');
    const gitlab = outsideOrigins({
      ...SETTINGS,
      editor: { backend: 'gitlab', authUrl: 'https://git.example-events.com' },
    });
    expect(gitlab.connections).toContain('https://git.example-events.com');
    expect(outsideOrigins(SETTINGS).connections).not.toContain('https://api.github.com');
  });

  it('allows nothing of the voice assistant when it is switched off', () => {
    const off = { ...SETTINGS, voiceAssistant: { ...SETTINGS.voiceAssistant, enabled: false } };
    expect(outsideOrigins(off)).toEqual({
      scripts: [],
      connections: [],
      formPosts: [],
      images: [],
      runtimeInlineScripts: [],
    });
  });

  it('allows sending forms, and connecting, to the form service of provider: endpoint', () => {
    const endpoint = {
      ...SETTINGS,
      forms: { provider: 'endpoint', endpoint: 'https://formspree.io/f/abc123' },
    };
    const origins = outsideOrigins(endpoint);
    expect(origins.formPosts).toEqual(['https://formspree.io']);
    expect(origins.connections).toContain('https://formspree.io');
  });
});

describe('exactScriptSource', () => {
  it('is the file’s full address, which a policy matches to that file only', () => {
    expect(exactScriptSource(SETTINGS.voiceAssistant.scriptUrl)).toBe(
      'https://unpkg.com/@elevenlabs/convai-widget-embed@0.5.4/dist/index.js',
    );
  });

  it('leaves out a query and a fragment, which a policy cannot name', () => {
    expect(exactScriptSource('https://cdn.example.com/widget.js?v=3#top')).toBe(
      'https://cdn.example.com/widget.js',
    );
  });

  it('percent-encodes what would end the source or the directive', () => {
    const source = exactScriptSource('https://cdn.example.com/a,b;c.js');
    expect(source).toBe('https://cdn.example.com/a%2Cb%3Bc.js');
    expect(source).not.toMatch(/[\s,;]/);
  });

  it('keeps the port of a server that names one', () => {
    expect(exactScriptSource('https://cdn.example.com:8443/w.js')).toBe(
      'https://cdn.example.com:8443/w.js',
    );
  });
});

describe('inlineScripts', () => {
  it('finds the scripts a browser runs, classic and module, with their exact text', () => {
    const html =
      '<head><script>window.a=1;</script><script type="module">import "x";</script>' +
      '<script id="x" data-page-path="/">window.b=2</script></head>';
    expect(inlineScripts(html)).toEqual(['window.a=1;', 'import "x";', 'window.b=2']);
  });

  it('skips external scripts and data blocks such as JSON-LD', () => {
    const html =
      '<script src="/app.js" async></script><script type="application/ld+json">{"a":1}</script>';
    expect(inlineScripts(html)).toEqual([]);
  });
});

describe('scriptHash', () => {
  it('is the CSP hash source of the script text (sha256, base64)', () => {
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('contentSecurityPolicy', () => {
  const hashes = [scriptHash('window.a=1;'), scriptHash('window.b=2')];
  const policy = directives(contentSecurityPolicy(outsideOrigins(SETTINGS), hashes));

  it('runs only our scripts, the hashed inline ones and the voice assistant’s file', () => {
    expect(policy.get('script-src')).toEqual([
      "'self'",
      ...hashes,
      'https://unpkg.com/@elevenlabs/convai-widget-embed@0.5.4/dist/index.js',
    ]);
    // Not the whole CDN: it serves every npm package's files.
    expect(policy.get('script-src')).not.toContain('https://unpkg.com');
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('forbids framing the site and connecting anywhere not listed', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'blob:',
      'https://api.elevenlabs.io',
      'wss://api.elevenlabs.io',
    ]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });
});

describe('reports of what the policy blocked', () => {
  const hashes = [scriptHash('window.a=1;')];
  const REPORT_URL = 'https://example-events.report-uri.com/r/d/csp/enforce';

  it('go to the address site.yaml names, by the Reporting API and by report-uri', () => {
    const policy = directives(contentSecurityPolicy(outsideOrigins(SETTINGS), hashes, REPORT_URL));
    expect(policy.get('report-to')).toEqual([CSP_REPORT_ENDPOINT]);
    expect(policy.get('report-uri')).toEqual([REPORT_URL]);
  });

  it('change nothing else of the policy', () => {
    const without = contentSecurityPolicy(outsideOrigins(SETTINGS), hashes);
    const withReports = contentSecurityPolicy(outsideOrigins(SETTINGS), hashes, REPORT_URL);
    expect(withReports.startsWith(`${without}; `)).toBe(true);
  });

  it('are not asked for when no address is set', () => {
    const policy = contentSecurityPolicy(outsideOrigins(SETTINGS), hashes);
    expect(policy).not.toMatch(/report-(to|uri)/);
    expect(contentSecurityPolicy(outsideOrigins(SETTINGS), hashes, undefined)).toBe(policy);
  });
});

describe('an analytics service', () => {
  const hashes = [scriptHash('window.a=1;')];
  const policyWith = (analytics: SecuritySettings['analytics']) =>
    directives(contentSecurityPolicy(outsideOrigins({ ...SETTINGS, analytics }), hashes));
  const off = policyWith(undefined);
  /** The sources a directive gains over the policy without analytics. */
  const added = (policy: Map<string, string[]>, directive: string) =>
    (policy.get(directive) ?? []).filter((source) => !(off.get(directive) ?? []).includes(source));

  it('adds nothing while analytics is off', () => {
    expect(policyWith(null)).toEqual(off);
  });

  it('Plausible: its script and its event endpoint on plausible.io, nothing else', () => {
    const policy = policyWith({ provider: 'plausible', domain: 'example-events.com' });
    expect(added(policy, 'script-src')).toEqual(['https://plausible.io']);
    expect(added(policy, 'connect-src')).toEqual(['https://plausible.io']);
    expect(added(policy, 'img-src')).toEqual([]);
    expect([...policy.keys()]).toEqual([...off.keys()]);
  });

  it('Cloudflare Web Analytics: its beacon’s server and the one it reports to', () => {
    const policy = policyWith({
      provider: 'cloudflare',
      token: '0123456789abcdef0123456789abcdef',
    });
    expect(added(policy, 'script-src')).toEqual(['https://static.cloudflareinsights.com']);
    expect(added(policy, 'connect-src')).toEqual(['https://cloudflareinsights.com']);
    expect(added(policy, 'img-src')).toEqual([]);
  });

  it('Google Analytics: Google’s documented servers, and its tag setup by its hash', () => {
    const policy = policyWith({ provider: 'google', measurementId: 'G-A1B2C3D4E5' });
    expect(added(policy, 'script-src')).toEqual([
      scriptHash(googleTagSetup('G-A1B2C3D4E5')),
      'https://*.googletagmanager.com',
    ]);
    expect(added(policy, 'connect-src')).toEqual([
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(added(policy, 'img-src')).toEqual([
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  });
});
