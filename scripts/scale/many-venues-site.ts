/**
 * The site padded to SCALE_VENUES venues (./pad-venues.ts), built once and
 * shared by the scale budgets (tests/scale) and the venue field's
 * end-to-end test of a site with more venues than a <select> holds.
 */
import { builtSites, type BuiltSite } from '../project-copy/built-sites';
import { SCALE_VENUES } from './budgets';
import { padProjectTo } from './pad-venues';

export const MANY_VENUES_SITE = {
  name: 'many-venues',
  preparedBy: ['scripts/scale/pad-venues.ts', 'scripts/scale/budgets.ts'],
  builds: [{ name: 'padded', prepare: (root: string) => padProjectTo(root, SCALE_VENUES) }],
} as const;

/** The padded site, built now unless built earlier from the same sources (several minutes). */
export async function manyVenuesSite(): Promise<BuiltSite> {
  return (await builtSites(MANY_VENUES_SITE)).padded;
}
