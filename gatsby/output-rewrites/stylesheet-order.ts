/**
 * Gatsby inlines each page's stylesheets in the order of its chunks: the
 * page template's first, then the shared ones, then the app's (global.css).
 * The cascade needs the reverse, site-wide rules first, so that a
 * template's rules win over global ones of the same weight, as they do
 * when the template's stylesheet arrives later on a client-side move.
 * (Each page kind has its own stylesheet only because of
 * stylesheet-per-page-kind.ts; with Gatsby's single stylesheet there is no
 * order to get wrong.)
 */
import { isValidElement, type ReactNode } from 'react';
import {
  GATSBY_VERSION_WRITTEN_FOR,
  type OutputRewrite,
  OutputRewriteError,
} from './output-rewrite';

/** Earlier in the cascade first: the app's stylesheet, then the shared one. */
const SITE_WIDE_CHUNKS = ['app', 'commons'];

/** The chunk a stylesheet belongs to, from its file name: "/app.2f9e70b4.css" → "app". */
const CHUNK_OF_HREF = /^\/([^/.]+)\.[^/]*\.css$/;

export const stylesheetOrder: OutputRewrite = {
  name: 'stylesheet-order',
  purpose:
    'Moves the inline stylesheet of the app (global.css) and the shared one before the page ' +
    'kind’s own in each page’s head, so the cascade is the same as after a client-side move; ' +
    'otherwise global rules would beat the page kind’s rules of the same weight.',
  gatsbyVersion: GATSBY_VERSION_WRITTEN_FOR,
  upstream:
    'none filed: the order matters only once each page kind has its own stylesheet, which is our ' +
    'change (stylesheet-per-page-kind); closest upstream report: ' +
    'https://github.com/gatsbyjs/gatsby/issues/2726 (CSS modules before global styles, closed)',
  patterns: ['<style data-href="…">', CHUNK_OF_HREF],
  mustMatch:
    'the head of every page the build renders holds inline <style data-href="/<chunk>.<hash>.css"> ' +
    'elements, one of them the app’s ("/app.<hash>.css").',
};

interface InlineStyleProps {
  'data-href'?: unknown;
}

/** The chunk of an inline stylesheet, or null for any other head component. */
function chunkOf(component: ReactNode): string | null {
  if (!isValidElement<InlineStyleProps>(component) || component.type !== 'style') return null;
  const href = component.props['data-href'];
  if (typeof href !== 'string') return null;
  return CHUNK_OF_HREF.exec(href)?.[1] ?? href;
}

function rankOf(chunk: string): number {
  const rank = SITE_WIDE_CHUNKS.indexOf(chunk);
  return rank === -1 ? SITE_WIDE_CHUNKS.length : rank;
}

/**
 * The head's components with the inline stylesheets reordered, everything
 * else in place. `page` (the page's path) names the page in an error.
 */
export function withSiteWideStylesFirst(
  components: readonly ReactNode[],
  page: string,
): ReactNode[] {
  const styleSlots = components.flatMap((component, index) => {
    const chunk = chunkOf(component);
    return chunk === null ? [] : [{ index, chunk, component }];
  });
  if (!styleSlots.some((slot) => slot.chunk === SITE_WIDE_CHUNKS[0])) {
    const found = styleSlots.map((slot) => slot.chunk).join(', ') || 'none';
    throw new OutputRewriteError(
      stylesheetOrder,
      `the head of the page ${page}`,
      `inline stylesheets of these chunks: ${found}.`,
    );
  }
  // Array.prototype.sort is stable: page-kind stylesheets keep their order.
  const ordered = [...styleSlots].sort((a, b) => rankOf(a.chunk) - rankOf(b.chunk));
  const result = [...components];
  styleSlots.forEach((slot, position) => {
    result[slot.index] = ordered[position]?.component;
  });
  return result;
}
