/**
 * The _redirects file (read by Netlify and Cloudflare Pages, and by our
 * local server): a real 301 for every old address, and the not-found page
 * of each language.
 */
import type { PlannedRedirect } from './legacy-redirects';

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

export function redirectsFile(
  planned: readonly PlannedRedirect[],
  languages: readonly string[],
  defaultLanguage: string,
): string {
  const width = Math.max(...planned.map((redirect) => redirect.from.length), 10);
  const rule = (from: string, to: string, status: string) =>
    `${from.padEnd(width)}  ${to}  ${status}`;
  // Forced ("!") so the host answers 301 even though a fallback page exists
  // at the old address. Matching ignores the trailing slash.
  const legacy = planned
    .filter((redirect) => redirect.kind === 'legacy')
    .map((redirect) => rule(withoutTrailingSlash(redirect.from), redirect.to, '301!'));
  // Most specific first: /es/* before the catch-all.
  const notFound = [
    ...languages
      .filter((language) => language !== defaultLanguage)
      .map((language) => rule(`/${language}/*`, `/${language}/404/`, '404')),
    rule('/*', '/404.html', '404'),
  ];
  return [
    '# Generated from site.yaml at build time: edit site.yaml, not this file.',
    '',
    '# Old addresses',
    ...legacy,
    '',
    '# Not-found page of each language',
    ...notFound,
    '',
  ].join('\n');
}
