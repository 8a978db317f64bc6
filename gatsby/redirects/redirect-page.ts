/**
 * The HTML page left at an old address, so that the redirect works on any
 * static host, including one that ignores _redirects: a meta refresh for
 * browsers without JavaScript, location.replace (keeping query and hash,
 * and replacing the history entry) for the rest, and a visible link.
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

/** A JSON string literal that is also safe inside <script>. */
function scriptString(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

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
<script>location.replace(${scriptString(redirect.to)} + location.search + location.hash);</script>
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
