// Every live check, in the order a person reads them, run one after the other
// (the local runtimes are development servers, not CDNs).

import type { CheckStatus, LiveCheck, LiveContext, Outcome } from './context';
import {
  canonicalHostCheck,
  httpsCheck,
  inquiryCheck,
  signInCheck,
  voiceWidgetCheck,
  wwwApexCheck,
} from './outside-checks';
import {
  cachingCheck,
  canonicalCheck,
  editorPageCheck,
  oldAddressesCheck,
  pagesCheck,
  personalSitesCheck,
  searchEnginesCheck,
  unknownAddressesCheck,
} from './site-checks';
import { Unreachable } from './http';

export const LIVE_CHECKS: readonly LiveCheck[] = [
  oldAddressesCheck,
  unknownAddressesCheck,
  personalSitesCheck,
  pagesCheck,
  cachingCheck,
  searchEnginesCheck,
  canonicalCheck,
  httpsCheck,
  wwwApexCheck,
  canonicalHostCheck,
  voiceWidgetCheck,
  editorPageCheck,
  signInCheck,
  inquiryCheck,
];

export interface CheckResult {
  id: string;
  title: string;
  status: CheckStatus;
  /** pass: what was seen; not checked: why not. */
  summary: string;
  /** fail: each address that answered wrong, and how. */
  problems: string[];
  /** fail: what to do. */
  fix: string | null;
}

function resultOf(check: LiveCheck, outcome: Outcome): CheckResult {
  const base = { id: check.id, title: check.title };
  switch (outcome.status) {
    case 'pass':
      return { ...base, status: 'pass', summary: outcome.summary, problems: [], fix: null };
    case 'not-checked':
      return {
        ...base,
        status: 'not-checked',
        summary: `not checked: ${outcome.reason}`,
        problems: [],
        fix: null,
      };
    case 'fail':
      return {
        ...base,
        status: 'fail',
        summary: `${outcome.problems.length} ${outcome.problems.length === 1 ? 'problem' : 'problems'}`,
        problems: outcome.problems,
        fix: outcome.fix,
      };
  }
}

export async function runLiveChecks(
  context: LiveContext,
  checks: readonly LiveCheck[] = LIVE_CHECKS,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of checks) {
    let outcome: Outcome;
    try {
      outcome = await check.run(context);
    } catch (error) {
      // The site itself stopped answering: that is this check's failure, not the run's end.
      if (!(error instanceof Unreachable)) throw error;
      outcome = {
        status: 'fail',
        problems: [error.message],
        fix: 'Make sure the site is published and answers at this address.',
      };
    }
    results.push(resultOf(check, outcome));
  }
  return results;
}
