/**
 * The HTML of /admin/: our script first (it tells Decap to wait for it),
 * then Decap's, which ours configures and starts once the page has loaded. Kept out of search engines (also by a header, see
 * gatsby/security/headers-file.ts).
 */
import type { DecapConfig } from '../../src/editor/for-the-build';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * `siteName`: the business's name (site.yaml), which the page's title and
 * the sign-in screen show (src/editor/sign-in.ts); its icon is the site's.
 */
export function editorPage(config: DecapConfig, siteName: string): string {
  const identityWidget = config.backend.name === 'checked-git-gateway';
  const name = escapeHtml(siteName);
  const icon = config.logo
    ? `<link rel="icon" href="${escapeHtml(config.logo.src)}" type="image/svg+xml">\n`
    : '';
  return `<!DOCTYPE html>
<html lang="en" data-site-name="${name}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${name}: site editor</title>
${icon}<link rel="stylesheet" href="editor-ui.css">
</head>
<body>
<noscript>The site editor needs JavaScript.</noscript>
<script src="editor.js"></script>
${identityWidget ? '<script src="netlify-identity-widget.js"></script>\n' : ''}<script src="decap-cms.js"></script>
</body>
</html>
`;
}
