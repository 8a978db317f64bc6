/**
 * Checks that need the whole file: uniqueness, targets that must exist,
 * redirect chains and loops, collisions between pages, redirects and
 * personal sites. The schema has already vouched for each value's shape.
 */
import { ANALYTICS_PROVIDERS, PROVIDER_NAMES, PROVIDER_SETTING } from '../analytics/providers';
import { FORM_CHOICE_KEY_PREFIX } from './constants';
import { keyExistsIn, type LocaleFiles } from './locales';
import { listPages, isVenueRoute, namespaceOf, pathOfKind } from './pages';
import { closestWord } from './suggest';
import type { ConfigProblem, YamlPath } from './problems';
import type { NavItem, SiteConfig } from './schema';

export interface CrossCheckContext {
  /** The translation files; without them, keys and languages go unchecked. */
  locales?: LocaleFiles;
}

/** Top-level folders Gatsby writes into public/; a page there would clash. */
const RESERVED_TOP_LEVEL_NAMES = ['static', 'page-data', '404', '404.html', 'sitemap-index.xml'];

type Check = (config: SiteConfig, context: CrossCheckContext) => ConfigProblem[];

/**
 * The fix, in the editor's words, of what the owner's screens cannot put
 * right alone: the owner's own way out first, when there is one.
 */
function askTheDeveloper(ownWayOut?: string): string {
  const ask = 'ask your developer to put it right; then your change can be saved.';
  return ownWayOut ? `${ownWayOut}, or ${ask}` : `Please ${ask}`;
}

function duplicates<T>(
  entries: readonly T[],
  keyOf: (entry: T) => string,
): Array<{ index: number; firstIndex: number; key: string }> {
  const firstIndexByKey = new Map<string, number>();
  const found: Array<{ index: number; firstIndex: number; key: string }> = [];
  entries.forEach((entry, index) => {
    const key = keyOf(entry);
    const firstIndex = firstIndexByKey.get(key);
    if (firstIndex === undefined) firstIndexByKey.set(key, index);
    else found.push({ index, firstIndex, key });
  });
  return found;
}

const checkLanguages: Check = (config, context) => {
  const { languages } = config;
  const codes = languages.supported.map((language) => language.code);
  const problems: ConfigProblem[] = duplicates(languages.supported, (l) => l.code).map(
    ({ index, firstIndex, key }) => ({
      path: ['languages', 'supported', index, 'code'],
      problem: `The language "${key}" is listed twice (also entry ${firstIndex + 1}).`,
      fix: 'Keep one entry per language.',
      editorProblem: `This language is listed twice (also entry ${firstIndex + 1}).`,
      editorFix: 'Delete one of the two.',
    }),
  );
  if (!codes.includes(languages.default)) {
    problems.push({
      path: ['languages', 'default'],
      problem: `The default language "${languages.default}" is not in languages.supported.`,
      fix: `Use one of ${codes.join(', ')}, or add "${languages.default}" to languages.supported.`,
      editorProblem: 'The site’s main language is not one of the languages it offers.',
      editorFix: 'Choose one of the languages listed as the main one, or add it to the list.',
    });
  }
  if (context.locales) {
    const available = Object.keys(context.locales);
    languages.supported.forEach((language, index) => {
      if (!available.includes(language.code)) {
        problems.push({
          path: ['languages', 'supported', index, 'code'],
          problem: `There are no translations for "${language.code}" (no folder src/locales/${language.code}/).`,
          fix: `Use one of the declared codes (${available.join(', ')}), or add the folder src/locales/${language.code}/ with its translation files.`,
          editorProblem: 'The site has no texts at all in this language yet.',
          editorFix: askTheDeveloper('Remove the language from the list (its texts come first)'),
        });
      }
    });
  }
  return problems;
};

