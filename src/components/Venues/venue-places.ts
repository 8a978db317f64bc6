/**
 * Where the preferred venues are, in words, computed from site.yaml's list
 * so that it stays true when the owner adds, moves or removes a venue:
 * "All in New Jersey: Fredon, Andover, Montville, and Sparta." Towns are
 * joined by Intl in the page's locale, states spelled out per language
 * (venue-list.json → states; the two-letter code when a state has no name there).
 */
import type { VenueConfig } from '../../config/schema';
import type { Translate } from '../../i18n/translate';

export type VenuePlace = Pick<VenueConfig, 'locality' | 'region'>;

export interface StateTowns {
  /** Two-letter state code, as in site.yaml. */
  region: string;
  /** Its towns with a venue, each once, in the order of site.yaml. */
  towns: string[];
  /** How many venues are in the state. */
  venueCount: number;
}

/** The venues' towns by state, states and towns in the order site.yaml first lists them. */
export function townsByState(venues: readonly VenuePlace[]): StateTowns[] {
  const states = new Map<string, StateTowns>();
  for (const { locality, region } of venues) {
    const state = states.get(region) ?? { region, towns: [], venueCount: 0 };
    if (!state.towns.includes(locality)) state.towns.push(locality);
    state.venueCount += 1;
    states.set(region, state);
  }
  return [...states.values()];
}

/** "New Jersey" for NJ in the page's language. */
export function stateName(t: Translate, region: string): string {
  return t(`venue-list:states.${region}`, { defaultValue: region });
}

/** "Fredon, Andover, and Sparta" (en-US), "Fredon, Andover y Sparta" (es-US), "… e Sparta" (it-IT). */
export function joinedList(locale: string, items: readonly string[]): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

/**
 * The sentences saying where the venues are: one when they are all in one
 * state ("All in New Jersey: …"), else one per state ("In New York: …").
 */
export function whereVenuesAre(
  t: Translate,
  locale: string,
  venues: readonly VenuePlace[],
): string[] {
  const states = townsByState(venues);
  const sentence = (state: StateTowns, key: string, count?: number) =>
    t(key, {
      state: stateName(t, state.region),
      towns: joinedList(locale, state.towns),
      ...(count === undefined ? {} : { count }),
    });
  const [only] = states;
  if (states.length === 1 && only) {
    return [sentence(only, 'venue-list:where.allInOneState', only.venueCount)];
  }
  return states.map((state) => sentence(state, 'venue-list:where.inState'));
}

/** "New Jersey" or "New Jersey and New York": the states of the venues, for titles. */
export function venueStates(t: Translate, locale: string, venues: readonly VenuePlace[]): string {
  return joinedList(
    locale,
    townsByState(venues).map((state) => stateName(t, state.region)),
  );
}

/**
 * The venue list's search keywords for its places: each state's, then each
 * of its towns' ("New Jersey wedding venues, Fredon NJ event venues, …"),
 * from the templates of venues.json → meta.placeKeywords.
 */
export function placeKeywords(t: Translate, venues: readonly VenuePlace[]): string {
  return townsByState(venues)
    .flatMap((state) => [
      t('venue-list:meta.placeKeywords.state', { state: stateName(t, state.region) }),
      ...state.towns.map((town) =>
        t('venue-list:meta.placeKeywords.town', { town, region: state.region }),
      ),
    ])
    .join(', ');
}
