/**
 * Shared set-up of the tests of the site's shell (header, footer, page
 * blocks): the frozen site.yaml of the specification (tests/fixtures/
 * spec-site.yaml, whose menus, phone number and venues stay as they are
 * whatever the owner changes) as useSiteConfig returns it on the built site,
 * and rendering through the site's page wrapper (src/i18n/page-translations.tsx)
 * with the real common.json of every language, exactly as Gatsby wraps each
 * page. (Tests importing this need the Node export conditions docblock so
 * that `yaml` loads its Node build.)
 */
import './radix-dom';
import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { contextFor } from '../../../src/config/page-contexts';
import type { NavItem, SiteConfig } from '../../../src/config/schema';
import type { ShellConfig } from '../../../src/hooks/use-site-config';
import type { LocaleNode } from '../../../src/i18n/locale-data';
import { formattingLocaleOf } from '../../../src/i18n/formatting-locale';
import { withPageTranslations } from '../../../src/i18n/page-translations';
import { LOCALES_DIR, translation } from '../../support/site';
import { specSiteData } from '../../support/spec-site';

/** The site.yaml the components are rendered with: the specification's, frozen. */
export const site: SiteConfig = specSiteData();
export const LANGUAGES = site.languages.supported.map((language) => language.code);
export const DEFAULT_LANGUAGE = site.languages.default;

/** A site.yaml menu entry as the SiteShell query gives it: null where the file has nothing. */
export function asQueried(item: NavItem) {
  return {
    label: item.label,
    to: item.to ?? null,
    link: item.link ?? null,
    contact: item.contact ?? null,
  };
}

/** The same, with its sub-menu (the Services menu's entries). */
export function asQueriedWithItems(item: NavItem) {
  return { ...asQueried(item), items: item.items?.map(asQueried) ?? null };
}

/** What useSiteConfig returns on a site built from the fixture: the same parts of it. */
export function specShell(): ShellConfig {
  const copy = JSON.parse(JSON.stringify(site)) as SiteConfig;
  return {
    siteUrl: copy.siteUrl,
    business: copy.business,
    links: copy.links,
    languages: copy.languages,
    menu: copy.menu,
    routes: copy.routes.map(({ path: routePath, kind }) => ({ path: routePath, kind })),
    nav: {
      services: {
        label: copy.nav.services.label,
        items: copy.nav.services.items.map(asQueriedWithItems),
      },
      header: copy.nav.header.map(asQueried),
      drawerExtras: copy.nav.drawerExtras.map(asQueried),
      footer: copy.nav.footer.map((group) => ({
        label: group.label,
        items: group.items.map(asQueried),
      })),
    },
  };
}

/** The real translation files of some namespaces, in every language, as pages query them. */
function localeNodesOf(namespaces: readonly string[]): LocaleNode[] {
  return LANGUAGES.flatMap((language) =>
    namespaces.map((ns) => ({
      ns,
      language,
      data: fs.readFileSync(path.join(LOCALES_DIR, language, `${ns}.json`), 'utf8'),
    })),
  );
}

/** `element` inside the site's page wrapper, as Gatsby wraps each page (see renderAsPage). */
export function asPage(
  element: ReactElement,
  language: string,
  pagePath = '/music/',
  namespaces: readonly string[] = ['common'],
) {
  const localeNodes = localeNodesOf(namespaces);
  const pageContext = {
    ...contextFor(
      {
        path: pagePath,
        kind: 'service',
        titleKey: 'music:meta.title',
        descriptionKey: 'music:meta.description',
      },
      language,
      LANGUAGES,
      DEFAULT_LANGUAGE,
    ),
    // As gatsby-node sets it (src/config/site-pages.ts).
    formattingLocale: formattingLocaleOf(site.languages.supported, language),
  };
  const props = {
    data: {
      locales: {
        edges: localeNodes
          .filter((node) => pageContext.localeLanguages.includes(node.language))
          .map((node) => ({ node })),
      },
    },
    pageContext,
    location: { pathname: pageContext.i18n.path, search: '', hash: '' },
  };
  return withPageTranslations(element, props);
}

/**
 * Renders `element` as part of the page at `pagePath` (default-language path)
 * in `language`, with the translation files of `namespaces` loaded.
 */
export function renderAsPage(
  element: ReactElement,
  language: string,
  pagePath = '/music/',
  namespaces: readonly string[] = ['common'],
) {
  return render(asPage(element, language, pagePath, namespaces));
}

/** Opens a Radix drop-down the way a mouse click does (Radix opens on pointerdown). */
export function openWithPointer(trigger: HTMLElement) {
  act(() => {
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
  });
}

/** The elements' accessible names (what assistive technology reads) are `names`, in order. */
export function expectAccessibleNames(elements: readonly Element[], names: readonly string[]) {
  expect(elements).toHaveLength(names.length);
  elements.forEach((element, index) => expect(element).toHaveAccessibleName(names[index]));
}

/** The accessible name of a menu entry in a language; outside sites add the new-tab note. */
export function expectedName(item: NavItem, language: string): string {
  const label = translation(language, item.label);
  return item.link ? `${label} ${translation(language, 'common:nav.opensInNewTab')}` : label;
}

/** Where a site.yaml menu entry must lead in a language. */
export function expectedHref(item: NavItem, language: string): string {
  if (item.to) return language === DEFAULT_LANGUAGE ? item.to : `/${language}${item.to}`;
  if (item.link) return site.links[item.link];
  if (item.contact === 'phone') return 'tel:+12015550147';
  if (item.contact === 'email') return `mailto:${site.business.email}`;
  throw new Error(`Menu entry ${item.label} has no target.`);
}
