/**
 * Writes the browser editor into the built site (public/admin/), configured
 * from site.yaml: where it saves and how editors sign in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { editorConfig, type SiteForEditor } from '../../src/editor/for-the-build';
import { buildEditor, copyScript, resolveFromProject } from './build-editor';
import { EDITOR_PATH } from '../../src/config/editor-path';
import { IDENTITY_EMAILS, identityEmailHtml } from './identity-emails';

/** Netlify Identity's own widget accepts an invitation and sets a password, on /admin/ only. */
function copyIdentityWidget(root: string, outDir: string): void {
  const widget = resolveFromProject(
    root,
    'netlify-identity-widget/build/netlify-identity-widget.js',
  );
  copyScript(widget, path.join(outDir, 'netlify-identity-widget.js'));
}

function writeIdentityEmails(outDir: string): void {
  const dir = path.join(outDir, 'emails');
  fs.mkdirSync(dir, { recursive: true });
  for (const email of IDENTITY_EMAILS) {
    fs.writeFileSync(path.join(dir, email.file), identityEmailHtml(email));
  }
}

export async function writeEditor(
  site: SiteForEditor,
  publicDir: string,
  root = process.cwd(),
): Promise<string> {
  const outDir = path.join(publicDir, ...EDITOR_PATH.split('/').filter(Boolean));
  const config = editorConfig(site);
  await buildEditor({ root, outDir, config, siteName: site.business.name });
  if (site.editor.backend === 'git-gateway') {
    copyIdentityWidget(root, outDir);
    writeIdentityEmails(outDir);
  }
  return outDir;
}
