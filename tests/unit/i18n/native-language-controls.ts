/**
 * The texts that sit on controls, and what kind of control each is: the
 * register rules of the Spanish and Italian glossaries differ by kind
 * (src/locales/{es,it}/GLOSSARY.md, "Register").
 *
 * native-language-usage.ts finds in the code which keys a control shows;
 * native-language-controls.test.ts fails when one of them is missing here
 * (so a new button cannot escape the rules), when an entry here no longer
 * matches anything in the code, and when the code hands a text somewhere the
 * finder cannot follow and this file does not say where it goes.
 *
 * Keys are written as the finder reports them: "namespace:path", where "*"
 * stands for a part the code computes ("catalog:categories.*"), and "*:" for
 * the page's own namespace.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ancestorsOf } from '../../../src/config/page-contexts';
import { headingKeyOf } from '../../../src/config/pages';
import { WIDGET_TEXTS, widgetTextKey } from '../../../src/lib/voice-assistant';
import { loadSite, ROOT_DIR, SITE_YAML } from '../../support/site';
import {
  keyMatches,
  KeyUseFinder,
  readSources,
  visitorFacingSources,
  type KeyUse,
} from './native-language-usage';

/**
 * - control: operates the page (a toggle, a field's label, an option, a select's
 *   placeholder, a menu button, the skip link). es: infinitive or noun; it:
 *   singular imperative or noun.
 * - submit: sends a form. es: infinitive (Enviar solicitud); it: singular
 *   imperative or noun (Invia richiesta).
 * - navigation: a link named after where it goes (a menu entry, Ver todos los
 *   servicios, a card's title). es: infinitive or noun; it: singular imperative or noun.
 * - cta: a persuasive call to action. es: usted (Solicite una cotización,
 *   Llámenos); it: voi (Richiedete un preventivo, Chiamateci), or a noun.
 * - message: a sentence shown on a link (an error in the form's summary of
 *   errors): written as the copy is, usted and voi.
 */
export type ControlKind = 'control' | 'submit' | 'navigation' | 'cta' | 'message';

