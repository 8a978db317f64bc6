/**
 * The sign-in window's pages: a failure page (what happened, what to do), and
 * the page that hands a finished sign-in to the editor that opened the
 * window. Both are served by the handler, not from public/, so _headers does
 * not reach them: they carry their own headers, and a Content-Security-Policy
 * that allows their one style and (for the hand-off) their one script, by
 * hash, and nothing else.
 */
import { EDITOR_PATH } from '../config/editor-path';
import { HAND_OFF_WORDS, type Explanation } from './words';

const STYLE =
  'body{margin:0;padding:2rem 1rem;font:1.0625rem/1.55 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b1b1b;background:#fff}' +
  'main{max-width:36rem;margin:0 auto}h1{font-size:1.5rem;line-height:1.25}' +
  'a{color:#0b4fb3}a:focus-visible{outline:3px solid #0b4fb3;outline-offset:2px}';

/**
 * Runs in the sign-in window. Decap's GitHub sign-in (decap-cms-lib-auth,
 * netlify-auth.js) waits for "authorizing:github" from the window it opened,
 * answers with the same message, then takes
 * "authorization:github:success:{json}". Every message goes to the site's own
 * address only (never "*"), and only an answer from the window that opened
 * this one, on that address, gets the sign-in: another site's page that opened
 * it hears nothing.
 */
const HAND_OFF_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('sign-in').textContent);
  var editor = window.opener;
  function show(state) {
    document.querySelectorAll('[data-shows]').forEach(function (part) {
      part.hidden = part.getAttribute('data-shows') !== state;
    });
  }
  if (!editor) return show('no-editor');
  var answered = false;
  window.addEventListener('message', function (event) {
    if (event.origin !== data.origin || event.source !== editor || event.data !== data.handshake) return;
    answered = true;
    editor.postMessage(data.message, data.origin);
    show('done');
  });
  editor.postMessage(data.handshake, data.origin);
  setTimeout(function () {
    if (!answered) show('no-answer');
  }, 5000);
})();`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

async function sha256Source(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

async function contentSecurityPolicy(script?: string): Promise<string> {
  return [
    "default-src 'none'",
    ...(script ? [`script-src ${await sha256Source(script)}`] : []),
    `style-src ${await sha256Source(STYLE)}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** What every page of the handler is sent with: never stored, never indexed, never framed. */
export const PRIVATE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  // The callback's address carries GitHub's code: it is told to no one.
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

function documentOf(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}: signing in to the site editor</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const EDITOR_LINK = `<p><a href="${EDITOR_PATH}">${HAND_OFF_WORDS.openEditor}</a></p>`;

async function htmlResponse(
  html: string,
  status: number,
  script: string | undefined,
  headers: Record<string, string>,
): Promise<Response> {
  return new Response(html, {
    status,
    headers: {
      ...PRIVATE_HEADERS,
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': await contentSecurityPolicy(script),
    },
  });
}

export function failurePage(
  explanation: Explanation,
  headers: Record<string, string> = {},
): Promise<Response> {
  const paragraphs = explanation.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  const html = documentOf(
    explanation.heading,
    `<h1>${escapeHtml(explanation.heading)}</h1>\n${paragraphs}\n${EDITOR_LINK}`,
  );
  return htmlResponse(html, explanation.status, undefined, headers);
}

/** The messages of Decap's handshake for GitHub, and the one that carries the sign-in. */
export function decapMessages(token: string): { handshake: string; message: string } {
  return {
    handshake: 'authorizing:github',
    message: `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`,
  };
}

/** JSON inside <script>: "<" written as \u003c, so no text can close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function handOffPage(
  token: string,
  siteOrigin: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const words = HAND_OFF_WORDS;
  const data = scriptSafeJson({ origin: siteOrigin, ...decapMessages(token) });
  const html = documentOf(
    words.title,
    `<h1>${words.title}</h1>
<div role="status">
<p data-shows="working">${escapeHtml(words.working)}</p>
<p data-shows="done" hidden>${escapeHtml(words.done)}</p>
<p data-shows="no-editor" hidden>${escapeHtml(words.noEditor)}</p>
<p data-shows="no-answer" hidden>${escapeHtml(words.noAnswer)}</p>
</div>
<noscript><p>${escapeHtml(words.noScript)}</p></noscript>
${EDITOR_LINK}
<script type="application/json" id="sign-in">${data}</script>
<script>${HAND_OFF_SCRIPT}</script>`,
  );
  return htmlResponse(html, 200, HAND_OFF_SCRIPT, headers);
}
