/**
 * Every page of site.yaml, in every language, is in public/ with the right
 * language, one h1, a title, a self-referencing canonical link and no raw
 * translation keys; each language has its own not-found page.
 */
import fs from 'node:fs';
import type { HTMLElement } from 'node-html-parser';
import { namespaceOf } from '../../src/config/pages';
import {
  allTranslationKeys,
  LOCALES_DIR,
  loadSite,
  pageOfKind,
  pagesIn,
  translation,
  type LocalizedPage,
} from '../support/site';
import {
  assertBuilt,
  fileForPath,
  publicFileExists,
  readHtml,
  readPublic,
  textNodes,
} from './public';

const site = loadSite();

describe('site.yaml (the source of every expectation below)', () => {
  it('gives a page for every route and venue, in every language', () => {
    expect(site.languages).toContain(site.defaultLanguage);
    // The venue route makes one page per venue; every other route at least one (a list, several).
    expect(site.pages.filter((page) => page.venueSlug !== undefined)).toHaveLength(site.venueCount);
    expect(site.pages.length).toBeGreaterThanOrEqual(site.routeCount - 1 + site.venueCount);
    expect(site.localizedPages).toHaveLength(site.pages.length * site.languages.length);
  });
});

/** The text of a translation key in a language, falling back to the default language. */
function textOf(language: string, key: string): string {
  try {
    return translation(language, key);
  } catch {
    return translation(site.defaultLanguage, key);
  }
}

/** A pattern for a translated text that may contain {{placeholders}}. */
function translatedPattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\\\{\\\{\w+\\\}\\\}/g, '.+'));
}

function headText(document: HTMLElement, selector: string, attribute?: string): string[] {
  return document
    .querySelectorAll(selector)
    .map((element) => (attribute ? (element.getAttribute(attribute) ?? '') : element.text).trim());
}

// ── Raw translation keys ────────────────────────────────────────────────────
const KNOWN_KEYS = allTranslationKeys();
const NAMESPACES = [
  ...new Set(
    fs.readdirSync(`${LOCALES_DIR}/${site.defaultLanguage}`).map((f) => f.replace(/\.json$/, '')),
  ),
];
const TOP_LEVEL_GROUPS = [
  ...new Set(
    [...KNOWN_KEYS]
      .filter((key) => !key.includes(':') && key.includes('.'))
      .map((key) => key.slice(0, key.indexOf('.'))),
  ),
];
const escape = (word: string) => word.replace(/[-.]/g, '\\$&');
/** "common:nav.music", "music:meta.title": a namespaced key. */
const NAMESPACED_KEY = new RegExp(
  `(?<![\\w/-])(?:${NAMESPACES.map(escape).join('|')}):[A-Za-z][\\w.-]*`,
);
/** "meta.title", "nav.music": what i18next shows for a missing key. */
const DOTTED_KEY = new RegExp(
  `(?<![\\w@.-])(?:${TOP_LEVEL_GROUPS.map(escape).join('|')})\\.[A-Za-z]\\w*`,
);

/** Texts that look like translation keys, with where they were found. */
function rawKeysIn(document: HTMLElement): string[] {
  const texts: Array<[string, string]> = [
    ...textNodes(document).map((text): [string, string] => ['text', text]),
    ...headText(document, 'title').map((text): [string, string] => ['<title>', text]),
    ...headText(document, 'meta[name="description"]', 'content').map((text): [string, string] => [
      'meta description',
      text,
    ]),
    ...(['aria-label', 'alt', 'title', 'placeholder'] as const).flatMap((attribute) =>
      headText(document, `body [${attribute}]`, attribute).map((text): [string, string] => [
        `${attribute}=`,
        text,
      ]),
    ),
  ];
  return texts
    .filter(
      ([, text]) => KNOWN_KEYS.has(text) || NAMESPACED_KEY.test(text) || DOTTED_KEY.test(text),
    )
    .map(([where, text]) => `${where} "${text}"`);
}

describe('raw-key detection (self-check)', () => {
  it('recognises keys and leaves ordinary text alone', () => {
    expect(NAMESPACED_KEY.test('common:nav.music')).toBe(true);
    expect(NAMESPACED_KEY.test('See home:meta.title here')).toBe(true);
    expect(DOTTED_KEY.test('meta.title')).toBe(true);
    expect(DOTTED_KEY.test('nav.musci')).toBe(true);
    expect(KNOWN_KEYS.has('heading')).toBe(true);
    for (const ordinary of [
      'Call us: (201) 555-0147',
      'hello@example-events.com',
      'https://www.example-events.com/',
      'Serving NJ · NY · PA · CT',
    ]) {
      expect([ordinary, NAMESPACED_KEY.test(ordinary) || DOTTED_KEY.test(ordinary)]).toEqual([
        ordinary,
        false,
      ]);
    }
  });
});

