/**
 * The editor as the built site serves it (public/admin/, through the local
 * host that applies _headers as the real host does): its own headers, and a
 * page that starts under them, asking editors to sign in with the git host
 * site.yaml names, without a single policy violation.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import type { SiteConfig } from '../../src/config/schema';
import { SITE_YAML } from '../support/site';
import { HOST_URL } from './support/hosts';
import { recordCspViolations } from './support/page-helpers';

const { editor } = parse(fs.readFileSync(SITE_YAML, 'utf8')) as SiteConfig;

const SIGN_IN_BUTTON: Record<SiteConfig['editor']['backend'], RegExp> = {
  'git-gateway': /Login with Netlify Identity/i,
  github: /Login with GitHub/i,
  gitlab: /Login with GitLab/i,
};

test('/admin/ is kept out of search engines, never stored, and runs under its own policy', async ({
  request,
}) => {
  const response = await request.get(`${HOST_URL}/admin/`);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['cache-control']).toContain('no-store');
  // The editor's policy is among those sent (a host may send the site's too; browsers enforce both).
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
});

test('the deployed editor starts and asks to sign in with the git host, with no policy violation', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await page.goto(`${HOST_URL}/admin/`);
  await expect(page.getByRole('button', { name: SIGN_IN_BUTTON[editor.backend] })).toBeVisible();
  expect(await violations()).toEqual([]);
});
