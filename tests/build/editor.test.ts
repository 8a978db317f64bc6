/**
 * The browser editor in the built site: it is at /admin/, set up for the git
 * host site.yaml names, and no visitor page loads or even names it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { DecapConfig } from '../../src/editor/config/decap-types';
import { editorSignIn, signsInOnTheSite } from '../../src/config/editor-sign-in';
import type { SiteConfig } from '../../src/config/schema';
import { SITE_YAML } from '../support/site';
import { assertBuilt, listHtmlFiles, PUBLIC_DIR, readHtml, readPublic } from './public';

const site = parse(fs.readFileSync(SITE_YAML, 'utf8')) as SiteConfig;

describe('the editor at /admin/', () => {
  beforeAll(assertBuilt);

  it('is a page that loads our setup before Decap, kept out of search engines', () => {
    const page = readHtml('admin/index.html');
    const scripts = page.querySelectorAll('script').map((script) => script.getAttribute('src'));
    expect(scripts.indexOf('editor.js')).toBe(0);
    expect(scripts).toContain('decap-cms.js');
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
    for (const script of scripts) {
      expect(fs.existsSync(path.join(PUBLIC_DIR, 'admin', script ?? 'missing'))).toBe(true);
    }
  });

  it('saves through the git host of site.yaml, checked, and never through a local server', () => {
    const config = JSON.parse(readPublic('admin/config.json')) as DecapConfig;
    expect(config.backend.name).toBe(`checked-${site.editor.backend}`);
    expect(config.backend.branch).toBe(site.editor.branch);
    expect(config.backend.proxy_url).toBeUndefined();
    expect(JSON.stringify(config)).not.toMatch(/local_backend|127\.0\.0\.1|localhost/);
  });

  it('signs in as site.yaml says, with the site’s own handler only where the site runs it', () => {
    const config = JSON.parse(readPublic('admin/config.json')) as DecapConfig;
    const signIn = editorSignIn(site);
    const ownHandler = signsInOnTheSite(site);
    expect({
      worker: fs.existsSync(path.join(PUBLIC_DIR, '_worker.js')),
      routes: fs.existsSync(path.join(PUBLIC_DIR, '_routes.json')),
    }).toEqual({ worker: ownHandler, routes: ownHandler });
    if (signIn.kind === 'github' && signIn.by !== 'netlify') {
      expect(`${config.backend.base_url}/${config.backend.auth_endpoint}`).toBe(
        `${signIn.service}${signIn.authPath}`,
      );
    } else if (signIn.kind === 'github') {
      // Netlify's OAuth service, Decap's default.
      expect([config.backend.base_url, config.backend.auth_endpoint]).toEqual([
        undefined,
        undefined,
      ]);
    }
  });

  it('is named by no visitor page, and none of their scripts carries its code', () => {
    const visitorPages = listHtmlFiles().filter((file) => !file.startsWith('admin/'));
    const naming = visitorPages.filter((file) =>
      /\/admin\/|decap|editor\.js/i.test(readPublic(file)),
    );
    expect(naming).toEqual([]);
    const scripts = fs.readdirSync(PUBLIC_DIR).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const carrying = scripts.filter((file) =>
      /CMS_MANUAL_INIT|decap-cms|__editorBase/.test(readPublic(file)),
    );
    expect(carrying).toEqual([]);
  });

  it('is not in the sitemap', () => {
    const sitemaps = fs.readdirSync(PUBLIC_DIR).filter((file) => /^sitemap.*\.xml$/.test(file));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const file of sitemaps) expect(readPublic(file)).not.toContain('/admin');
  });
});

describe('Netlify Identity’s emails for the editor’s people', () => {
  const emails = ['invitation.html', 'recovery.html'];

  it('lead to /admin/, where the identity widget accepts them', () => {
    if (site.editor.backend !== 'git-gateway') {
      for (const email of emails)
        expect(fs.existsSync(path.join(PUBLIC_DIR, 'admin', 'emails', email))).toBe(false);
      return;
    }
    expect(readHtml('admin/emails/invitation.html').querySelector('a')?.getAttribute('href')).toBe(
      '{{ .SiteURL }}/admin/#invite_token={{ .Token }}',
    );
    expect(readHtml('admin/emails/recovery.html').querySelector('a')?.getAttribute('href')).toBe(
      '{{ .SiteURL }}/admin/#recovery_token={{ .Token }}',
    );
    expect(
      readHtml('admin/index.html').querySelector('script[src="netlify-identity-widget.js"]'),
    ).not.toBeNull();
  });
});