const checkRoutes: Check = (config) => {
  const { routes } = config;
  const languageCodes = config.languages.supported.map((language) => language.code);
  const problems: ConfigProblem[] = duplicates(routes, (route) => route.path).map(
    ({ index, firstIndex, key }) => ({
      path: ['routes', index, 'path'],
      problem: `The path ${key} is used by two pages (also routes entry ${firstIndex + 1}).`,
      fix: 'Give each page its own path, or remove the duplicate entry.',
      editorProblem: `The address ${key} is used by two pages (also entry ${firstIndex + 1}).`,
      editorFix: 'Give each page its own address, or delete one of the two.',
    }),
  );
  routes.forEach((route, index) => {
    const firstSegment = route.path.split('/')[1] ?? '';
    if (languageCodes.includes(firstSegment) || RESERVED_TOP_LEVEL_NAMES.includes(firstSegment)) {
      const language = languageCodes.includes(firstSegment);
      const reason = language ? 'a language prefix' : 'reserved by the website builder';
      if (!(route.kind === 'not-found' && route.path === '/404/')) {
        problems.push({
          path: ['routes', index, 'path'],
          problem: `The path ${route.path} starts with "/${firstSegment}/", which is ${reason}.`,
          fix: 'Choose another first word for this path.',
          editorProblem: `The address ${route.path} begins with “/${firstSegment}/”, which ${language ? 'begins the addresses of the pages in another language' : 'the website keeps for itself'}.`,
          editorFix: 'Choose another first word for this page’s address.',
        });
      }
    }
    if (isVenueRoute(route) !== (route.kind === 'venue')) {
      problems.push({
        path: ['routes', index, 'path'],
        problem:
          route.kind === 'venue'
            ? `The venue page path ${route.path} has no ":slug" part, so it cannot make one page per venue.`
            : `Only the venue page may use ":slug", but ${route.path} is a "${route.kind}" page.`,
        fix:
          route.kind === 'venue'
            ? 'Write the path with ":slug" where the venue name goes, e.g. /venues/:slug/.'
            : 'Remove ":slug" from this path.',
        editorProblem:
          route.kind === 'venue'
            ? 'The address of the venue pages has no place for each venue’s name, so it cannot make one page per venue.'
            : `Only the venue pages may have a venue’s name in their address, but ${route.path} is not one of them.`,
        editorFix:
          route.kind === 'venue'
            ? 'Write the address with “:slug” where the venue’s name goes, as in “/venues/:slug/”.'
            : 'Remove “:slug” from this address.',
      });
    }
  });
  for (const [kind, path] of [
    ['home', '/'],
    ['not-found', '/404/'],
  ] as const) {
    const matching = routes.filter((route) => route.kind === kind);
    if (matching.length !== 1 || matching[0]?.path !== path) {
      problems.push({
        path: ['routes'],
        problem: `There must be exactly one "${kind}" page, at the path ${path} (found ${matching.length}).`,
        fix: `Keep a single routes entry with "path: ${path}" and "kind: ${kind}".`,
        editorProblem: `The site needs exactly one ${kind === 'home' ? 'home page' : 'page for addresses that do not exist'}, at the address ${path}.`,
        editorFix: `Keep one page of that layout at ${path}, and delete any other.`,
      });
    }
  }
  return problems;
};

/** A number alone is the address of a page of the venue list once it is paged: /venues/2/. */
function numberSlugProblems(config: SiteConfig): ConfigProblem[] {
  // The list's own address when site.yaml has one; the usual one otherwise
  // (also while the routes themselves have a mistake: checks run on the rest).
  const routes = Array.isArray(config.routes) ? config.routes : [];
  const venueList = pathOfKind(routes, 'venues') ?? '/venues/';
  return config.venues.flatMap((venue, index) =>
    /^\d+$/.test(venue.slug)
      ? [
          {
            path: ['venues', index, 'slug'],
            problem: `The venue slug "${venue.slug}" is a number alone, the address of a page of the venue list (${venueList}${venue.slug}/ once the list is split into pages).`,
            fix: `Add a word to it, e.g. ${venue.slug}-oaks or hall-${venue.slug}.`,
            editorProblem: `This venue’s name in its address, “${venue.slug}”, is a number alone: ${venueList}${venue.slug}/ is the address of a page of the venue list once it is split into pages.`,
            editorFix: `Add a word to it, e.g. “${venue.slug}-oaks” or “hall-${venue.slug}”.`,
          },
        ]
      : [],
  );
}

