import type { GatsbyNode } from 'gatsby';
import { PRODUCTION_DEVTOOL } from './site-files/source-maps';

/** The parts of Gatsby's webpack configuration this module reads or sets. */
interface WebpackConfig {
  optimization?: {
    splitChunks?: { cacheGroups?: Record<string, unknown> } & Record<string, unknown>;
  } & Record<string, unknown>;
  module?: { rules?: unknown[] } & Record<string, unknown>;
  [key: string]: unknown;
}

interface LoaderUse {
  loader?: string;
  options?: { modules?: unknown } & Record<string, unknown>;
}

interface Rule {
  use?: unknown;
  oneOf?: unknown[];
  rules?: unknown[];
}

/**
 * CSS module class names in built pages: a short hash instead of Gatsby's
 * "Catalog-module--cell--9090b". Each page's HTML names every class it uses
 * and inlines their rules, so the long names cost about 1 KB of compressed
 * HTML per page, enough to push the catalog past the first round trip of a
 * new connection. The hash covers the file and the class name, as Gatsby's
 * does; letters only, so a name never needs escaping. `gatsby develop`
 * keeps the readable names.
 */
export const BUILT_CLASS_NAME = '[hash:base52:6]';

function withLocalIdentName(use: unknown): unknown {
  const entry = use as LoaderUse;
  const modules = entry?.options?.modules;
  if (!entry?.loader?.includes('css-loader') || typeof modules !== 'object' || modules === null) {
    return use;
  }
  return {
    ...entry,
    options: { ...entry.options, modules: { ...modules, localIdentName: BUILT_CLASS_NAME } },
  };
}

function withShortClassNamesInRule(rule: unknown): unknown {
  if (typeof rule !== 'object' || rule === null) return rule;
  const { use, oneOf, rules } = rule as Rule;
  return {
    ...rule,
    ...(Array.isArray(use) ? { use: use.map(withLocalIdentName) } : {}),
    ...(oneOf ? { oneOf: oneOf.map(withShortClassNamesInRule) } : {}),
    ...(rules ? { rules: rules.map(withShortClassNamesInRule) } : {}),
  };
}

/** The same names in both builds: the HTML's and the browser's. */
export function withShortClassNames(config: WebpackConfig): WebpackConfig {
  const rules = config.module?.rules;
  if (!rules) return config;
  return { ...config, module: { ...config.module, rules: rules.map(withShortClassNamesInRule) } };
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
    actions.replaceWebpackConfig({
      ...withShortClassNames(splitStylesheetsByPageKind(getConfig() as WebpackConfig)),
      // Maps no script names, moved out of public/ after the build
      // (gatsby/site-files/source-maps.ts).
      devtool: PRODUCTION_DEVTOOL,
    });
  } else if (stage === 'build-html') {
    actions.replaceWebpackConfig(withShortClassNames(getConfig() as WebpackConfig));
  }
};
