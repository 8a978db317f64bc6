/**
 * Gatsby inlines each page's stylesheets in the order of its chunks: the
 * page template's first, then the shared ones, then the app's (global.css).
 * The cascade needs the reverse, site-wide rules first, so that a
 * template's rules win over global ones of the same weight, as they do
 * when the template's stylesheet arrives later on a client-side move.
 * (See splitStylesheetsByPageKind in on-create-webpack-config.)
 */
import { isValidElement, type ReactNode } from 'react';

/** Earlier in the cascade first: the app's stylesheet, then the shared one. */
const SITE_WIDE_CHUNKS = ['app', 'commons'];

interface InlineStyleProps {
  'data-href'?: unknown;
}

function chunkRank(component: ReactNode): number | null {
  if (!isValidElement<InlineStyleProps>(component) || component.type !== 'style') return null;
  const href = component.props['data-href'];
  if (typeof href !== 'string') return null;
  const chunk = href.split('/').pop()?.split('.')[0] ?? '';
  const rank = SITE_WIDE_CHUNKS.indexOf(chunk);
  return rank === -1 ? SITE_WIDE_CHUNKS.length : rank;
}

/** The head's components with the inline stylesheets reordered, everything else in place. */
export function withSiteWideStylesFirst(components: readonly ReactNode[]): ReactNode[] {
  const styleSlots = components.flatMap((component, index) => {
    const rank = chunkRank(component);
    return rank === null ? [] : [{ index, rank, component }];
  });
  // Array.prototype.sort is stable: page-kind stylesheets keep their order.
  const ordered = [...styleSlots].sort((a, b) => a.rank - b.rank);
  const result = [...components];
  styleSlots.forEach((slot, position) => {
    result[slot.index] = ordered[position]?.component;
  });
  return result;
}