export const CONTROL_KEYS: Readonly<Record<string, ControlKind>> = {
  // The shell: skip link, header, drawer, footer, menus (labels from site.yaml's nav).
  'common:skipToContent': 'control',
  'common:home': 'navigation',
  'common:nav.services': 'control',
  'common:nav.eventProduction': 'navigation',
  'common:nav.corporate': 'navigation',
  'common:nav.private': 'navigation',
  'common:nav.music': 'navigation',
  'common:nav.photoBooths': 'navigation',
  'common:nav.lighting': 'navigation',
  'common:nav.photoFilm': 'navigation',
  'common:nav.stagingRentals': 'navigation',
  'common:nav.ledWalls': 'navigation',
  'common:nav.customSigns': 'navigation',
  'common:nav.allServices': 'navigation',
  'common:nav.viewServices': 'navigation',
  'common:nav.vipAccess': 'navigation',
  'common:nav.catalog': 'navigation',
  'common:nav.venues': 'navigation',
  'common:nav.goboDesigner': 'navigation',
  'common:nav.contact': 'navigation',
  'common:nav.callUs': 'cta',
  'common:nav.emailUs': 'cta',
  'common:nav.instantQuote': 'cta',
  'common:nav.schedule': 'cta',
  'common:nav.moreInfo': 'cta',
  'common:nav.openMenu': 'control',
  'common:nav.closeMenu': 'control',
  'common:nav.opensInNewTab': 'control',
  'common:footer.phone': 'control',
  'common:footer.email': 'control',
  'common:language.label': 'control',
  'common:language.choose': 'control',
  'common:reviews.readOn': 'navigation',
  'common:redirect.continue': 'navigation',

  // Pages' links and cards.
  'home:audiences.*.title': 'navigation',
  'home:corporate.link': 'navigation',
  'home:services.all': 'navigation',
  'home:trust.*.value': 'navigation',
  'home:trust.*.label': 'navigation',
  'home:trust.sources.*': 'navigation',
  'services:cards.*.title': 'navigation',
  '*:faq.items.*.question': 'control',
  'venue-list:heading': 'navigation',
  'venue-list:states.*': 'navigation',
  'venue-list:pagination.previous': 'navigation',
  'venue-list:pagination.next': 'navigation',
  'venue-page:allVenues': 'navigation',
  'venue-page:plan.button': 'cta',
  'not-found:links.*': 'navigation',
  // The note by the contact forms, with analytics that ask consent: reopens the choice.
  'analytics:privacy.change': 'control',
  // The consent banner's answers (Google Analytics), written into every page by the server render.
  'analytics:consent.accept': 'control',
  'analytics:consent.refuse': 'control',
  'thank-you:explore': 'cta',
  'thank-you:book.action': 'cta',
  // Inside the header's link to the contact page, after its words.
  'common:eventList.inHeader': 'cta',
  'thank-you:reach.phone': 'control',
  'thank-you:reach.email': 'control',

  // The catalog.
  'catalog:filter.all': 'control',
  'catalog:categories.*': 'control',
  'catalog:ask': 'cta',
  // The item's name, which screen readers hear after "Ask about this" on its link: a noun.
  'catalog-items:*.name': 'cta',

  // The contact page and its forms.
  'contact:direct.phone': 'control',
  'contact:direct.email': 'control',
  'contact:fields.eventDate': 'control',
  'contact:fields.month': 'control',
  'contact:fields.day': 'control',
  'contact:fields.year': 'control',
  'contact:fields.choose': 'control',
  'contact:fields.chooseShort': 'control',
  'contact:fields.dateUndecided': 'control',
  'contact:fields.startTime': 'control',
  'contact:fields.endTime': 'control',
  'contact:fields.eventType': 'control',
  'contact:fields.organization': 'control',
  'contact:fields.venue': 'control',
  'contact:fields.venueOption': 'control',
  'contact:fields.otherVenue': 'control',
  'contact:fields.locationName': 'control',
  'contact:fields.locationCity': 'control',
  'contact:fields.locationState': 'control',
  'contact:fields.firstName': 'control',
  'contact:fields.lastName': 'control',
  'contact:fields.name': 'control',
  'contact:fields.email': 'control',
  'contact:fields.contactWay': 'control',
  'contact:fields.phone': 'control',
  'contact:fields.smsConsent': 'control',
  'contact:fields.street': 'control',
  'contact:fields.address2': 'control',
  'contact:fields.city': 'control',
  'contact:fields.state': 'control',
  'contact:fields.zip': 'control',
  'contact:fields.heardAbout': 'control',
  'contact:fields.message': 'control',
  'contact:fields.optional': 'control',
  'contact:months.*': 'control',
  'contact:states.*': 'control',
  'contact:eventTypes.*': 'control',
  'contact:heardAbout.*': 'control',
  'contact:time.am': 'control',
  'contact:time.pm': 'control',
  'contact:time.noon': 'control',
  'contact:time.midnight': 'control',
  'contact:honeypot': 'control',
  'contact:eventList.remove': 'control',
  'contact:inquiry.moreDetails': 'control',
  'contact:inquiry.moreDetailsHint': 'control',
  'contact:inquiry.answered': 'control',
  'contact:inquiry.submit': 'submit',
  'contact:quick.submit': 'submit',
  'contact:status.sending': 'control',
  'contact:status.retry': 'control',
  'contact:status.emailInstead': 'cta',
  'contact:errors.*': 'message',

  // The gobo designer.
  'gobo-designer:designer.loadFailedLink': 'navigation',
  'gobo-designer:designer.noscriptLink': 'cta',
  'gobo-designer:templates.*.label': 'control',
  'gobo-designer:templates.*.hint': 'control',
  'gobo-designer:fields.*': 'control',
  'gobo-designer:font.*': 'control',
  'gobo-designer:layout.size': 'control',
  'gobo-designer:layout.rotation': 'control',
  'gobo-designer:frames.*': 'control',
  'gobo-designer:material.*.label': 'control',
  'gobo-designer:material.*.hint': 'control',
  'gobo-designer:material.colour': 'control',
  'gobo-designer:material.gradient': 'control',
  'gobo-designer:material.colourB': 'control',
  'gobo-designer:logo.label': 'control',
  'gobo-designer:logo.invert': 'control',
  'gobo-designer:logo.keepColours': 'control',
  'gobo-designer:preview.floor': 'control',
  'gobo-designer:preview.wall': 'control',
  'gobo-designer:actions.request': 'cta',
  'gobo-designer:actions.downloadSvg': 'control',
  'gobo-designer:actions.downloadPng': 'control',
  'gobo-designer:actions.copyLink': 'control',

  // The voice assistant's widget (drawn by the provider from the attributes
  // the page writes, src/lib/voice-assistant.ts): its launcher invites, its
  // buttons operate.
  'voice-assistant:widget.action': 'cta',
  'voice-assistant:widget.startCall': 'control',
  'voice-assistant:widget.endCall': 'control',
  'voice-assistant:widget.expand': 'control',
  'voice-assistant:widget.collapse': 'control',
};

