/**
 * The site's Content-Security-Policy: only our own files, the inline
 * scripts the build wrote (by their SHA-256 hashes, never 'unsafe-inline'),
 * the voice assistant's one script file (its exact address, not its whole
 * server: a CDN of npm packages serves anyone's code) and the few outside
 * servers site.yaml names (the voice assistant's, the form service, the
 * analytics service's as it documents them: src/analytics/providers.ts).
 * One policy for the whole site: a Gatsby site changes pages in the
 * browser, so any page may end up running what another page needs.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { htmlFilesIn } from '../site-files/html-files';
import { editorOrigins } from './editor-headers';
import type { EditorBackend } from '../../src/config/constants';
import {
  googleTagSetup,
  PROVIDER_ORIGINS,
  type AnalyticsConfig,
} from '../../src/analytics/providers';

export interface SecuritySettings {
  voiceAssistant: {
    enabled: boolean;
    scriptUrl: string;
    connectOrigins?: readonly string[] | null;
  };
  forms: { provider: string; endpoint?: string | null };
  editor: { backend: string; authUrl?: string | null };
  /** site.yaml's analytics; absent or null when it is off. */
  analytics?: AnalyticsConfig | null;
}

/** Outside servers allowed besides our own, per kind of use. */
export interface OutsideOrigins {
  /** Exact script files (exactScriptSource), and the analytics service's servers. */
  scripts: string[];
  connections: string[];
  formPosts: string[];
  images: string[];
  /**
   * Scripts the pages write when they run, allowed by their hash: Google's
   * tag setup, which Partytown runs on the page itself where a browser has
   * no service worker.
   */
  runtimeInlineScripts: string[];
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * The source that allows this one file: a source with a path that does not
 * end in "/" matches that path only. A policy cannot name a query or a
 * fragment (it ignores them), and "," and ";" would end the source, so they
 * are written percent-encoded, which CSP decodes before comparing.
 */
export function exactScriptSource(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname.replace(/[,;]/g, (character) => encodeURIComponent(character))}`;
}

/**
 * The editor at /admin/ gets its own policy, but a host that merges a path's
 * header rules enforces the site's policy there too: so the site's policy
 * also allows the git host the editor saves to (none for Netlify's own,
 * which answers on the site's address).
 */
function editorNeeds(editor: SecuritySettings['editor']) {
  return editorOrigins({
    backend: editor.backend as EditorBackend,
    authUrl: editor.authUrl ?? undefined,
  });
}

/** The analytics service's servers, as its documentation lists them; none when analytics is off. */
function analyticsNeeds(analytics: SecuritySettings['analytics']) {
  if (!analytics) return { scripts: [], connections: [], images: [], runtimeInlineScripts: [] };
  const origins = PROVIDER_ORIGINS[analytics.provider];
  return {
    scripts: origins.scripts,
    connections: origins.connections,
    images: origins.images,
    runtimeInlineScripts:
      analytics.provider === 'google' && analytics.measurementId
        ? [googleTagSetup(analytics.measurementId)]
        : [],
  };
}

export function outsideOrigins({
  voiceAssistant,
  forms,
  editor,
  analytics,
}: SecuritySettings): OutsideOrigins {
  const voice = voiceAssistant.enabled;
  const formService =
    forms.provider === 'endpoint' && forms.endpoint ? [originOf(forms.endpoint)] : [];
  const editorServers = editorNeeds(editor);
  const statistics = analyticsNeeds(analytics);
  return {
    scripts: [
      ...(voice ? [exactScriptSource(voiceAssistant.scriptUrl)] : []),
      ...statistics.scripts,
    ],
    connections: [
      ...formService,
      ...(voice ? (voiceAssistant.connectOrigins ?? []) : []),
      ...editorServers.connections,
      ...statistics.connections,
    ],
    formPosts: formService,
    images: [...editorServers.images, ...statistics.images],
    runtimeInlineScripts: statistics.runtimeInlineScripts,
  };
}

/** Script types a browser runs; others (application/ld+json…) are data. */
const RUNNABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of every inline script of an HTML page that a browser would run. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (RUNNABLE_TYPES.has(type.toLowerCase())) scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** The CSP source that allows exactly this inline script. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The name the policy's report-to gives the Reporting-Endpoints header's address. */
export const CSP_REPORT_ENDPOINT = 'csp-endpoint';

/**
 * Where browsers report what the policy blocked: report-to (the Reporting
 * API, whose address is in the Reporting-Endpoints header) and report-uri
 * for browsers without it. None without an address.
 */
export function reportingDirectives(reportUrl: string | undefined): Array<[string, ...string[]]> {
  if (!reportUrl) return [];
  return [
    ['report-uri', reportUrl],
    ['report-to', CSP_REPORT_ENDPOINT],
  ];
}

export function contentSecurityPolicy(
  origins: OutsideOrigins,
  inlineScriptHashes: readonly string[],
  reportUrl?: string,
): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...inlineScriptHashes,
      ...origins.runtimeInlineScripts.map(scriptHash),
      ...origins.scripts,
    ],
    // Gatsby inlines the site's CSS in a <style> element and React and
    // gatsby-plugin-image set style attributes: styles cannot be hashed
    // one by one, and inline styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: for CSS icons and image placeholders, blob: for pictures made in
    // the browser (the gobo designer's previews and downloads).
    ['img-src', "'self'", 'data:', 'blob:', ...origins.images],
    ['font-src', "'self'"],
    // blob: only for the editor, which reads back pictures it holds in the browser (same origin).
    ['connect-src', "'self'", 'blob:', ...origins.connections],
    ['form-action', "'self'", ...origins.formPosts],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
    ...reportingDirectives(reportUrl),
  ];
  return directives.map((parts) => [...new Set(parts)].join(' ')).join('; ');
}

/** Hash of each distinct inline script of the built site → the HTML files that hold it. */
export function inlineScriptsOfSite(publicDir: string): Map<string, string[]> {
  const byHash = new Map<string, string[]>();
  for (const file of htmlFilesIn(publicDir)) {
    const html = fs.readFileSync(path.join(publicDir, file), 'utf8');
    for (const script of new Set(inlineScripts(html))) {
      const hash = scriptHash(script);
      byHash.set(hash, [...(byHash.get(hash) ?? []), file]);
    }
  }
  return byHash;
}
