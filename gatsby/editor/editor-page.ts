/**
 * The HTML of /admin/: our script first (it tells Decap to wait for it),
 * then Decap's, which ours configures and starts once the page has loaded. Kept out of search engines (also by a header, see
 * gatsby/security/headers-file.ts).
 */
import type { DecapConfig } from '../../src/admin/config/decap-types';

export function editorPage(config: DecapConfig): string {
  const identityWidget = config.backend.name === 'checked-git-gateway';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Site editor</title>
<link rel="stylesheet" href="editor-ui.css">
</head>
<body>
<noscript>The site editor needs JavaScript.</noscript>
<script src="editor.js"></script>
${identityWidget ? '<script src="netlify-identity-widget.js"></script>\n' : ''}<script src="decap-cms.js"></script>
</body>
</html>
`;
}