/**
 * Texts the code hands somewhere the finder cannot follow, and where they
 * really go. None of them is on a control; a text that is goes in CONTROL_KEYS.
 */
export const NOT_ON_CONTROLS: Readonly<Record<string, string>> = {
  'common:redirect.title': 'the heading of a moved page (gatsby/redirects/redirect-page.ts)',
  'common:redirect.personal': 'the heading of a redirect to a personal site',
  'catalog-items:*.description':
    'a catalog card’s description; a page it names becomes a link inside the sentence (Mentions/LinkedText.tsx)',
  'common:mentions':
    'words inside running text that name a page (the gobo designer): linked where they stand, not a label of their own',
  'gobo-designer:material.logoTooFine':
    'advice on steel, a paragraph beside the preview (steel-advice.ts)',
  'gobo-designer:material.hairlinesLogo': 'advice on steel, a paragraph beside the preview',
  'gobo-designer:material.hairlines': 'advice on steel, a paragraph beside the preview',
  'contact:inquiry.mailSubject': 'the subject of the inquiry mail',
  'contact:eventList.heading': 'the name of the event list’s line in the inquiry mail',
  'contact:eventList.removed': 'read out by the event list’s live region',
  'contact:eventList.kinds.*':
    'what an entry of the event list is: beside its name, on the thank-you page, in the mail',
  'contact:eventList.design':
    'the name of a gobo design in the event list (a noun; the remove button’s own text is eventList.remove)',
  'contact:quick.mailSubject': 'the subject of the question mail',
  'contact:mail.smsConsent': 'a line of the inquiry mail',
  'contact:mail.yes': 'a line of the inquiry mail',
  'contact:fields.*': 'the names of the inquiry mail’s lines (describe-inquiry.ts)',
  'contact:fields.dateValue': 'a line of the inquiry mail',
  'contact:fields.dateUndecidedValue': 'a line of the inquiry mail',
  'contact:venueList.results': 'read out by the venue field’s live region',
  'catalog:measurements.words.*': 'a measured spec of a catalog card (lib/measurements/format.ts)',
  'catalog:measurements.upTo': 'a measured spec of a catalog card (lib/measurements/format.ts)',
  'gobo-designer:preview.projectedTitle': 'the title of the preview picture (lib/gobo/artwork.ts)',
  'gobo-designer:preview.artworkTitle': 'the title of the preview picture (lib/gobo/artwork.ts)',
  'gobo-designer:examples.*': 'the designer’s first texts, typed into its fields',
  'gobo-designer:preview.fontFailed': 'a notice over the preview',
  'gobo-designer:preview.fontLoading': 'a notice over the preview',
  'gobo-designer:preview.empty': 'a notice over the preview',
  'gobo-designer:preview.emptyLogo': 'a notice over the preview',
  'gobo-designer:actions.nothingYet': 'a status line under the buttons',
  'gobo-designer:actions.preparing': 'a status line under the buttons',
  'gobo-designer:actions.exportFailed': 'a status line under the buttons',
  'gobo-designer:actions.copied': 'a status line under the buttons',
  'gobo-designer:actions.copyFailed': 'a status line under the buttons',
  'gobo-designer:actions.storageFailed': 'a status line under the buttons',
  'voice-assistant:widget.listening': 'the voice widget’s status while the visitor speaks',
  'voice-assistant:widget.speaking': 'the voice widget’s status while the agent speaks',
  // A lookup whose key is a variable: GoboDesigner's translate() wrapper, whose
  // calls the finder reads as lookups of their own.
  key: 'GoboDesigner.tsx’s translate(key): its calls are checked where they are made',
};

interface NavEntry {
  label: string;
  items?: NavEntry[];
}

function navLabels(entries: readonly NavEntry[] = []): string[] {
  return entries.flatMap((entry) => [entry.label, ...navLabels(entry.items)]);
}

