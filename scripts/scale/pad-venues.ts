/**
 * A throw-away copy of the project padded to many venues, for the scale
 * budgets (tests/scale) and the benchmark's growth builds (scripts/bench).
 * Production code has no switch for this: the copy is an ordinary project
 * whose owner happened to list a thousand venues, each as a real owner would
 * write it: in site.yaml, with its picture and services in data/venues.yaml
 * and its texts in every language's venue-list.json. The generated venues are
 * the same on every run, so two runs measure the same site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, parse, parseDocument } from 'yaml';
import { writeYamlKeepingLayout } from '../../src/editor/files/keep-yaml';
import { isRecord } from '../../src/lib/json';
import { copyProject, PROJECT_ROOT, type ProjectCopy } from '../project-copy/project-copy';

export { PROJECT_ROOT };

const LOCALES_DIR = path.join('src', 'locales');
const VENUE_TEXTS_FILE = 'venue-list.json';

const STATES = ['NJ', 'NY', 'PA', 'CT'] as const;
type State = (typeof STATES)[number];

/** Real towns of each state the company works in, so the venue pages read as real ones. */
const TOWNS: Record<State, readonly string[]> = {
  NJ: ['Morristown', 'Princeton', 'Red Bank', 'Cape May', 'Montclair', 'Frenchtown'],
  NY: ['Tarrytown', 'Saratoga Springs', 'Hudson', 'Cold Spring', 'Rhinebeck', 'Montauk'],
  PA: ['New Hope', 'Doylestown', 'Lititz', 'Jim Thorpe', 'Media', 'Bethlehem'],
  CT: ['Mystic', 'Essex', 'Greenwich', 'Litchfield', 'Old Saybrook', 'Ridgefield'],
};

// 20 × 10 × 10 names before a number has to tell two apart.
const NAME_FIRST_WORDS = [
  'Maple',
  'Cedar',
  'Willow',
  'Birch',
  'Heron',
  'Fox',
  'Stone',
  'Oak',
  'Juniper',
  'Laurel',
  'Hawthorn',
  'Aspen',
  'Elm',
  'Magnolia',
  'Pine',
  'Spruce',
  'Sparrow',
  'Linden',
  'Alder',
  'Chestnut',
];
const NAME_SECOND_WORDS = [
  'Ridge',
  'Hollow',
  'Brook',
  'Meadow',
  'Harbor',
  'Point',
  'Springs',
  'Glen',
  'Crossing',
  'Falls',
];
const NAME_KINDS = [
  'Manor',
  'Estate',
  'Club',
  'Hall',
  'Inn',
  'Barn',
  'Pavilion',
  'Lodge',
  'Gardens',
  'Ballroom',
];
const NAMES_WITHOUT_NUMBER = NAME_FIRST_WORDS.length * NAME_SECOND_WORDS.length * NAME_KINDS.length;

const AMENITIES: readonly (readonly string[])[] = [
  ['wedding venue', 'corporate event space'],
  ['wedding venue'],
  ['corporate event space', 'conference center'],
  ['wedding venue', 'banquet hall'],
];

export interface VenueTexts {
  summary: string;
  description: string[];
  imageAlt: string;
}

export interface GeneratedVenue {
  slug: string;
  name: string;
  locality: string;
  region: State;
  amenities: readonly string[];
}

/** The words of a generated venue in one language (English where no template exists). */
type TextTemplate = (venue: GeneratedVenue) => VenueTexts;

