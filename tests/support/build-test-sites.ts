/**
 * Builds the sites that the end-to-end tests and the scale step serve from
 * copies of the project (each analytics service on; a thousand venues),
 * for `npm test` to start in the background, at the lowest priority, as
 * soon as the project's own build is done: the builds then take what the
 * steps before them leave of the two cores, and the tests that need the
 * sites wait for what is left rather than build them all at the end
 * (scripts/project-copy/built-sites.ts).
 *
 *   npx tsx tests/support/build-test-sites.ts
 */
import { manyVenuesSite } from '../../scripts/scale/many-venues-site';
import { analyticsSites } from '../e2e/support/analytics-sites';

async function main(): Promise<void> {
  const started = Date.now();
  await Promise.all([analyticsSites(), manyVenuesSite()]);
  process.stdout.write(
    `The test sites are built (${Math.round((Date.now() - started) / 1000)} s).\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`Building the test sites failed: ${String(error)}\n`);
  process.exit(1);
});
