/**
 * The byte budgets of bench/budgets.json: first-load JavaScript of each page
 * kind as a ratio of the bare Gatsby baseline, and the code that must stay
 * off other pages' first load. Read by tests/build/budgets.test.ts; the
 * benchmark rewrites the baseline (npm run bench -- --write-baseline).
 */
import fs from 'node:fs';
import path from 'node:path';

export const BUDGETS_FILE = path.resolve(__dirname, '..', '..', 'bench', 'budgets.json');

export interface Baseline {
  /** First-load JS of bench/hello-world, bytes after gzip. */
  firstLoadJsGzip: number;
  /** YYYY-MM-DD */
  measuredOn: string;
  measuredWith: string;
}

export interface Budgets {
  baseline: Baseline;
  firstLoadJsRatio: { home: number; otherPages: number };
  /** Module path prefixes (node_modules/x/, src/…/) no page may load up front. */
  notInFirstLoad: string[];
  /** Page kind → module path prefixes that only that kind may load. */
  pageOnly: Record<string, string[]>;
}

export function readBudgets(file = BUDGETS_FILE): Budgets {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Budgets;
}

export function firstLoadRatio(budgets: Budgets, kind: string): number {
  return kind === 'home' ? budgets.firstLoadJsRatio.home : budgets.firstLoadJsRatio.otherPages;
}

/** The most first-load JS (gzip bytes) a page of this kind may load. */
export function firstLoadBudget(budgets: Budgets, kind: string): number {
  return Math.floor(firstLoadRatio(budgets, kind) * budgets.baseline.firstLoadJsGzip);
}

/** Writes a new baseline into the budgets file, keeping everything else as it is. */
export function writeBaseline(baseline: Baseline, file = BUDGETS_FILE): void {
  const budgets = readBudgets(file);
  fs.writeFileSync(file, `${JSON.stringify({ ...budgets, baseline }, null, 2)}\n`);
}
