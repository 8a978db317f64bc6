/**
 * CSS module class names in built pages: a short hash instead of Gatsby's
 * "Catalog-module--cell--9090b". Each page's HTML names every class it uses
 * and inlines their rules, so the long names cost about 1 KB of compressed
 * HTML per page, enough to push the catalog past the first round trip of a
 * new connection. The hash covers the file and the class name, as Gatsby's
 * does; letters only, so a name never needs escaping. `gatsby develop`
 * keeps the readable names.
 */
import {
  GATSBY_VERSION_WRITTEN_FOR,
  type OutputRewrite,
  OutputRewriteError,
} from './output-rewrite';
import type { WebpackConfig } from './webpack-config';

export const BUILT_CLASS_NAME = '[hash:base52:6]';

/** css-loader's own files, as Gatsby's require.resolve names them (not postcss-loader's). */
const CSS_LOADER = /[\\/]css-loader[\\/]/;

export const shortClassNames: OutputRewrite = {
  name: 'short-class-names',
  purpose:
    'Sets css-loader’s localIdentName to a six-letter hash in both builds (the HTML’s and the ' +
    'browser’s), instead of Gatsby’s "[name]--[local]--[hash:hex:5]", which costs about 1 KB of ' +
    'compressed HTML per page.',
  gatsbyVersion: GATSBY_VERSION_WRITTEN_FOR,
  upstream:
    'https://github.com/gatsbyjs/gatsby/pull/24702 (short class names in production, closed ' +
    'without being merged); Gatsby offers no setting for it',
  patterns: [CSS_LOADER, 'a module rule’s use entry of that loader with options.modules an object'],
  mustMatch:
    'the webpack configuration of the build-javascript and build-html stages holds at least one ' +
    'css-loader entry with CSS modules options (Gatsby’s loaders.css({ modules: … })).',
};

interface LoaderUse {
  loader?: string;
  options?: { modules?: unknown } & Record<string, unknown>;
}

interface Rule {
  use?: unknown;
  oneOf?: unknown[];
  rules?: unknown[];
}

/** The rules rewritten, and how many css-loader entries with modules were found in them. */
interface Rewritten {
  rules: unknown[];
  cssModuleLoaders: number;
}

function isCssModulesLoader(use: unknown): use is LoaderUse & { options: { modules: object } } {
  const entry = use as LoaderUse;
  const modules = entry?.options?.modules;
  return CSS_LOADER.test(entry?.loader ?? '') && typeof modules === 'object' && modules !== null;
}

function withLocalIdentName(use: LoaderUse & { options: { modules: object } }): LoaderUse {
  const { options } = use;
  return {
    ...use,
    options: { ...options, modules: { ...options.modules, localIdentName: BUILT_CLASS_NAME } },
  };
}

function rewriteRules(rules: readonly unknown[]): Rewritten {
  let cssModuleLoaders = 0;
  const rewritten = rules.map((rule) => {
    if (typeof rule !== 'object' || rule === null) return rule;
    const { use, oneOf, rules: nested } = rule as Rule;
    const uses = Array.isArray(use)
      ? use.map((entry: unknown) => {
          if (!isCssModulesLoader(entry)) return entry;
          cssModuleLoaders += 1;
          return withLocalIdentName(entry);
        })
      : undefined;
    const inOneOf = oneOf ? rewriteRules(oneOf) : undefined;
    const inRules = nested ? rewriteRules(nested) : undefined;
    cssModuleLoaders += (inOneOf?.cssModuleLoaders ?? 0) + (inRules?.cssModuleLoaders ?? 0);
    return {
      ...rule,
      ...(uses ? { use: uses } : {}),
      ...(inOneOf ? { oneOf: inOneOf.rules } : {}),
      ...(inRules ? { rules: inRules.rules } : {}),
    };
  });
  return { rules: rewritten, cssModuleLoaders };
}

/** The same names in both builds: the HTML's and the browser's. `stage` names the build in an error. */
export function withShortClassNames(config: WebpackConfig, stage: string): WebpackConfig {
  const { rules, cssModuleLoaders } = rewriteRules(config.module?.rules ?? []);
  if (cssModuleLoaders === 0) {
    throw new OutputRewriteError(
      shortClassNames,
      `the webpack configuration of the ${stage} stage`,
      `no css-loader entry with CSS modules options among its ${rules.length} module rules.`,
    );
  }
  return { ...config, module: { ...config.module, rules } };
}
