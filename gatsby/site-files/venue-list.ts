/**
 * public/venues.json: the venues the contact form's venue choice offers
 * (src/components/ContactForm/venue-list.ts), only the fields it shows and
 * searches. Written after the pages (gatsby/post-build/steps.ts), and
 * served from site.yaml as it is by `npm run develop` (gatsby/dev-server.ts);
 * the server render gets the same list through its bundle for the field
 * that works without JavaScript (gatsby-ssr.tsx). Its name stays the same from build to build,
 * so the host's default caching applies (asked about again, answered 304
 * while unchanged): a visitor never gets an old list with a new page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { VENUE_LIST_FILE, type VenueChoice } from '../../src/components/ContactForm/venue-list';

export function venueListJson(venues: readonly VenueChoice[]): string {
  return JSON.stringify(
    venues.map(({ slug, name, locality, region }) => ({ slug, name, locality, region })),
  );
}

export function writeVenueList(publicDir: string, venues: readonly VenueChoice[]): string {
  const file = path.join(publicDir, VENUE_LIST_FILE);
  fs.mkdirSync(publicDir, { recursive: true });
  fs.writeFileSync(file, venueListJson(venues));
  return file;
}

/**
 * The name the server render knows the list by: defined in the HTML
 * renderer's bundle only (gatsby/on-create-webpack-config.ts), so the
 * browser's scripts and every page's data stay without it, and the render
 * reads no file (Gatsby would flag that as unsafe and re-render every page).
 */
const SERVER_VENUE_LIST = '__SERVER_VENUE_LIST__';

/** The webpack DefinePlugin definitions that hand the list to the server render. */
export function serverVenueListDefinition(venues: readonly VenueChoice[]): Record<string, string> {
  return { [SERVER_VENUE_LIST]: venueListJson(venues) };
}
