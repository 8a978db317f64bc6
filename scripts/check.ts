/**
 * `npm run check`: the build's own validation of site.yaml, the content files
 * of data/ and the translations, alone, in about a second. The same checks,
 * messages and exit code as the build (src/config/project.ts), without
 * building anything: exit code 1 and every problem with its line and fix, or
 * the translations' coverage and exit code 0.
 *
 *   npm run check                 this project
 *   npx tsx scripts/check.ts DIR  the project in DIR
 */
import path from 'node:path';
import { checkProjectOrExit, translationCoverageLines } from '../src/config/project';

const root = path.resolve(process.argv[2] ?? process.cwd());
const started = process.hrtime.bigint();

const site = checkProjectOrExit(root);
for (const line of translationCoverageLines(site, root)) process.stdout.write(`${line}\n`);

const milliseconds = Number((process.hrtime.bigint() - started) / 1_000_000n);
process.stdout.write(
  `✔ site.yaml, data/ and the translations are valid: the build would go on (checked in ${milliseconds} ms).\n`,
);
