/**
 * @jest-environment node
 *
 * A rewrite that no longer matches stops the build with its own message,
 * through Gatsby's reporter, instead of a warning: here through the webpack
 * hook, on the captured configuration.
 */
import type { CreateWebpackConfigArgs, PluginOptions } from 'gatsby';
import { onCreateWebpackConfig } from '../../../gatsby/on-create-webpack-config';
import { rewriteOrFailBuild } from '../../../gatsby/output-rewrites';
import { BUILT_CLASS_NAME } from '../../../gatsby/output-rewrites/short-class-names';
import type { WebpackConfig } from '../../../gatsby/output-rewrites/webpack-config';
import { type BuildStage, cssLoadersOf, gatsbyWebpackConfig } from './samples';

function fakeReporter() {
  return { panicOnBuild: jest.fn(), warn: jest.fn() };
}

/** Runs the hook for a stage on this configuration; returns what it replaced and reported. */
function runHook(stage: BuildStage, config: WebpackConfig) {
  const reporter = fakeReporter();
  const replaced: WebpackConfig[] = [];
  const args = {
    stage,
    reporter,
    getConfig: () => config,
    actions: { replaceWebpackConfig: (next: WebpackConfig) => replaced.push(next) },
    // Stands in for webpack's DefinePlugin: what the HTML renderer is handed.
    plugins: { define: (definitions: Record<string, string>) => ({ definitions }) },
  } as unknown as CreateWebpackConfigArgs;
  onCreateWebpackConfig?.(args, {} as PluginOptions, () => undefined);
  return { reporter, replaced };
}

it('rewrites Gatsby’s configuration in both build stages', () => {
  for (const stage of ['build-javascript', 'build-html'] as const) {
    const { reporter, replaced } = runHook(stage, gatsbyWebpackConfig(stage));
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(replaced).toHaveLength(1);
    const loaders = cssLoadersOf(replaced[0] ?? {});
    expect(loaders.some((entry) => JSON.stringify(entry).includes(BUILT_CLASS_NAME))).toBe(true);
  }
});

it('hands the contact form’s venue list to the HTML renderer only', () => {
  const definitionsOf = (stage: BuildStage) =>
    JSON.stringify(runHook(stage, gatsbyWebpackConfig(stage)).replaced[0]?.plugins ?? []);
  expect(definitionsOf('build-html')).toContain('__SERVER_VENUE_LIST__');
  expect(definitionsOf('build-html')).toContain('bear-brook-valley');
  expect(definitionsOf('build-javascript')).not.toContain('__SERVER_VENUE_LIST__');
});

it('stops the build with the rewrite’s message, and changes nothing, when a pattern no longer matches', () => {
  const config = gatsbyWebpackConfig('build-javascript');
  delete config.optimization?.splitChunks?.cacheGroups?.styles;
  const { reporter, replaced } = runHook('build-javascript', config);
  expect(replaced).toEqual([]);
  expect(reporter.warn).not.toHaveBeenCalled();
  expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
  expect(reporter.panicOnBuild).toHaveBeenCalledWith(
    expect.stringMatching(
      /^Output rewrite "stylesheet-per-page-kind" no longer matches[\s\S]*What to do: /,
    ),
  );
});

it('lets any other error through as it is', () => {
  const reporter = fakeReporter();
  const broken = () => {
    throw new TypeError('not a rewrite');
  };
  expect(() =>
    rewriteOrFailBuild(reporter as unknown as Parameters<typeof rewriteOrFailBuild>[0], broken),
  ).toThrow(TypeError);
  expect(reporter.panicOnBuild).not.toHaveBeenCalled();
});