const TEXT_TEMPLATES: Record<string, TextTemplate> = {
  en: ({ name, locality, region }) => ({
    summary: `${name} in ${locality}, ${region}, hosts weddings and company events, and our crew knows its rooms well.`,
    description: [
      `${name} welcomes ceremonies, receptions and corporate evenings in ${locality}, with a ballroom for dinner and dancing and grounds for the photos.`,
      'We light the room in your colors, keep the music going from the first toast to the last dance and set up a photo booth for your guests.',
    ],
    imageAlt: `The ballroom of ${name} set for a reception, lit in warm colors`,
  }),
  es: ({ name, locality, region }) => ({
    summary: `${name}, en ${locality}, ${region}, acoge bodas y eventos de empresa, y nuestro equipo conoce bien sus salones.`,
    description: [
      `${name} recibe ceremonias, banquetes y veladas de empresa en ${locality}, con un salón para la cena y el baile y jardines para las fotos.`,
      'Iluminamos el salón con sus colores, mantenemos la música desde el primer brindis hasta el último baile y montamos un fotomatón para sus invitados.',
    ],
    imageAlt: `El salón de ${name} preparado para un banquete, con luz cálida`,
  }),
  it: ({ name, locality, region }) => ({
    summary: `${name}, a ${locality}, ${region}, ospita matrimoni ed eventi aziendali, e la nostra squadra ne conosce bene le sale.`,
    description: [
      `${name} accoglie cerimonie, ricevimenti e serate aziendali a ${locality}, con una sala per la cena e le danze e un giardino per le foto.`,
      'Illuminiamo la sala con i vostri colori, teniamo viva la musica dal primo brindisi all’ultimo ballo e allestiamo un photo booth per i vostri ospiti.',
    ],
    imageAlt: `La sala di ${name} allestita per un ricevimento, con luci calde`,
  }),
};

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The `index`-th generated name: Maple Ridge Manor, Cedar Ridge Manor, … then Maple Ridge Manor 2. */
function generatedName(index: number): string {
  const first = NAME_FIRST_WORDS[index % NAME_FIRST_WORDS.length];
  const second =
    NAME_SECOND_WORDS[Math.floor(index / NAME_FIRST_WORDS.length) % NAME_SECOND_WORDS.length];
  const kind =
    NAME_KINDS[
      Math.floor(index / (NAME_FIRST_WORDS.length * NAME_SECOND_WORDS.length)) % NAME_KINDS.length
    ];
  const round = Math.floor(index / NAMES_WITHOUT_NUMBER);
  return `${first} ${second} ${kind}${round > 0 ? ` ${round + 1}` : ''}`;
}

function pick<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** `count` venues, spread over the four states, none with a slug in `taken`. */
export function generatedVenues(
  count: number,
  taken: ReadonlySet<string> = new Set(),
): GeneratedVenue[] {
  const venues: GeneratedVenue[] = [];
  for (let index = 0; venues.length < count; index += 1) {
    const name = generatedName(index);
    const slug = slugOf(name);
    if (taken.has(slug)) continue;
    const number = venues.length;
    const region = pick(STATES, number);
    venues.push({
      slug,
      name,
      locality: pick(TOWNS[region], Math.floor(number / STATES.length)),
      region,
      amenities: pick(AMENITIES, number),
    });
  }
  return venues;
}

export function venueTexts(venue: GeneratedVenue, language: string): VenueTexts {
  const template = TEXT_TEMPLATES[language] ?? TEXT_TEMPLATES.en;
  if (!template) throw new Error('no English venue text template');
  return template(venue);
}

/** The string `field` of each entry of the top-level list `key`. */
function fieldOfEntries(text: string, key: string, field: string, file: string): string[] {
  const list = parseDocument(text).get(key);
  if (!isSeq(list)) throw new Error(`${file} has no "${key}:" list`);
  return list.items.flatMap((item) => (isMap(item) ? [String(item.get(field))] : []));
}

/** The slugs of site.yaml's venues, in order. */
export function venueSlugsOf(siteYaml: string): string[] {
  return fieldOfEntries(siteYaml, 'venues', 'slug', 'site.yaml');
}

/**
 * `text` with `entries` added at the end of its top-level list `key`, written
 * by the editor's own writer as an owner's save would be: the rest of the
 * file stays byte for byte as it was, and each entry takes its neighbours'
 * layout (flow lists included).
 */
