/**
 * The previews of the pages being edited: the venue page beside the venues
 * (site settings) and the venue pages (content), the home page beside the
 * home page's content, the business facts (its trust banner) and the
 * reviews, a service or venue page with its event photos beside the gallery
 * (GalleryPreview.tsx), and the page of a texts file beside its texts. See
 * PagePreview.tsx.
 */
import { createElement } from 'react';
import type { DecapConfig } from '../config/decap-types';
import { decap } from '../decap';
import { island } from '../islands';
import { DecapPagePreview, PREVIEW_TEMPLATES, type DecapPreviewProps } from './DecapPreview';

/** The stylesheet of the editor's bundle: the site's styles, for the preview frame only. */
export const PREVIEW_STYLESHEET = 'editor.css';

export function registerPreviews(_config: DecapConfig): void {
  const { CMS } = decap();
  CMS.registerPreviewStyle(PREVIEW_STYLESHEET);
  for (const template of PREVIEW_TEMPLATES) {
    CMS.registerPreviewTemplate(
      template,
      island<DecapPreviewProps>({
        displayName: `PagePreview(${template})`,
        render: (preview) => createElement(DecapPagePreview, { template, preview }),
      }),
    );
  }
}
