/**
 * Each page kind's own stylesheet. Gatsby merges every CSS file of the site
 * into one `styles` chunk and inlines all of it into every page: the home
 * page carried the contact form's and the gobo designer's rules too, about
 * a third of its HTML. Without that merge, each page inlines the global
 * styles plus its own template's, and a template's styles arrive with its
 * chunk on a client-side move. Our CSS is all CSS modules plus global.css
 * (imported by gatsby-browser), and stylesheet-order.ts keeps the global
 * rules first in each page's cascade.
 */
import {
  GATSBY_VERSION_WRITTEN_FOR,
  type OutputRewrite,
  OutputRewriteError,
} from './output-rewrite';
import type { WebpackConfig } from './webpack-config';

/** Gatsby's cache group that merges every stylesheet into one. */
const MERGED_STYLES_GROUP = 'styles';

export const stylesheetPerPageKind: OutputRewrite = {
  name: 'stylesheet-per-page-kind',
  purpose:
    'Removes the "styles" cache group with which Gatsby merges all the site’s CSS into one ' +
    'stylesheet inlined into every page, so each page inlines only the global styles and its own ' +
    'page kind’s (about a third less HTML on the home page).',
  gatsbyVersion: GATSBY_VERSION_WRITTEN_FOR,
  upstream:
    'https://github.com/gatsbyjs/gatsby/issues/21253 (every page inlines all the CSS, closed as ' +
    'stale); the merge came with https://github.com/gatsbyjs/gatsby/pull/11800',
  patterns: [`optimization.splitChunks.cacheGroups.${MERGED_STYLES_GROUP}`],
  mustMatch: `the webpack configuration of the build-javascript stage has a "${MERGED_STYLES_GROUP}" cache group.`,
};

export function withStylesheetPerPageKind(config: WebpackConfig, stage: string): WebpackConfig {
  const splitChunks = config.optimization?.splitChunks;
  const cacheGroups = splitChunks?.cacheGroups;
  if (!splitChunks || !cacheGroups || !(MERGED_STYLES_GROUP in cacheGroups)) {
    const groups = cacheGroups
      ? Object.keys(cacheGroups).join(', ') || 'none'
      : 'no splitChunks cache groups';
    throw new OutputRewriteError(
      stylesheetPerPageKind,
      `the webpack configuration of the ${stage} stage`,
      `cache groups: ${groups}.`,
    );
  }
  const { [MERGED_STYLES_GROUP]: _merged, ...otherGroups } = cacheGroups;
  return {
    ...config,
    optimization: {
      ...config.optimization,
      splitChunks: { ...splitChunks, cacheGroups: otherGroups },
    },
  };
}