const checkVenues: Check = (config) => [
  ...duplicates(config.venues, (venue) => venue.slug).map(({ index, firstIndex, key }) => ({
    path: ['venues', index, 'slug'],
    problem: `The venue slug "${key}" is used twice (also venues entry ${firstIndex + 1}).`,
    fix: 'Give each venue its own slug: it becomes the last part of its page address.',
    editorProblem: `Two venues have “${key}” as their name in the address (also entry ${firstIndex + 1}).`,
    editorFix: 'Give each venue its own: it becomes the last part of its page’s address.',
  })),
  ...numberSlugProblems(config),
];

function fixForMissingPage(path: string, pagePaths: ReadonlySet<string>): string {
  const close = closestWord(path, pagePaths);
  const howTo = 'a path listed under "routes", or a venue page such as /venues/<slug>/';
  return close ? `Did you mean ${close}? Otherwise use ${howTo}.` : `Use ${howTo}.`;
}

/** The same fix in the browser editor's words (its screens, no setting's name). */
function editorFixForMissingPage(path: string, pagePaths: ReadonlySet<string>): string {
  const close = closestWord(path, pagePaths);
  const howTo =
    'the address of one of the site’s pages (Site settings → Pages lists them), or of a venue’s page: /venues/ followed by the venue’s name in the address';
  return close ? `Did you mean ${close}? Otherwise use ${howTo}.` : `Use ${howTo}.`;
}

function describeChain(start: string, targetByFrom: ReadonlyMap<string, string>) {
  const seen = [start];
  let current = targetByFrom.get(start);
  while (current !== undefined && targetByFrom.has(current) && !seen.includes(current)) {
    seen.push(current);
    current = targetByFrom.get(current);
  }
  const loops = current !== undefined && seen.includes(current);
  return { steps: current === undefined ? seen : [...seen, current], loops };
}

const checkRedirects: Check = (config) => {
  const pagePaths = new Set(listPages(config.routes, config.venues).map((page) => page.path));
  const targetByFrom = new Map(config.redirects.map((r) => [r.from, r.to] as const));
  const languageCodes = config.languages.supported.map((language) => language.code);

  const problems: ConfigProblem[] = duplicates(config.redirects, (r) => r.from).map(
    ({ index, firstIndex, key }) => ({
      path: ['redirects', index, 'from'],
      problem: `The old address ${key} is listed twice (also redirects entry ${firstIndex + 1}).`,
      fix: 'Keep only one entry for it, pointing where it should go.',
      editorProblem: `The old address ${key} is listed twice (also entry ${firstIndex + 1}).`,
    }),
  );
  config.redirects.forEach((redirect, index) => {
    const at = (field: 'from' | 'to'): YamlPath => ['redirects', index, field];
    const firstSegment = redirect.from.split('/')[1] ?? '';
    if (pagePaths.has(redirect.from)) {
      problems.push({
        path: at('from'),
        problem: `${redirect.from} is a page of this site, so a redirect from it would hide that page.`,
        fix: 'Remove this redirect, or change the page’s path under "routes".',
        editorProblem: `${redirect.from} is a page of this site: sending its visitors elsewhere would hide that page.`,
        editorFix:
          'Delete this old address, or first give that page another address (Site settings → Pages).',
      });
    } else if (redirect.from === '/' || languageCodes.includes(firstSegment)) {
      problems.push({
        path: at('from'),
        problem: `${redirect.from} cannot be redirected: it is the home page or a language prefix.`,
        fix: 'Redirect a more specific old address instead; language versions are handled automatically.',
        editorProblem: `${redirect.from} cannot be sent elsewhere: it is the home page, or the beginning of every address in one language.`,
        editorFix:
          'Send a longer old address instead; the addresses in the other languages follow by themselves.',
      });
    }
    if (targetByFrom.has(redirect.to)) {
      const { steps, loops } = describeChain(redirect.from, targetByFrom);
      problems.push({
        path: at('to'),
        problem: loops
          ? `These redirects go round in a loop: ${steps.join(' → ')}.`
          : `This redirect leads to another redirect: ${steps.join(' → ')}.`,
        fix: loops
          ? 'Point one of them at a real page, listed under "routes".'
          : `Point it straight at the final page: to: ${steps[steps.length - 1]}`,
        editorProblem: loops
          ? `These old addresses lead round in a loop: ${steps.join(' → ')}.`
          : `This old address leads to another old address: ${steps.join(' → ')}.`,
        editorFix: loops
          ? 'Point one of them at a page of the site (Site settings → Pages lists them).'
          : `Point it straight at the final page: ${steps[steps.length - 1]}`,
      });
    } else if (!pagePaths.has(redirect.to)) {
      problems.push({
        path: at('to'),
        problem: `${redirect.to} is not a page of this site.`,
        fix: fixForMissingPage(redirect.to, pagePaths),
        editorFix: editorFixForMissingPage(redirect.to, pagePaths),
      });
    }
  });
  return problems;
};

