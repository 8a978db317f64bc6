/**
 * The previews of the pages being edited, one for every screen of the
 * editor (which one shows what: DecapPreview.tsx): the site's own templates
 * with the entry as it is in the form (PagePreview.tsx, GalleryPreview.tsx,
 * RoutePreview.tsx).
 */
import { createElement } from 'react';
import type { DecapConfig } from '../config/decap-types';
import { decap } from '../decap';
import { island } from '../islands';
import { DecapPagePreview, type DecapPreviewProps } from './DecapPreview';

/** The stylesheet of the editor's bundle: the site's styles, for the preview frame only. */
export const PREVIEW_STYLESHEET = 'editor.css';

/** Every screen of the editor: each file of a collection of files, and each collection of files in folders. */
function screensOf(config: DecapConfig): string[] {
  return config.collections.flatMap((collection) =>
    'files' in collection ? collection.files.map((file) => file.name) : [collection.name],
  );
}

export function registerPreviews(config: DecapConfig): void {
  const { CMS } = decap();
  CMS.registerPreviewStyle(PREVIEW_STYLESHEET);
  for (const template of screensOf(config)) {
    CMS.registerPreviewTemplate(
      template,
      island<DecapPreviewProps>({
        displayName: `PagePreview(${template})`,
        render: (preview) => createElement(DecapPagePreview, { template, preview }),
      }),
    );
  }
}
