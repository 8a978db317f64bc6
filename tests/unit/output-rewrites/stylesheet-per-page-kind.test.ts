/**
 * @jest-environment node
 *
 * Gatsby's "styles" cache group, which merges all the site's CSS into one
 * stylesheet, is removed; every other setting stays as Gatsby made it.
 */
import { withStylesheetPerPageKind } from '../../../gatsby/output-rewrites/stylesheet-per-page-kind';
import { gatsbyWebpackConfig } from './samples';

const STAGE = 'build-javascript';

it('removes the merging cache group and keeps the others', () => {
  const before = gatsbyWebpackConfig(STAGE);
  const groupsBefore = Object.keys(before.optimization?.splitChunks?.cacheGroups ?? {});
  expect(groupsBefore).toContain('styles');
  const after = withStylesheetPerPageKind(before, STAGE);
  expect(Object.keys(after.optimization?.splitChunks?.cacheGroups ?? {})).toEqual(
    groupsBefore.filter((group) => group !== 'styles'),
  );
  expect(after.optimization?.splitChunks?.maxInitialRequests).toBe(
    before.optimization?.splitChunks?.maxInitialRequests,
  );
  expect(after.module).toEqual(before.module);
});

it('fails, naming the rewrite, when Gatsby no longer has that cache group', () => {
  const config = gatsbyWebpackConfig(STAGE);
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups ?? {};
  // As if Gatsby renamed the group that merges the stylesheets.
  cacheGroups.css = cacheGroups.styles;
  delete cacheGroups.styles;
  expect(() => withStylesheetPerPageKind(config, STAGE)).toThrow(
    /Output rewrite "stylesheet-per-page-kind" no longer matches[\s\S]*cache groups: .*css/,
  );
});