const checkPersonalSites: Check = (config) => {
  // What holds an address already, for the build's message and in the editor's words.
  const taken = new Map<string, { build: string; editor: string }>();
  const languageCodes = config.languages.supported.map((language) => language.code);
  for (const page of listPages(config.routes, config.venues)) {
    taken.set(page.path, { build: `the page ${page.path}`, editor: 'a page of the site' });
  }
  for (const redirect of config.redirects) {
    taken.set(redirect.from, {
      build: `the redirect ${redirect.from}`,
      editor: 'an old address (Site settings → Old addresses)',
    });
  }
  for (const name of [...RESERVED_TOP_LEVEL_NAMES, ...languageCodes]) {
    taken.set(`/${name}/`, {
      build: 'the website itself (a language prefix or a built-in folder)',
      editor: 'the website itself (the pages of a language, or its own files)',
    });
  }

  const problems: ConfigProblem[] = duplicates(config.personalSites, (s) => s.name).map(
    ({ index, firstIndex, key }) => ({
      path: ['personalSites', index, 'name'],
      problem: `The name "${key}" is listed twice (also personalSites entry ${firstIndex + 1}).`,
      fix: 'Keep one entry per person.',
      editorProblem: `This name is listed twice (also entry ${firstIndex + 1}).`,
      editorFix: 'Keep one entry per person.',
    }),
  );
  config.personalSites.forEach((site, index) => {
    const clash = taken.get(`/${site.name}/`);
    if (clash) {
      problems.push({
        path: ['personalSites', index, 'name'],
        problem: `/${site.name}/ is already used by ${clash.build}.`,
        fix: 'Choose another name, e.g. add the last name: jane-smith.',
        editorProblem: `The address /${site.name}/ is already used by ${clash.editor}.`,
        editorFix: 'Choose another name, e.g. add the last name: “jane-smith”.',
      });
    }
  });
  return problems;
};

function navTargetCount(item: NavItem): number {
  return [item.to, item.link, item.contact, item.items].filter((value) => value !== undefined)
    .length;
}

function checkNavItem(
  item: NavItem,
  path: YamlPath,
  depth: number,
  targets: { pages: ReadonlySet<string>; redirects: ReadonlyMap<string, string> },
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const count = navTargetCount(item);
  if (count !== 1) {
    problems.push({
      path,
      problem:
        count === 0
          ? 'This menu entry does not say where it leads.'
          : 'This menu entry has more than one of to, link, contact and items.',
      fix: 'Give it exactly one of: "to:" (a page), "link:" (a name under links), "contact:" (phone or email) or "items:" (a sub-menu).',
      editorProblem:
        count === 0
          ? 'This menu entry does not say where it leads.'
          : 'This menu entry leads to more than one place.',
      editorFix:
        'Give it exactly one of: a page of the site, a link to another website, the phone or email, or a sub-menu of entries.',
    });
  }
  if (item.to !== undefined && !targets.pages.has(item.to)) {
    const redirectTarget = targets.redirects.get(item.to);
    problems.push({
      path: [...path, 'to'],
      problem: redirectTarget
        ? `${item.to} is an old address that redirects to ${redirectTarget}.`
        : `${item.to} is not a page of this site.`,
      fix: redirectTarget
        ? `Link straight to the page: to: ${redirectTarget}`
        : fixForMissingPage(item.to, targets.pages),
      editorFix: redirectTarget
        ? `Link straight to the page: ${redirectTarget}`
        : editorFixForMissingPage(item.to, targets.pages),
    });
  }
  if (item.items && depth >= 1) {
    problems.push({
      path: [...path, 'items'],
      problem: 'Menus can only nest one level deep (a sub-menu cannot hold another sub-menu).',
      fix: 'Move these entries up into the parent sub-menu.',
    });
  }
  item.items?.forEach((child, index) => {
    problems.push(...checkNavItem(child, [...path, 'items', index], depth + 1, targets));
  });
  return problems;
}

