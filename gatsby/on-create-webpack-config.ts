import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

/**
 * One copy of i18next in the browser, whoever asks for it. A dependency that
 * `require`s it gets its CommonJS build and an ES import its ES build: with
 * both, every page shipped i18next twice (17 KB gzip). Of the two, the
 * CommonJS build comes out smaller here (it shares Gatsby's Babel helpers).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, store }) => {
  // Resolved the way Node resolves `require('i18next')` from the site's root.
  const fromSite = createRequire(path.join(store.getState().program.directory, 'package.json'));
  actions.setWebpackConfig({
    resolve: { alias: { i18next$: fromSite.resolve('i18next') } },
  });
};
