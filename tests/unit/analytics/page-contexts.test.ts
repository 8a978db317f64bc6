/** @jest-environment node */
/**
 * With analytics on, only the contact page learns of it (its privacy note
 * names the service, from analytics.json); with it off, every page is
 * handed exactly what it was before.
 */
import { contentFor, contextFor } from '../../../src/config/page-contexts';
import { listPages } from '../../../src/config/pages';
import { formatProblems } from '../../../src/config/problems';
import { validateProjectConfig } from '../../../src/config/project';

const result = validateProjectConfig(process.cwd());
if (!result.ok) throw new Error(formatProblems('site.yaml', result.problems));
const config = result.config;
const pages = listPages(config.routes, config.venues);
const languages = config.languages.supported.map((language) => language.code);

function contexts(analytics: { provider: 'plausible' | 'google' } | null) {
  return pages.map((page) =>
    contextFor(
      page,
      languages[0] ?? 'en',
      languages,
      config.languages.default,
      [],
      contentFor(page, { servicesYaml: null, analytics }),
    ),
  );
}

it('hands every page the same context with analytics off, left out or null', () => {
  const off = contexts(null);
  expect(off.some((context) => 'analyticsService' in context)).toBe(false);
  expect(off.some((context) => context.namespaces.includes('analytics'))).toBe(false);
});

it('tells the contact page alone which service counts visits, and whether it asked first', () => {
  const off = contexts(null);
  for (const [provider, expected] of [
    ['plausible', { name: 'Plausible Analytics', asksConsent: false }],
    ['google', { name: 'Google Analytics', asksConsent: true }],
  ] as const) {
    const on = contexts({ provider });
    on.forEach((context, index) => {
      if (context.kind !== 'contact') {
        expect(context).toEqual(off[index]);
        return;
      }
      expect(context.analyticsService).toEqual(expected);
      expect(context.namespaces).toEqual([...(off[index]?.namespaces ?? []), 'analytics']);
    });
  }
});