const checkNav: Check = (config) => {
  const targets = {
    pages: new Set(listPages(config.routes, config.venues).map((page) => page.path)),
    redirects: new Map(config.redirects.map((r) => [r.from, r.to] as const)),
  };
  const { nav } = config;
  const problems: ConfigProblem[] = [];
  nav.services.items.forEach((item, index) =>
    problems.push(...checkNavItem(item, ['nav', 'services', 'items', index], 0, targets)),
  );
  for (const list of ['header', 'drawerExtras'] as const) {
    nav[list].forEach((item, index) =>
      problems.push(...checkNavItem(item, ['nav', list, index], 1, targets)),
    );
  }
  nav.footer.forEach((group, groupIndex) =>
    group.items.forEach((item, index) =>
      problems.push(
        ...checkNavItem(item, ['nav', 'footer', groupIndex, 'items', index], 1, targets),
      ),
    ),
  );
  return problems;
};

const checkForms: Check = (config) => {
  const problems: ConfigProblem[] = [];
  if (config.forms.provider === 'endpoint' && !config.forms.endpoint) {
    problems.push({
      path: ['forms', 'endpoint'],
      problem: 'provider is "endpoint", but no endpoint address is set.',
      fix: 'Add "endpoint: https://…" with the address your form service gave you, or use provider: netlify.',
      editorProblem: 'Inquiries are to be sent to a form service, but its address is missing.',
      editorFix:
        'Write the address your form service gave you (it begins with https://), or let the host collect them.',
    });
  }
  for (const list of ['eventTypes', 'referralSources'] as const) {
    for (const { index, firstIndex, key } of duplicates(config.forms[list], (choice) => choice)) {
      problems.push({
        path: ['forms', list, index],
        problem: `The choice "${key}" is listed twice (also entry ${firstIndex + 1}).`,
        fix: 'Keep one of them: the form would show it twice.',
        editorProblem: `This choice is listed twice (also entry ${firstIndex + 1}).`,
      });
    }
  }
  return problems;
};

/** The analytics service's own setting is there, and no other service's. */
const checkAnalytics: Check = (config) => {
  const { analytics } = config;
  if (!analytics) return [];
  const problems: ConfigProblem[] = [];
  const needed = PROVIDER_SETTING[analytics.provider];
  const name = PROVIDER_NAMES[analytics.provider];
  if (!analytics[needed]) {
    problems.push({
      path: ['analytics', needed],
      problem: `provider is "${analytics.provider}", but its ${needed} is not set.`,
      fix: `Add "${needed}:" under analytics with the value ${name} gives you (see the comment above analytics in site.yaml), or remove the analytics section.`,
      editorProblem: `Visitor statistics are to go to ${name}, but the code ${name} gives for the site is missing.`,
      editorFix: `Copy that code from your ${name} account into its field, or turn visitor statistics off.`,
    });
  }
  for (const provider of ANALYTICS_PROVIDERS) {
    const setting = PROVIDER_SETTING[provider];
    if (provider === analytics.provider || analytics[setting] === undefined) continue;
    problems.push({
      path: ['analytics', setting],
      problem: `${setting} belongs to provider: ${provider}, but provider is "${analytics.provider}".`,
      fix: `Remove the ${setting} line, or set provider: ${provider} if you meant ${PROVIDER_NAMES[provider]}.`,
      editorProblem: `A code from ${PROVIDER_NAMES[provider]} is filled in, but visitor statistics go to ${name}.`,
      editorFix: `Clear the ${PROVIDER_NAMES[provider]} code, or choose ${PROVIDER_NAMES[provider]} if you meant it.`,
    });
  }
  return problems;
};

type KeyUse = { key: string; path: YamlPath };

function* routeKeys(config: SiteConfig): Generator<KeyUse> {
  for (const [index, route] of config.routes.entries()) {
    yield { key: route.title, path: ['routes', index, 'title'] };
    yield { key: route.description, path: ['routes', index, 'description'] };
  }
}

