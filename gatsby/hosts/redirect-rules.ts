/**
 * The _redirects file, in the dialect of the host the site is published on.
 * Both hosts read a file of that name, but they disagree on what it may say:
 *
 * - Netlify serves a file that exists before any rule unless the rule is
 *   forced ("301!"), and the forwarding pages do exist at the old addresses.
 *   It matches a rule with or without the trailing slash, and takes "404"
 *   rules for the not-found page of each language.
 * - Cloudflare Pages applies a rule before any file, but matches the path
 *   exactly, and rejects "!" and "404": it serves the nearest 404.html up
 *   the tree by itself (see not-found-pages.ts).
 *
 * Both were checked with the hosts' own local runtimes (tests/hosts/).
 */
import type { DeployHost } from '../../src/config/constants';
import type { PlannedRedirect } from '../redirects/legacy-redirects';

export interface RedirectRulesInput {
  planned: readonly PlannedRedirect[];
  languages: readonly string[];
  defaultLanguage: string;
}

type Rule = readonly [from: string, to: string, status: string];

const HEADER = '# Generated from site.yaml at build time: edit site.yaml, not this file.';

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

function legacyOf(planned: readonly PlannedRedirect[]): PlannedRedirect[] {
  return planned.filter((redirect) => redirect.kind === 'legacy');
}

function netlifyRules({ planned, languages, defaultLanguage }: RedirectRulesInput) {
  const legacy = legacyOf(planned).map((redirect): Rule => [
    withoutTrailingSlash(redirect.from),
    redirect.to,
    '301!',
  ]);
  // Most specific first: /es/* before the catch-all.
  const notFound: Rule[] = [
    ...languages
      .filter((language) => language !== defaultLanguage)
      .map((language): Rule => [`/${language}/*`, `/${language}/404/`, '404']),
    ['/*', '/404.html', '404'],
  ];
  return [
    { heading: 'Old addresses', rules: legacy },
    { heading: 'Not-found page of each language', rules: notFound },
  ];
}

function cloudflareRules({ planned }: RedirectRulesInput) {
  const legacy = legacyOf(planned).flatMap((redirect): Rule[] => {
    const bare = withoutTrailingSlash(redirect.from);
    return [
      [bare, redirect.to, '301'],
      [`${bare}/`, redirect.to, '301'],
    ];
  });
  return [{ heading: 'Old addresses, with and without the trailing slash', rules: legacy }];
}

/** The file for the host, or null for a static host, which reads none. */
export function redirectRulesFile(host: DeployHost, input: RedirectRulesInput): string | null {
  if (host === 'static') return null;
  const sections = host === 'netlify' ? netlifyRules(input) : cloudflareRules(input);
  const width = Math.max(
    10,
    ...sections.flatMap(({ rules }) => rules.map(([from]) => from.length)),
  );
  const lines = sections.flatMap(({ heading, rules }) => [
    '',
    `# ${heading}`,
    ...rules.map(([from, to, status]) => `${from.padEnd(width)}  ${to}  ${status}`),
  ]);
  return [HEADER, ...lines, ''].join('\n');
}

/** Cloudflare Pages takes at most this many redirect rules without placeholders. */
export const CLOUDFLARE_MOST_STATIC_REDIRECTS = 2000;

/** How many rules the file holds (for a host's limits). */
export function countRules(file: string): number {
  return file.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#')).length;
}
