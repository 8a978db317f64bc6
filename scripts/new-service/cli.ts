/**
 * npm run new:service -- <id>
 *
 * Scaffolds a service page (scripts/new-service/scaffold.ts says what) and
 * prints what is left to write. A bad id, or a project the new page would
 * break, is refused with the reason and nothing is written (exit code 1).
 */
import { describePlan, scaffoldService, ServiceRefused } from './scaffold';

async function main(): Promise<void> {
  const [id, ...rest] = process.argv.slice(2);
  if (rest.length > 0) {
    throw new ServiceRefused(
      `Give one id at a time: npm run new:service -- ${id ?? 'uplighting'} (got ${rest.length + 1}).`,
    );
  }
  const plan = await scaffoldService(process.cwd(), id);
  process.stdout.write(`${describePlan(plan).join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (!(error instanceof ServiceRefused)) throw error;
  process.stderr.write(`✖ ${error.message}\n`);
  process.exit(1);
});