function withEntriesAppended(text: string, key: string, entries: readonly object[]): string {
  const data: unknown = parse(text);
  const list = isRecord(data) ? data[key] : undefined;
  if (!isRecord(data) || !Array.isArray(list)) throw new Error(`no "${key}:" list`);
  return writeYamlKeepingLayout(text, { ...data, [key]: [...list, ...entries] });
}

/** site.yaml with `venues` added at the end of its venues list. */
export function siteYamlWithVenues(text: string, venues: readonly GeneratedVenue[]): string {
  return withEntriesAppended(
    text,
    'venues',
    venues.map((venue) => ({
      slug: venue.slug,
      name: venue.name,
      locality: venue.locality,
      region: venue.region,
      country: 'US',
      amenities: venue.amenities,
    })),
  );
}

interface VenueEntry {
  image: string;
  services: string[];
}

/** The shipped venues' pictures and services, which the generated ones take in turn. */
function shippedVenueEntries(venuesYaml: string): VenueEntry[] {
  const list = parseDocument(venuesYaml).get('venues');
  const entries = isSeq(list)
    ? list.items.flatMap((item) => {
        if (!isMap(item)) return [];
        const { image, services } = item.toJSON() as Partial<VenueEntry>;
        return typeof image === 'string' && Array.isArray(services) ? [{ image, services }] : [];
      })
    : [];
  if (entries.length === 0) throw new Error('data/venues.yaml has no venue entry to copy');
  return entries;
}

/** data/venues.yaml with an entry for each of `venues`: a shipped venue's picture and services. */
export function venuesYamlWithVenues(text: string, venues: readonly GeneratedVenue[]): string {
  const shipped = shippedVenueEntries(text);
  return withEntriesAppended(
    text,
    'venues',
    venues.map((venue, index) => ({ slug: venue.slug, ...pick(shipped, index) })),
  );
}

/** A language's venue-list.json with the texts of `venues` under details. */
export function venueTextsFileWithVenues(
  text: string,
  language: string,
  venues: readonly GeneratedVenue[],
): string {
  const file = JSON.parse(text) as { details?: Record<string, VenueTexts> };
  const details = { ...file.details };
  for (const venue of venues) details[venue.slug] = venueTexts(venue, language);
  return `${JSON.stringify({ ...file, details }, null, 2)}\n`;
}

function rewrite(file: string, change: (text: string) => string): void {
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
}

/**
 * Pads the project in `projectDir` (a copy: its files are rewritten) to
 * `total` venues. A project that already lists `total` or more is left as it is.
 */
export function padProjectTo(projectDir: string, total: number): void {
  const siteYaml = path.join(projectDir, 'site.yaml');
  const taken = new Set(venueSlugsOf(fs.readFileSync(siteYaml, 'utf8')));
  const venues = generatedVenues(Math.max(0, total - taken.size), taken);
  if (venues.length === 0) return;
  rewrite(siteYaml, (text) => siteYamlWithVenues(text, venues));
  rewrite(path.join(projectDir, 'data', 'venues.yaml'), (text) =>
    venuesYamlWithVenues(text, venues),
  );
  const localesDir = path.join(projectDir, LOCALES_DIR);
  for (const language of fs.readdirSync(localesDir)) {
    const file = path.join(localesDir, language, VENUE_TEXTS_FILE);
    if (fs.existsSync(file))
      rewrite(file, (text) => venueTextsFileWithVenues(text, language, venues));
  }
}

/**
 * A copy of the project (by default this one) in a new temporary folder,
 * with what a build reads, padded to `total` venues.
 */
export function paddedProjectCopy(total: number, from: string = PROJECT_ROOT): ProjectCopy {
  const copy = copyProject({ scope: 'build', prefix: `scale-${total}-venues`, from });
  padProjectTo(copy.root, total);
  return copy;
}