function* formChoiceKeys(config: SiteConfig): Generator<KeyUse> {
  for (const list of ['eventTypes', 'referralSources'] as const) {
    for (const [index, choice] of config.forms[list].entries()) {
      yield { key: `${FORM_CHOICE_KEY_PREFIX[list]}.${choice}`, path: ['forms', list, index] };
    }
  }
}

function* menuKeys(config: SiteConfig): Generator<KeyUse> {
  function* walk(items: readonly NavItem[], path: YamlPath): Generator<KeyUse> {
    for (const [index, item] of items.entries()) {
      yield { key: item.label, path: [...path, index, 'label'] };
      if (item.items) yield* walk(item.items, [...path, index, 'items']);
    }
  }
  const { nav } = config;
  yield { key: nav.services.label, path: ['nav', 'services', 'label'] };
  yield* walk(nav.services.items, ['nav', 'services', 'items']);
  yield* walk(nav.header, ['nav', 'header']);
  yield* walk(nav.drawerExtras, ['nav', 'drawerExtras']);
  for (const [index, group] of nav.footer.entries()) {
    yield { key: group.label, path: ['nav', 'footer', index, 'label'] };
    yield* walk(group.items, ['nav', 'footer', index, 'items']);
  }
}

/** Every translation key that `keysInUse` finds must exist in the default language. */
function translationKeysCheck(keysInUse: (config: SiteConfig) => Iterable<KeyUse>): Check {
  return (config, context) => {
    // A default language without translations is reported once, by checkLanguages.
    if (!context.locales?.[config.languages.default]) return [];
    const language = config.languages.default;
    const exists = keyExistsIn(context.locales, language);
    return [...keysInUse(config)]
      .filter(({ key }) => !exists(key))
      .map(({ key, path }) => {
        const [namespace = '', entry = ''] = key.split(':');
        return {
          path,
          problem: `The translation key "${key}" does not exist in src/locales/${language}/${namespaceOf(key)}.json.`,
          fix: `Add the entry "${entry.split('.').join(' → ')}" to src/locales/${language}/${namespace}.json (and its translations), or fix the key’s spelling.`,
          editorProblem: 'The text shown here is missing in the site’s main language.',
          editorFix: askTheDeveloper('Write it again in Texts'),
        };
      });
  };
}

/** The git hosts' own sign-in needs to know the repository (and GitLab, its OAuth application). */
const checkEditor: Check = (config) => {
  const { editor } = config;
  const problems: ConfigProblem[] = [];
  if (editor.backend !== 'git-gateway' && !editor.repo) {
    const host = editor.backend === 'github' ? 'GitHub' : 'GitLab';
    problems.push({
      path: ['editor', 'backend'],
      problem: `Signing in with ${editor.backend} needs the repository the site lives in: editors may change the site when their ${host} account may write to that repository.`,
      fix: `Add "repo: owner/name" under editor: the ${host} account (or organisation) that owns the repository, a slash, and the repository’s name, e.g. example-events/website.`,
      editorProblem: `Signing in to this editor with ${host} needs to know where the site’s files are kept on ${host}, and that is not set.`,
      editorFix: askTheDeveloper(),
    });
  }
  if (editor.backend === 'gitlab' && !editor.appId) {
    problems.push({
      path: ['editor', 'backend'],
      problem: 'Signing in with gitlab needs the id of the OAuth application made for the editor.',
      fix: 'Make an application in GitLab (Settings → Applications, scope "api", redirect URL https://<your site>/admin/) and add its id as "appId:" under editor.',
      editorProblem:
        'Signing in to this editor with GitLab needs the application made for it in GitLab, and that is not set.',
      editorFix: askTheDeveloper(),
    });
  }
  return problems;
};

/**
 * Netlify Forms and Netlify Identity (git-gateway) exist only on Netlify; a
 * GitHub sign-in needs an OAuth service, which Netlify and Cloudflare Pages
 * (the site's own, src/sign-in) have and a plain static host has not.
 */
