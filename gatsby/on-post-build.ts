/**
 * After the pages are built, the files that need every page written first
 * or that are not pages: the redirect pages, the host's rules, the
 * editor's sign-in on Cloudflare Pages, the source maps moved out of
 * public/, the rewrites of Gatsby's built HTML, _headers (its
 * Content-Security-Policy allows the pages' inline scripts by hash), the
 * editor, robots.txt, the web manifest, the icon and the venue list, then
 * the host's file limits. Each is a named step of gatsby/post-build/steps.ts
 * over one input read once (gatsby/post-build/input.ts).
 */
import type { GatsbyNode } from 'gatsby';
import { PostBuildFailure, readPostBuildInput } from './post-build/input';
import { POST_BUILD_STEPS } from './post-build/steps';

const PUBLIC_DIR = 'public';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const written: string[] = [];
  try {
    const input = await readPostBuildInput(graphql, PUBLIC_DIR);
    for (const step of POST_BUILD_STEPS) {
      const summary = await step.run(input, reporter);
      if (summary) written.push(summary);
    }
  } catch (error) {
    // A step's own words say what to fix: no stack trace.
    if (!(error instanceof PostBuildFailure)) throw error;
    reporter.panicOnBuild(error.message);
    return;
  }
  reporter.info(`After the pages: ${written.join('; ')}.`);
};
