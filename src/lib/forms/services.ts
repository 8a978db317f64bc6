/**
 * The services a link can ask about with /contact/?service=<id>, and the
 * translation key of each one's name (shown in "I'm interested in: …").
 *
 * The one place to change when data/services.yaml arrives: build this map
 * from its entries (id → label) instead. Until then the names are the
 * menu's own, in common.json.
 */
export const SERVICE_LABEL_KEYS: Readonly<Record<string, string>> = {
  'corporate-events': 'common:nav.corporate',
  'private-events': 'common:nav.private',
  music: 'common:nav.music',
  'photo-booth': 'common:nav.photoBooths',
  lighting: 'common:nav.lighting',
  'photo-film': 'common:nav.photoFilm',
  'staging-rentals': 'common:nav.stagingRentals',
  'led-walls': 'common:nav.ledWalls',
  'custom-signs': 'common:nav.customSigns',
  gobo: 'common:nav.goboDesigner',
};