// ── Every page × language ───────────────────────────────────────────────────
describe.each(site.languages)('pages in "%s"', (language) => {
  beforeAll(assertBuilt);

  const cases = pagesIn(language).map((page): [string, LocalizedPage] => [page.path, page]);

  it.each(cases)('%s', (pagePath, { page }) => {
    const file = fileForPath(pagePath);
    expect([file, publicFileExists(file)]).toEqual([file, true]);
    const document = readHtml(file);
    const problems: string[] = [];
    const check = (ok: boolean, problem: string) => {
      if (!ok) problems.push(problem);
    };

    const lang = document.querySelector('html')?.getAttribute('lang');
    check(lang === language, `<html lang="${lang}">, expected "${language}"`);

    const headings = document.querySelectorAll('h1').map((h1) => h1.text.trim());
    check(
      headings.length === 1,
      `${headings.length} <h1> (${JSON.stringify(headings)}), expected 1`,
    );
    check(
      headings.every((heading) => heading !== ''),
      'an empty <h1>',
    );

    const titles = headText(document, 'head title');
    const expectedTitle = translatedPattern(textOf(language, page.titleKey));
    check(titles.length === 1, `${titles.length} <title>, expected 1`);
    check(
      titles.every((title) => expectedTitle.test(title)),
      `<title> ${JSON.stringify(titles)} does not contain the text of ${page.titleKey} (${expectedTitle})`,
    );

    const descriptions = headText(document, 'meta[name="description"]', 'content');
    const expectedDescription = translatedPattern(textOf(language, page.descriptionKey));
    check(
      descriptions.length === 1 && expectedDescription.test(descriptions[0] ?? ''),
      `meta description ${JSON.stringify(descriptions)} is not the text of ${page.descriptionKey}`,
    );

    const canonical = headText(document, 'link[rel="canonical"]', 'href');
    const expectedCanonical = `${site.siteUrl}${pagePath}`;
    check(
      canonical.length === 1 &&
        canonical[0] === expectedCanonical &&
        /^https?:\/\//.test(expectedCanonical),
      `canonical ${JSON.stringify(canonical)}, expected ["${expectedCanonical}"]`,
    );

    for (const raw of rawKeysIn(document)) problems.push(`raw translation key: ${raw}`);

    expect(problems).toEqual([]);
  });
});

// ── Not-found page of each language ─────────────────────────────────────────
describe('not-found pages', () => {
  beforeAll(assertBuilt);

  /** The 404 rules of _redirects: pattern → target. */
  function notFoundRules(): Map<string, string> {
    const rules = new Map<string, string>();
    for (const line of readPublic('_redirects').split('\n')) {
      const [from, to, status] = line.trim().split(/\s+/);
      if (from && to && status === '404' && !from.startsWith('#')) rules.set(from, to);
    }
    return rules;
  }

  it.each(site.languages)('"%s" has a not-found page in its own language', (language) => {
    const notFound = pageOfKind('not-found', language);
    const namespace = namespaceOf(notFound.page.titleKey);
    // What the host serves for an unknown address of this language.
    const pattern = language === site.defaultLanguage ? '/*' : `/${language}/*`;
    const target = notFoundRules().get(pattern);
    expect([pattern, target]).toEqual([
      pattern,
      language === site.defaultLanguage ? '/404.html' : notFound.path,
    ]);

    for (const file of new Set([fileForPath(target ?? ''), fileForPath(notFound.path)])) {
      const document = readHtml(file);
      expect([file, document.querySelector('html')?.getAttribute('lang')]).toEqual([
        file,
        language,
      ]);
      expect([file, document.querySelectorAll('h1').map((h1) => h1.text.trim())]).toEqual([
        file,
        [translation(language, `${namespace}:heading`)],
      ]);
      expect(headText(document, 'head title')[0]).toContain(
        translation(language, notFound.page.titleKey),
      );
      expect(headText(document, 'meta[name="robots"]', 'content').join(' ')).toMatch(/noindex/);
    }
  });

  it('lists the language-specific rules before the catch-all', () => {
    const patterns = [...notFoundRules().keys()];
    expect(patterns[patterns.length - 1]).toBe('/*');
    expect(patterns).toHaveLength(site.languages.length);
  });

  it('translations really differ, so the checks above tell the languages apart', () => {
    const namespace = namespaceOf(pageOfKind('not-found', site.defaultLanguage).page.titleKey);
    const headings = site.languages.map((language) =>
      translation(language, `${namespace}:heading`),
    );
    expect(new Set(headings).size).toBe(site.languages.length);
  });
});
