/**
 * The built site as site.yaml's analytics setting makes it. Off (the
 * shipped default): no script of any page holds the analytics module, no
 * service is named, and the security policy allows none of their servers.
 * On: the module names the service's script, the policy allows exactly its
 * servers, and the contact page's note names it. The end-to-end tests
 * (tests/e2e/analytics.spec.ts) build the "on" cases from copies.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ANALYTICS_PROVIDERS,
  PROVIDER_NAMES,
  PROVIDER_ORIGINS,
  providerScript,
} from '../../src/analytics/providers';
import { validateProjectConfig } from '../../src/config/project';
import { pageOfKind } from '../support/site';
import { assertBuilt, fileForPath, PUBLIC_DIR, readHtml } from './public';

const result = validateProjectConfig();
if (!result.ok) throw new Error('site.yaml does not validate');
const { analytics } = result.config;

function scriptsOfSite(): string[] {
  return fs
    .readdirSync(PUBLIC_DIR)
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8'));
}

function policy(): string {
  const headers = fs.readFileSync(path.join(PUBLIC_DIR, '_headers'), 'utf8');
  return /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';
}

const serviceServers = ANALYTICS_PROVIDERS.flatMap((provider) => {
  const origins = PROVIDER_ORIGINS[provider];
  return [...origins.scripts, ...origins.connections, ...origins.images];
});

beforeAll(assertBuilt);

(analytics ? describe.skip : describe)('with analytics off', () => {
  it('no script of the site holds the analytics module or names a service', () => {
    const scripts = scriptsOfSite().join('\n');
    for (const provider of ANALYTICS_PROVIDERS) {
      expect(scripts).not.toContain(new URL(providerScript(provider, 'x').src).origin);
      expect(scripts).not.toContain(PROVIDER_NAMES[provider]);
    }
    expect(scripts).not.toContain('/~partytown/partytown.js');
  });

  it('the security policy allows none of the services’ servers', () => {
    for (const server of serviceServers) expect(policy()).not.toContain(server);
  });
});

(analytics ? describe : describe.skip)('with analytics on', () => {
  const provider = analytics?.provider ?? 'plausible';

  it('the module names the service’s script, and the policy allows its servers', () => {
    const script = new URL(providerScript(provider, 'x').src);
    expect(scriptsOfSite().some((text) => text.includes(script.origin))).toBe(true);
    for (const server of [
      ...PROVIDER_ORIGINS[provider].scripts,
      ...PROVIDER_ORIGINS[provider].connections,
    ]) {
      expect(policy()).toContain(server);
    }
  });

  it('the contact page’s note names the service', () => {
    const html = readHtml(fileForPath(pageOfKind('contact', result.config.languages.default).path));
    expect(html.querySelector('form')?.textContent).toContain(PROVIDER_NAMES[provider]);
  });
});
