/**
 * The trust banner's three facts from site.yaml (business.stats and
 * statSources): pure, so that the home page's banner and the thank-you
 * page's proof read them alike, each with its own styles.
 */
import type { SiteConfig } from '../../config/schema';

export type Stats = SiteConfig['business']['stats'];
type StatName = keyof Stats;

/** Where a number can be checked, as site.yaml's business.statSources names it. */
export interface StatSource {
  source: string;
  link: string;
}

/** business.statSources as GraphQL returns it: a missing source is null. */
export type StatSources = Partial<Record<StatName, StatSource | null>> | null;

export interface TrustFact {
  key: string;
  count: number;
  source?: StatSource;
}

const FACT_KEYS: ReadonlyArray<[StatName, string]> = [
  ['yearsInBusiness', 'years'],
  ['eventsProduced', 'events'],
  ['starRating', 'rating'],
];

/** The banner's three facts, from site.yaml's business.stats and statSources. */
export function trustFacts(stats: Stats, sources: StatSources = null): TrustFact[] {
  return FACT_KEYS.map(([name, key]) => {
    const source = sources?.[name];
    return { key, count: stats[name], ...(source ? { source } : {}) };
  });
}
