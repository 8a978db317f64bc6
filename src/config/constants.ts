/**
 * Fixed vocabularies of site.yaml. Kept apart from the schema so that page
 * code can use them without shipping the validator to the browser.
 */
export const PAGE_KINDS = [
  'home',
  'services',
  'service',
  'catalog',
  'venues',
  'venue',
  'gobo-designer',
  'contact',
  'thank-you',
  'not-found',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * A page kind as GraphQL serves it: a String, since GraphQL's enum values
 * cannot hold the dashes of gobo-designer or not-found (see
 * src/config/graphql/type-defs.ts). site.yaml was validated, so a value
 * outside the list means the code and the schema disagree.
 */
export function asPageKind(value: string): PageKind {
  return oneOf(PAGE_KINDS, value, 'a page kind');
}

function oneOf<Word extends string>(words: readonly Word[], value: string, what: string): Word {
  const word = words.find((candidate) => candidate === value);
  if (!word) throw new Error(`${JSON.stringify(value)} is not ${what}: ${words.join(', ')}.`);
  return word;
}

/**
 * Pages that search engines should neither show nor list in the sitemap: a
 * not-found page, and the thank-you page, which only makes sense right after
 * sending the form (a visitor arriving from a search would be thanked for a
 * message they never sent).
 */
export const PAGE_KINDS_KEPT_OUT_OF_SEARCH: readonly PageKind[] = ['not-found', 'thank-you'];

export function isKeptOutOfSearch(kind: PageKind | undefined): boolean {
  return kind !== undefined && PAGE_KINDS_KEPT_OUT_OF_SEARCH.includes(kind);
}

export const EXTERNAL_LINK_NAMES = [
  'instantQuote',
  'scheduling',
  'vipLogin',
  'photoGallery',
] as const;
export type ExternalLinkName = (typeof EXTERNAL_LINK_NAMES)[number];

export const CONTACT_KINDS = ['phone', 'email'] as const;

/** The placeholder a route path uses to stand for each venue's slug. */
export const VENUE_SLUG_PLACEHOLDER = ':slug';

/**
 * Where the texts of the contact form's choice lists (site.yaml `forms:`)
 * live: the key of a choice is `<prefix>.<choice>`.
 */
export const FORM_CHOICE_KEY_PREFIX = {
  eventTypes: 'contact:eventTypes',
  referralSources: 'contact:heardAbout',
} as const;

/**
 * How the browser editor's (/admin/) people sign in, and where it saves: the
 * git host's own sign-in (GitHub first: the one a new site sets up), or
 * Netlify Identity through Netlify's Git Gateway, which Netlify has
 * deprecated and keeps only for the sites that already use it.
 */
export const EDITOR_BACKENDS = ['github', 'gitlab', 'git-gateway'] as const;
export type EditorBackend = (typeof EDITOR_BACKENDS)[number];

/** An editor backend as GraphQL serves it: a String, like a page kind (git-gateway). */
export function asEditorBackend(value: string): EditorBackend {
  return oneOf(EDITOR_BACKENDS, value, 'an editor backend');
}

/**
 * Where the built site is published. Each host reads its own rule files
 * (gatsby/hosts/): netlify and cloudflare answer old addresses with real
 * redirects; static is any other host, served by the forwarding pages alone.
 */
export const DEPLOY_HOSTS = ['netlify', 'cloudflare', 'static'] as const;
export type DeployHost = (typeof DEPLOY_HOSTS)[number];

/**
 * The host's plan, where it changes what the site may publish: Cloudflare
 * Pages takes 20,000 files per site on its free plan and 100,000 on paid
 * plans (gatsby/hosts/file-limits.ts).
 */
export const DEPLOY_PLANS = ['free', 'paid'] as const;
export type DeployPlan = (typeof DEPLOY_PLANS)[number];
