/**
 * Facts copied from the product specification (SPEC.md, sections 2 and 9),
 * written with the trailing slash site.yaml uses. Tests compare the shipped
 * site.yaml and the generated output against these, never against the code.
 */

/** The 19 routes of the spec's "Screens and routes" table (not-found aside). */
export const SPEC_PAGE_PATHS = [
  '/',
  '/services/',
  '/music/',
  '/photo-booth/',
  '/catalog/',
  '/staging-rentals/',
  '/led-walls/',
  '/custom-signs/',
  '/venues/',
  '/venues/bear-brook-valley/',
  '/venues/crossed-keys-estate/',
  '/venues/lake-valhalla-club/',
  '/venues/rock-island-lake-club/',
  '/gobo-designer/',
  '/lighting/',
  '/corporate-events/',
  '/private-events/',
  '/contact/',
  '/thank-you/',
] as const;

export const SPEC_VENUE_SLUGS = [
  'bear-brook-valley',
  'crossed-keys-estate',
  'lake-valhalla-club',
  'rock-island-lake-club',
] as const;

/** Old address → new address, one entry per old address of the spec. */
export const SPEC_REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  ...['/musicians-instrumentalists/', '/dj/', '/djs/', '/dj-entertainment/', '/musicians/'].map(
    (from) => ({ from, to: '/music/' }),
  ),
  { from: '/about/', to: '/' },
  ...['/destination-events/', '/entertainment/', '/rentals/'].map((from) => ({
    from,
    to: '/services/',
  })),
  { from: '/check-availability/', to: '/contact/' },
  { from: '/links/', to: '/contact/' },
  { from: '/event-lighting-effects/', to: '/lighting/' },
  { from: '/photobooth/', to: '/photo-booth/' },
  { from: '/led-sign/', to: '/custom-signs/' },
  { from: '/preferred-venues/', to: '/venues/' },
  { from: '/corporate/', to: '/corporate-events/' },
  { from: '/private/', to: '/private-events/' },
  { from: '/crossed-keys-estate/', to: '/venues/crossed-keys-estate/' },
  { from: '/bear-brook-valley/', to: '/venues/bear-brook-valley/' },
  { from: '/bearbrookvalley/', to: '/venues/bear-brook-valley/' },
  { from: '/lake-valhalla-club/', to: '/venues/lake-valhalla-club/' },
  { from: '/rock-island-lake-club/', to: '/venues/rock-island-lake-club/' },
];
