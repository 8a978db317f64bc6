/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * The Services drop-down is drawn from site.yaml's nav.services: its entries
 * in order, translated, a sub-menu for an entry with items, outside sites in
 * a new tab, pages in the page's language, and nothing hard-coded.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Header, preloadHeaderPopups } from '../../../src/components/Header/Header';
import { ServicesMenu } from '../../../src/components/Header/ServicesMenu';
import { useSiteConfig, type ShellConfig } from '../../../src/hooks/use-site-config';
import { translation } from '../../support/site';
import {
  asQueriedWithItems,
  expectAccessibleNames,
  expectedHref,
  expectedName,
  openWithPointer,
  renderAsPage,
  specShell,
  site,
} from '../support/render-as-page';

jest.mock('../../../src/hooks/use-site-config', () => ({ useSiteConfig: jest.fn() }));

// These tests are about the popups themselves: their code is there from the start
// (deferred-trigger.test.tsx covers the stand-in buttons shown until it loads).
beforeAll(preloadHeaderPopups);

let shell: ShellConfig;

beforeEach(() => {
  shell = specShell();
  jest.mocked(useSiteConfig).mockImplementation(() => shell);
});

function servicesTrigger(language: string) {
  return screen.getByRole('button', { name: translation(language, site.nav.services.label) });
}

/** Opens the Services menu and returns it. */
function openServices(language: string) {
  const trigger = servicesTrigger(language);
  openWithPointer(trigger);
  return screen.getByRole('menu', { name: translation(language, site.nav.services.label) });
}

/** The menu's own entries (not those of a sub-menu), in order. */
function topLevelEntries(menu: HTMLElement) {
  return within(menu).getAllByRole('menuitem');
}

describe('ServicesMenu', () => {
  it('the fixture is the specification’s site.yaml, with Event Production holding two pages', () => {
    const [first] = site.nav.services.items;
    expect(site.nav.services.items.length).toBeGreaterThanOrEqual(9);
    expect(first?.label).toBe('common:nav.eventProduction');
    expect(first?.items?.map((item) => item.to)).toEqual([
      '/corporate-events/',
      '/private-events/',
    ]);
  });

  it('renders a closed trigger and no entries until it is opened', () => {
    renderAsPage(<Header />, 'en');
    const trigger = servicesTrigger('en');
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Music' })).not.toBeInTheDocument();
  });

  it('opens on click and lists nav.services in site.yaml order with English labels', () => {
    renderAsPage(<Header />, 'en');
    const menu = openServices('en');
    expect(servicesTrigger('en')).toHaveAttribute('aria-expanded', 'true');
    const entries = topLevelEntries(menu);
    // Visible text: the labels themselves; accessible names add the new-tab note.
    const texts = entries.map((entry) => entry.textContent);
    expect(texts).toEqual(site.nav.services.items.map((item) => translation('en', item.label)));
    expect(texts.slice(0, 5)).toEqual([
      'Event Production',
      'Music',
      'Photo Booths',
      'Lighting + FX',
      'Photo + Film',
    ]);
    expectAccessibleNames(
      entries,
      site.nav.services.items.map((item) => expectedName(item, 'en')),
    );
    expect(entries[4]).toHaveAccessibleName('Photo + Film (opens in a new tab)');
  });

  it('makes Event Production a sub-menu with its two pages', () => {
    renderAsPage(<Header />, 'en');
    const menu = openServices('en');
    const subTrigger = within(menu).getByRole('menuitem', { name: 'Event Production' });
    expect(subTrigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(subTrigger).toHaveAttribute('aria-expanded', 'false');
    act(() => {
      subTrigger.focus();
      fireEvent.keyDown(subTrigger, { key: 'ArrowRight' });
    });
    expect(subTrigger).toHaveAttribute('aria-expanded', 'true');
    const submenu = screen.getByRole('menu', { name: 'Event Production' });
    const children = within(submenu).getAllByRole('menuitem') as HTMLAnchorElement[];
    expect(children.map((child) => [child.textContent, child.getAttribute('href')])).toEqual([
      ['Corporate', '/corporate-events/'],
      ['Private', '/private-events/'],
    ]);
  });

  it('opens outside sites in a new tab, safely, and says so', () => {
    renderAsPage(<Header />, 'en');
    const menu = openServices('en');
    const external = site.nav.services.items.filter((item) => item.link);
    expect(external.length).toBeGreaterThan(0);
    for (const item of external) {
      const link = within(menu).getByRole('menuitem', { name: expectedName(item, 'en') });
      expect(link.tagName).toBe('A');
      expect(link).toHaveAttribute('href', expectedHref(item, 'en'));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('links pages in the page language, with Spanish labels, on a Spanish page', () => {
    renderAsPage(<Header />, 'es');
    const menu = openServices('es');
    const music = within(menu).getByRole('menuitem', { name: 'Música' });
    expect(music).toHaveAttribute('href', '/es/music/');
    const pages = site.nav.services.items.filter((item) => item.to);
    for (const item of pages) {
      const link = within(menu).getByRole('menuitem', { name: expectedName(item, 'es') });
      expect(link).toHaveAttribute('href', expectedHref(item, 'es'));
      expect(link).not.toHaveAttribute('target');
    }
  });

  it('follows the config: an added entry appears in its place, a removed one disappears', () => {
    const added = asQueriedWithItems({ label: 'common:nav.catalog', to: '/catalog/' });
    const items = shell.nav.services.items.filter((item) => item.to !== '/lighting/');
    items.splice(1, 0, added);
    shell = { ...shell, nav: { ...shell.nav, services: { ...shell.nav.services, items } } };
    renderAsPage(<ServicesMenu group={shell.nav.services} site={shell} />, 'it');
    const menu = openServices('it');
    const entries = topLevelEntries(menu);
    expect(entries).toHaveLength(site.nav.services.items.length);
    expect(entries[1]).toHaveTextContent('Catalogo noleggio');
    expect(entries[1]).toHaveAttribute('href', '/it/catalog/');
    expect(within(menu).queryByRole('menuitem', { name: 'Luci + FX' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    renderAsPage(<Header />, 'en');
    const menu = openServices('en');
    act(() => {
      fireEvent.keyDown(menu, { key: 'Escape' });
    });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // Radix moves focus back once the menu has unmounted (next task).
    await waitFor(() => expect(servicesTrigger('en')).toHaveFocus());
  });
});
