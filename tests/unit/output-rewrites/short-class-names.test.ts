/**
 * @jest-environment node
 *
 * CSS module class names: a six-letter hash in both builds, set on the
 * css-loader entries Gatsby configures for CSS modules.
 */
import {
  BUILT_CLASS_NAME,
  withShortClassNames,
} from '../../../gatsby/output-rewrites/short-class-names';
import { type BuildStage, cssLoadersOf, gatsbyWebpackConfig } from './samples';

describe.each<BuildStage>(['build-javascript', 'build-html'])('the %s stage', (stage) => {
  it('sets the short name on every CSS modules loader, and leaves the plain CSS one alone', () => {
    const before = cssLoadersOf(gatsbyWebpackConfig(stage));
    const after = cssLoadersOf(withShortClassNames(gatsbyWebpackConfig(stage), stage));
    const withModules = after.filter((entry) => typeof entry.options?.modules === 'object');
    expect(withModules.length).toBeGreaterThan(0);
    for (const entry of withModules)
      expect(entry.options?.modules).toMatchObject({
        localIdentName: BUILT_CLASS_NAME,
        namedExport: true,
      });
    // Gatsby's other CSS modules options are kept; only the name changes.
    expect(after.length).toBe(before.length);
    const plain = after.filter((entry) => entry.options?.modules === false);
    expect(plain.length).toBe(before.filter((entry) => entry.options?.modules === false).length);
  });

  it('fails, naming the rewrite and the stage, when Gatsby configures CSS modules another way', () => {
    const config = gatsbyWebpackConfig(stage);
    // As if Gatsby turned CSS modules on with `modules: true` instead of an options object.
    for (const entry of cssLoadersOf(config))
      if (entry.options && typeof entry.options.modules === 'object') entry.options.modules = true;
    expect(() => withShortClassNames(config, stage)).toThrow(
      new RegExp(`Output rewrite "short-class-names" no longer matches .* ${stage} stage`),
    );
  });
});
