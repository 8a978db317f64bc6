/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * The phone drawer is a dialog holding the same entries as the top bar (the
 * Event Production sub-menu as a nested list), the language versions of the
 * page, and Call Us / Email Us; the close button, Escape and following a
 * link close it.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Header, preloadHeaderPopups } from '../../../src/components/Header/Header';
import type { NavItem } from '../../../src/config/schema';
import { useSiteConfig } from '../../../src/hooks/use-site-config';
import { translation } from '../../support/site';
import {
  expectAccessibleNames,
  expectedHref,
  expectedName,
  renderAsPage,
  specShell,
  site,
} from '../support/render-as-page';

jest.mock('../../../src/hooks/use-site-config', () => ({ useSiteConfig: jest.fn() }));

// These tests are about the popups themselves: their code is there from the start
// (deferred-trigger.test.tsx covers the stand-in buttons shown until it loads).
beforeAll(preloadHeaderPopups);

beforeEach(() => {
  jest.mocked(useSiteConfig).mockReturnValue(specShell());
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

function openDrawer(language: string) {
  const button = screen.getByRole('button', { name: translation(language, 'common:nav.openMenu') });
  act(() => {
    fireEvent.click(button);
  });
  return {
    button,
    dialog: screen.getByRole('dialog', { name: translation(language, 'common:nav.menu') }),
  };
}

describe('MobileDrawer', () => {
  it('is closed at first: a menu button and no dialog', () => {
    renderAsPage(<Header />, 'en');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('holds the Services entries, Event Production as a nested list, and the header links', () => {
    renderAsPage(<Header />, 'en');
    const { dialog } = openDrawer('en');
    const group = within(dialog).getByRole('group', { name: 'Event Production' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Corporate', '/corporate-events/'],
      ['Private', '/private-events/'],
    ]);
    const nav = within(dialog).getByRole('navigation', { name: 'Main' });
    // Header links the Services list already shows (same label and target) are not repeated.
    const services = site.nav.services.items.flatMap((item) => item.items ?? [item]);
    const isListed = (item: NavItem) =>
      services.some(
        (shown) => shown.label === item.label && shown.link === item.link && shown.to === item.to,
      );
    const expected = [...services, ...site.nav.header.filter((item) => !isListed(item))];
    expect(expected.map((item) => translation('en', item.label)).slice(-3)).toEqual([
      'View All Services',
      'View Our Services',
      'VIP Access',
    ]);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expected.map((item) => expectedHref(item, 'en')),
    );
    expectAccessibleNames(
      links,
      expected.map((item) => expectedName(item, 'en')),
    );
    for (const link of within(nav).getAllByRole('link')) {
      if (link.getAttribute('target') === '_blank') {
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
  });

  it('offers the page in each language, marking the current one, in Italian', () => {
    window.history.replaceState(null, '', '/it/music/?q=1#x');
    renderAsPage(<Header />, 'it');
    const { dialog } = openDrawer('it');
    const languages = within(dialog).getByRole('region', { name: 'Lingua' });
    const links = within(languages).getAllByRole('link');
    expect(
      links.map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('hreflang'),
        link.getAttribute('lang'),
        link.getAttribute('aria-current'),
      ]),
    ).toEqual([
      ['English', '/music/?q=1#x', 'en', 'en', null],
      ['ESEspañol', '/es/music/?q=1#x', 'es', 'es', null],
      ['Italiano', '/it/music/?q=1#x', 'it', 'it', 'page'],
    ]);
  });

  it('ends with Receive More Info, then Call Us (tel:) and Email Us (mailto:) from nav.drawerExtras', () => {
    renderAsPage(<Header />, 'es');
    const { dialog } = openDrawer('es');
    const linkNamed = (key: string) =>
      within(dialog).getByRole('link', { name: translation('es', key) });
    // The call and email links keep their words on one line (no-break spaces).
    const contactNamed = (key: string) =>
      within(dialog).getByRole('link', { name: translation('es', key).replace(/ /g, '\u00a0') });
    expect(linkNamed('common:nav.moreInfo')).toHaveAttribute('href', '/es/contact/');
    expect(contactNamed('common:nav.callUs')).toHaveAttribute('href', 'tel:+12015550147');
    expect(contactNamed('common:nav.emailUs')).toHaveAttribute(
      'href',
      'mailto:hello@example-events.com',
    );
    expect(linkNamed('common:nav.music')).toHaveAttribute('href', '/es/music/');
  });

  it('closes with its close button and gives focus back to the menu button', async () => {
    renderAsPage(<Header />, 'en');
    const { button, dialog } = openDrawer('en');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes on Escape', () => {
    renderAsPage(<Header />, 'en');
    const { dialog } = openDrawer('en');
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when a link in it is followed', () => {
    renderAsPage(<Header />, 'en');
    const { dialog } = openDrawer('en');
    act(() => {
      fireEvent.click(within(dialog).getByRole('link', { name: 'Music' }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
