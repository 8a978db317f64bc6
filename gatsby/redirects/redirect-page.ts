/**
 * The HTML page left at an old address, so that the redirect works on any
 * static host, including one that ignores _redirects: a meta refresh for
 * browsers without JavaScript, location.replace (keeping query and hash,
 * and replacing the history entry) for the rest, and a visible link.
 * The script is the same on every redirect page (it reads the target from
 * its data-to attribute), so one hash in the Content-Security-Policy
 * allows them all.
 */
import type { PlannedRedirect } from './legacy-redirects';

export interface RedirectPageTexts {
  /** Page title and message, e.g. "This page has moved" or "Redirecting...". */
  heading: string;
  /** Text of the visible link to the new address. */
  linkText: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

export const REDIRECT_SCRIPT =
  'location.replace(document.currentScript.getAttribute("data-to") + location.search + location.hash);';

export function redirectPageHtml(
  redirect: PlannedRedirect,
  siteUrl: string,
  texts: RedirectPageTexts,
): string {
  const absoluteTarget = redirect.to.startsWith('/') ? `${siteUrl}${redirect.to}` : redirect.to;
  const target = escapeHtml(redirect.to);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(redirect.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.heading)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(absoluteTarget)}">
<script data-to="${target}">${REDIRECT_SCRIPT}</script>
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<main>
<h1>${escapeHtml(texts.heading)}</h1>
<p><a href="${target}">${escapeHtml(texts.linkText)}</a></p>
</main>
</body>
</html>
`;
}
