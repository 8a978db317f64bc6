/**
 * public/venues.json: the venues the contact form's venue choice offers
 * (src/components/ContactForm/venue-list.ts), only the fields it shows and
 * searches. Written when the pages are created, before the HTML is rendered:
 * the server render reads it back for the field that works without
 * JavaScript (gatsby-ssr.tsx). Its name stays the same from build to build,
 * so the host's default caching applies (asked about again, answered 304
 * while unchanged): a visitor never gets an old list with a new page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  parseVenueList,
  VENUE_LIST_FILE,
  type VenueChoice,
} from '../../src/components/ContactForm/venue-list';

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

let forServerRender: VenueChoice[] | null = null;

/** The list as written by this build, for the server render (read once per process). */
export function venuesForServerRender(publicDir = path.join(process.cwd(), 'public')) {
  forServerRender ??= parseVenueList(
    JSON.parse(fs.readFileSync(path.join(publicDir, VENUE_LIST_FILE), 'utf8')),
  );
  return forServerRender;
}
