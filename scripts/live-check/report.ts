// The live checks' results, for people (each check on a line, a failure's
// problems and fix under it) or for machines (--json).

import type { CheckResult } from './run';

const LABEL = { pass: 'PASS', fail: 'FAIL', 'not-checked': 'NOT CHECKED' } as const;

export interface LiveReport {
  url: string;
  siteUrl: string;
  host: string;
  checks: CheckResult[];
  summary: { passed: number; failed: number; notChecked: number };
}

export function liveReport(
  url: string,
  site: { siteUrl: string; host: string },
  checks: CheckResult[],
): LiveReport {
  const count = (status: CheckResult['status']) =>
    checks.filter((check) => check.status === status).length;
  return {
    url,
    siteUrl: site.siteUrl,
    host: site.host,
    checks,
    summary: { passed: count('pass'), failed: count('fail'), notChecked: count('not-checked') },
  };
}

export function formatLiveReport(report: LiveReport): string {
  const width = Math.max(...Object.values(LABEL).map((label) => label.length));
  const lines = [
    `Checking ${report.url} against site.yaml (siteUrl ${report.siteUrl}, host ${report.host}) and its build`,
    '',
  ];
  const indent = ' '.repeat(width + 2);
  for (const check of report.checks) {
    lines.push(`${LABEL[check.status].padEnd(width)}  ${check.title}`);
    const details = check.status === 'fail' ? check.problems : [check.summary];
    for (const detail of details) lines.push(`${indent}${detail}`);
    if (check.fix) lines.push(`${indent}Fix: ${check.fix}`);
  }
  const { passed, failed, notChecked } = report.summary;
  lines.push('', `${passed} passed, ${failed} failed, ${notChecked} not checked.`, '');
  return lines.join('\n');
}
