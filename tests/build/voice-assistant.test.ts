/**
 * The voice assistant's script as the built site asks for it (the data of
 * its static query, which the widget renders into a <script>) against the
 * Content-Security-Policy of public/_headers: the policy allows exactly
 * that file, nothing else of its server, and the fingerprint the browser
 * checks is site.yaml's. And the widget's element as the server wrote each
 * language's home page: site.yaml's settings, plus its texts (the seven
 * attributes and text-contents) and its language in that page's language,
 * there before any script runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { exactScriptSource } from '../../gatsby/security/content-security-policy';
import type { VoiceAssistantConfig } from '../../src/components/VoiceAssistant/use-voice-assistant-config';
import type { SiteConfig } from '../../src/config/schema';
import { scriptUrlProblem } from '../../src/config/script-url';
import { WIDGET_TEXTS, widgetTextKey } from '../../src/lib/voice-assistant';
import { loadSite, SITE_YAML, translation } from '../support/site';
import { assertBuilt, fileForPath, PUBLIC_DIR, readHtml, readPublic } from './public';

const shipped = (parse(fs.readFileSync(SITE_YAML, 'utf8')) as SiteConfig).voiceAssistant;

interface StaticQueryResult {
  data?: { siteYaml?: { voiceAssistant?: VoiceAssistantConfig } };
}

/** The widget's settings as the built pages load them (page-data/sq/d/<query>.json). */
function builtWidgetSettings(): VoiceAssistantConfig[] {
  const dir = path.join(PUBLIC_DIR, 'page-data', 'sq', 'd');
  return fs
    .readdirSync(dir)
    .map((file) => JSON.parse(readPublic(`page-data/sq/d/${file}`)) as StaticQueryResult)
    .flatMap((result) => result.data?.siteYaml?.voiceAssistant ?? []);
}

/** The script-src sources of the site's policy (the /* rule). */
function scriptSources(): string[] {
  let rule = '';
  for (const line of readPublic('_headers').split('\n')) {
    if (/^\S/.test(line) && !line.startsWith('#')) rule = line.trim();
    const policy = /^\s+Content-Security-Policy:\s*(.*)$/i.exec(line)?.[1];
    if (rule === '/*' && policy) {
      const directive = policy.split(';').map((part) => part.trim().split(/\s+/));
      return directive.find(([name]) => name === 'script-src')?.slice(1) ?? [];
    }
  }
  return [];
}

/**
 * CSP's rule for a source with a path: the same scheme, host and port, and
 * the same path (a path ending in "/" would allow everything under it).
 */
function allows(source: string, url: string): boolean {
  if (!/^https:\/\//.test(source)) return false;
  const allowed = new URL(source);
  const requested = new URL(url);
  if (allowed.origin !== requested.origin) return false;
  if (allowed.pathname === '/' && !source.endsWith('/')) return true;
  if (allowed.pathname.endsWith('/')) return requested.pathname.startsWith(allowed.pathname);
  return decodeURIComponent(allowed.pathname) === decodeURIComponent(requested.pathname);
}

describe('the voice assistant’s script in the built site', () => {
  beforeAll(assertBuilt);

  it('is the one site.yaml names, with its fingerprint', () => {
    const built = builtWidgetSettings();
    expect(built.length).toBeGreaterThan(0);
    for (const settings of built) {
      expect(settings.enabled).toBe(shipped.enabled);
      expect(settings.scriptUrl).toBe(shipped.scriptUrl);
      expect(settings.scriptIntegrity ?? undefined).toBe(shipped.scriptIntegrity);
    }
  });

  it('is allowed by the policy, by its exact address, and nothing else outside is', () => {
    const outside = scriptSources().filter((source) => /^https?:/.test(source));
    if (!shipped.enabled) {
      expect(outside).toEqual([]);
      return;
    }
    expect(outside).toEqual([exactScriptSource(shipped.scriptUrl)]);
    for (const settings of builtWidgetSettings()) {
      expect(outside.some((source) => allows(source, settings.scriptUrl))).toBe(true);
    }
    // Another file of the same server (another npm package, on a CDN) stays blocked.
    const { origin } = new URL(shipped.scriptUrl);
    expect(outside.some((source) => allows(source, `${origin}/another-package@1.0.0/x.js`))).toBe(
      false,
    );
  });

  it('names one file of one version', () => {
    expect(scriptUrlProblem(shipped.scriptUrl)).toBeUndefined();
  });
});

describe('the voice assistant’s element in each language’s home page', () => {
  beforeAll(assertBuilt);
  const homes = loadSite().localizedPages.filter(({ page }) => page.kind === 'home');

  it('is on every language’s home page', () => {
    expect(homes.map(({ language }) => language).sort()).toEqual([...loadSite().languages].sort());
  });

  it.each(homes.map(({ language, path: pagePath }) => [language, pagePath]))(
    'speaks %s on %s, in the HTML the server wrote',
    (language, pagePath) => {
      const element = readHtml(fileForPath(pagePath)).querySelector(shipped.element);
      if (!shipped.enabled) {
        expect(element).toBeNull();
        return;
      }
      expect(element).not.toBeNull();
      for (const { name, value } of shipped.attributes) {
        expect(element?.getAttribute(name)).toBe(value);
      }
      expect(element?.getAttribute('language')).toBe(language);
      const textContents = JSON.parse(element?.getAttribute('text-contents') ?? '{}') as Record<
        string,
        string
      >;
      for (const { key, attribute, textContentsKey } of WIDGET_TEXTS) {
        const text = translation(language, widgetTextKey(key));
        expect(element?.getAttribute(attribute)).toBe(text);
        expect(textContents[textContentsKey]).toBe(text);
      }
    },
  );
});