const checkDeploy: Check = (config) => {
  const { host } = config.deploy;
  if (host === 'netlify') return [];
  const where = host === 'cloudflare' ? 'on Cloudflare Pages' : 'on a plain static host';
  const problems: ConfigProblem[] = [];
  if (config.forms.provider === 'netlify') {
    problems.push({
      path: ['forms', 'provider'],
      problem: `Inquiries go to Netlify Forms, but the site is published ${where} (deploy.host: ${host}), where nobody would receive them.`,
      fix: 'Use provider: endpoint with the address of your form service (e.g. Formspree), or publish on Netlify (deploy.host: netlify).',
      editorProblem: `Inquiries are to be collected by Netlify, but the site is published ${where}, where nobody would receive them.`,
      editorFix:
        'Send inquiries to a form service (e.g. Formspree) with the address it gave you, or publish the site on Netlify.',
    });
  }
  if (config.editor.backend === 'git-gateway') {
    problems.push({
      path: ['editor', 'backend'],
      problem: `Editors sign in through Netlify Identity (git-gateway), which works only on Netlify (and which Netlify has deprecated), but the site is published ${where} (deploy.host: ${host}).`,
      fix: `Use backend: github or gitlab, with repo: owner/name${host === 'cloudflare' ? ' (with github, the site signs its editors in itself: docs/owner/signing-in.md says what to set up on GitHub and Cloudflare)' : ''}.`,
      editorProblem: `Editors sign in through Netlify, which works only for a site published on Netlify, but the site is published ${where}.`,
      editorFix: askTheDeveloper('Publish the site on Netlify'),
    });
  }
  if (host === 'static' && config.editor.backend === 'github' && !config.editor.authUrl) {
    problems.push({
      path: ['editor', 'backend'],
      problem:
        'Signing in with github needs a sign-in service that trades GitHub’s answer for a key to the repository; Netlify and Cloudflare Pages give the site one, a plain static host (deploy.host: static) does not.',
      fix: 'Publish on Netlify or Cloudflare Pages (deploy.host: netlify or cloudflare), write the address of a GitHub sign-in service you run as "authUrl:" under editor, or use backend: gitlab.',
      editorProblem:
        'Signing in to this editor with GitHub needs a sign-in service, which Netlify and Cloudflare Pages give the site and a plain web host does not.',
      editorFix: askTheDeveloper('Publish the site on Netlify or Cloudflare Pages'),
    });
  }
  return problems;
};

type Section = keyof SiteConfig;

/**
 * Each check and the sections it reads: when some sections of the file are
 * broken, the checks that need only well-formed ones still run.
 */
const ALL_CHECKS: ReadonlyArray<{ check: Check; needs: readonly Section[] }> = [
  { check: checkLanguages, needs: ['languages'] },
  { check: checkRoutes, needs: ['routes', 'languages'] },
  { check: checkVenues, needs: ['venues'] },
  { check: checkRedirects, needs: ['routes', 'venues', 'redirects', 'languages'] },
  {
    check: checkPersonalSites,
    needs: ['routes', 'venues', 'redirects', 'personalSites', 'languages'],
  },
  { check: checkNav, needs: ['routes', 'venues', 'redirects', 'nav'] },
  { check: checkForms, needs: ['forms'] },
  { check: checkAnalytics, needs: ['analytics'] },
  { check: translationKeysCheck(routeKeys), needs: ['languages', 'routes'] },
  { check: translationKeysCheck(formChoiceKeys), needs: ['languages', 'forms'] },
  { check: translationKeysCheck(menuKeys), needs: ['languages', 'nav'] },
  { check: checkEditor, needs: ['editor'] },
  { check: checkDeploy, needs: ['deploy', 'forms', 'editor'] },
];

/**
 * The checks that need the whole file. With `wellFormed` naming only some
 * sections (the others did not pass the schema), `config` holds just those,
 * and only the checks that read nothing else run.
 */
export function crossCheck(
  config: SiteConfig,
  context: CrossCheckContext = {},
  wellFormed: 'all' | ReadonlySet<string> = 'all',
): ConfigProblem[] {
  return ALL_CHECKS.filter(
    ({ needs }) => wellFormed === 'all' || needs.every((section) => wellFormed.has(section)),
  ).flatMap(({ check }) => check(config, context));
}
