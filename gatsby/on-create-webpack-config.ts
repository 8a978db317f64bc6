import type { GatsbyNode } from 'gatsby';

/** The parts of Gatsby's webpack configuration this module reads or sets. */
interface WebpackConfig {
  optimization?: {
    splitChunks?: { cacheGroups?: Record<string, unknown> } & Record<string, unknown>;
  } & Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * Each page kind's own stylesheet. Gatsby merges every CSS file of the site
 * into one `styles` chunk and inlines all of it into every page: the home
 * page carried the contact form's and the gobo designer's rules too, about
 * a third of its HTML. Without that merge, each page inlines the global
 * styles plus its own template's, and a template's styles arrive with its
 * chunk on a client-side move. Our CSS is all CSS modules plus global.css
 * (imported by gatsby-browser), and gatsby/styles/stylesheet-order.ts keeps
 * the global rules first in each page's cascade.
 */
function splitStylesheetsByPageKind(config: WebpackConfig): WebpackConfig {
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks || !splitChunks.cacheGroups) return config;
  const { styles: _merged, ...cacheGroups } = splitChunks.cacheGroups;
  return {
    ...config,
    optimization: { ...config.optimization, splitChunks: { ...splitChunks, cacheGroups } },
  };
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  actions,
  getConfig,
  stage,
}) => {
  if (stage === 'build-javascript') {
    actions.replaceWebpackConfig(splitStylesheetsByPageKind(getConfig() as WebpackConfig));
  }
};