/**
 * Keys the code takes from data: the keys each such expression can hold, so
 * that the menus' labels in site.yaml are checked like any other control.
 */
export const DYNAMIC_KEYS: Readonly<Record<string, () => string[]>> = {
  // NavLink, the Services menu and the drawer: site.yaml's menus.
  'item.label': () => {
    const { nav } = parse(fs.readFileSync(SITE_YAML, 'utf8')) as {
      nav: {
        services: NavEntry;
        header: NavEntry[];
        drawerExtras: NavEntry[];
        footer: Array<{ label: string; items: NavEntry[] }>;
      };
    };
    return [
      ...navLabels(nav.services.items),
      ...navLabels(nav.header),
      ...navLabels(nav.drawerExtras),
      ...nav.footer.flatMap((group) => navLabels(group.items)),
    ];
  },
  // The Services menu's button (trigger-faces.tsx).
  labelKey: () => {
    const { nav } = parse(fs.readFileSync(SITE_YAML, 'utf8')) as { nav: { services: NavEntry } };
    return [nav.services.label];
  },
  // The home page's corporate section: data/services.yaml's labels.
  'service.label': () => {
    const { services } = parse(
      fs.readFileSync(path.join(ROOT_DIR, 'data', 'services.yaml'), 'utf8'),
    ) as { services: Array<{ label: string }> };
    return services.map((service) => service.label);
  },
  // The voice assistant's texts (VoiceAssistant.tsx), each named in src/lib/voice-assistant.ts.
  'widgetTextKey(key)': () => WIDGET_TEXTS.map(({ key }) => widgetTextKey(key)),
  // The not-found page's links (not-found-page.tsx).
  'link.label': () => ['not-found:links.*'],
  // Breadcrumbs: the headings of the pages above a page.
  'headingKeyOf(crumb.titleKey)': () => {
    const { pages } = loadSite();
    const ancestors = pages.flatMap((page) => ancestorsOf(page, pages));
    return [...new Set(ancestors.map((page) => headingKeyOf(page.titleKey)))];
  },
  // The page's own step of the trail (src/config/pages.ts): PageBreadcrumbs takes it off
  // the trail and shows it as text (aria-current), and the head's BreadcrumbList is no
  // control; no link shows it.
  'headingKeyOf(context.titleKey)': () => [],
};

/** What a key use shows where: a key pattern ("faq.items" read as "faq.items.*.question") and its place. */
export interface ShownText {
  pattern: string;
  place: 'control' | 'text';
  where: string;
}

/** The keys a use can hold: its own pattern, or what its data expression resolves to. */
export function keysOf(use: KeyUse): string[] | undefined {
  if (use.key !== undefined) return [use.key];
  const resolve = use.dynamic === undefined ? undefined : DYNAMIC_KEYS[use.dynamic];
  return resolve?.();
}

/** Every text the code shows, as patterns with their place (a declared route counts as its kind). */
export function shownTexts(uses: readonly KeyUse[]): ShownText[] {
  return uses.flatMap((use) => {
    const keys = keysOf(use) ?? [];
    const placed = use.places.flatMap((place) =>
      place.kind === 'route'
        ? []
        : keys.map((key) => ({
            pattern: place.read.length ? `${key}.${place.read.join('.')}` : key,
            place: place.kind,
            where: use.where,
          })),
    );
    if (placed.length > 0) return placed;
    // Only routes: a key listed as a control is one (the redirect page's link).
    return keys
      .filter((key) => CONTROL_KEYS[key] !== undefined)
      .map((key) => ({ pattern: key, place: 'control' as const, where: use.where }));
  });
}

/**
 * The kind of control a text of a translation file ("contact:inquiry.submit")
 * is on, or undefined when it is not on one. A key the code writes out in
 * full decides for itself; a pattern ("gobo-designer:fields.*") decides for
 * the keys no full one claims.
 */
export function controlKindOf(key: string, shown: readonly ShownText[]): ControlKind | undefined {
  const exact = shown.filter((text) => text.pattern === key);
  const candidates = exact.length ? exact : shown.filter((text) => keyMatches(text.pattern, key));
  const onControl = candidates.find((text) => text.place === 'control');
  return onControl && CONTROL_KEYS[onControl.pattern];
}

/** The site's own uses of keys, read once per test file. */
export function projectKeyUses(): KeyUse[] {
  return new KeyUseFinder(readSources(visitorFacingSources())).uses();
}
