import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

/** The parts of Gatsby's webpack configuration this module reads or sets. */
interface WebpackConfig {
  resolve?: { alias?: Record<string, string> };
  optimization?: {
    splitChunks?: { cacheGroups?: Record<string, unknown> } & Record<string, unknown>;
  } & Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * One copy of i18next in the browser, whoever asks for it. A dependency that
 * `require`s it gets its CommonJS build and an ES import its ES build: with
 * both, every page shipped i18next twice (17 KB gzip). Of the two, the
 * CommonJS build comes out smaller here (it shares Gatsby's Babel helpers).
 */
function aliasI18next(directory: string): WebpackConfig {
  // Resolved the way Node resolves `require('i18next')` from the site's root.
  const fromSite = createRequire(path.join(directory, 'package.json'));
  return { resolve: { alias: { i18next$: fromSite.resolve('i18next') } } };
}

/**
 * Each page kind's own stylesheet. Gatsby merges every CSS file of the site
 * into one `styles` chunk and inlines all of it into every page: the home
 * page carried the contact form's and the gobo designer's rules too, about
 * a third of its HTML. Without that merge, each page inlines the global
 * styles plus its own template's, and a template's styles arrive with its
 * chunk on a client-side move. Our CSS is all CSS modules (plus global.css,
 * loaded first by gatsby-browser), so the order between chunks cannot
 * change how a rule applies.
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
  store,
}) => {
  if (stage === 'build-javascript') {
    actions.replaceWebpackConfig(splitStylesheetsByPageKind(getConfig() as WebpackConfig));
  }
  actions.setWebpackConfig(aliasI18next(store.getState().program.directory));
};
