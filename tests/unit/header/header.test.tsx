/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * The top bar: logo to the home page, the header links of nav.header, and
 * "Receive More Info" to the contact page, all in the page's language and
 * all from site.yaml, with the count of the visitor's event list on it.
 */
import { act, screen, within } from '@testing-library/react';
import { Header } from '../../../src/components/Header/Header';
import { useSiteConfig, type ShellConfig } from '../../../src/hooks/use-site-config';
import { telHref } from '../../../src/lib/contact-links';
import { EVENT_LIST_KEY, writeEventList } from '../../../src/lib/event-list/entries';
import {
  CONTACT_PATH_ATTRIBUTE,
  COUNT_ATTRIBUTE,
  COUNT_PROPERTY,
} from '../../../src/lib/event-list/count-script';
import { translation } from '../../support/site';
import {
  asQueried,
  expectAccessibleNames,
  expectedHref,
  expectedName,
  renderAsPage,
  specShell,
  site,
} from '../support/render-as-page';

jest.mock('../../../src/hooks/use-site-config', () => ({ useSiteConfig: jest.fn() }));

let shell: ShellConfig;

beforeEach(() => {
  shell = specShell();
  jest.mocked(useSiteConfig).mockImplementation(() => shell);
});

describe('Header', () => {
  it('is a banner whose logo leads to the home page of the page language', () => {
    renderAsPage(<Header />, 'es');
    const banner = screen.getByRole('banner');
    const logo = within(banner).getByRole('link', { name: site.business.name });
    expect(logo).toHaveAttribute('href', '/es/');
  });

  it('shows the header links of site.yaml in order, outside sites in a new tab', () => {
    renderAsPage(<Header />, 'en');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      site.nav.header.map((item) => expectedHref(item, 'en')),
    );
    expectAccessibleNames(
      links,
      site.nav.header.map((item) => expectedName(item, 'en')),
    );
    expect(links.map((link) => link.textContent)).toEqual([
      'View Our Services',
      'Photo + Film',
      'VIP Access',
    ]);
    expectAccessibleNames(links, [
      'View Our Services',
      'Photo + Film (opens in a new tab)',
      'VIP Access (opens in a new tab)',
    ]);
    for (const [index, item] of site.nav.header.entries()) {
      if (!item.link) continue;
      expect(links[index]).toHaveAttribute('target', '_blank');
      expect(links[index]).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('links "Receive More Info" to the contact page in the page language', () => {
    renderAsPage(<Header />, 'it');
    expect(screen.getByRole('link', { name: 'Richiedete informazioni' })).toHaveAttribute(
      'href',
      '/it/contact/',
    );
  });

  it('counts the visitor’s event list on the link to the contact page, while it has entries', () => {
    window.sessionStorage.setItem(
      EVENT_LIST_KEY,
      JSON.stringify([
        { kind: 'item', id: 'moving-head-wash' },
        { kind: 'service', id: 'music' },
      ]),
    );
    renderAsPage(<Header />, 'es');
    const words = translation('es', 'common:nav.moreInfo');
    const link = within(screen.getByRole('banner')).getByRole('link', {
      name: new RegExp(`^${words}`),
    });
    const counted = translation('es', 'common:eventList.inHeader_other').replace(
      '{{count, number}}',
      '2',
    );
    expect(link).toHaveAccessibleName(`${words} ${counted}`);
    const root = document.documentElement;
    expect(root).toHaveAttribute(COUNT_ATTRIBUTE);
    expect(root.style.getPropertyValue(COUNT_PROPERTY)).toBe('2');
    // The script that shows the count before the page runs knows where the list is shown.
    expect(link.querySelector('script')).toHaveAttribute(CONTACT_PATH_ATTRIBUTE, '/es/contact/');

    act(() => {
      writeEventList(window.sessionStorage, []);
    });
    expect(link).toHaveAccessibleName(words);
    expect(root).not.toHaveAttribute(COUNT_ATTRIBUTE);
  });

  it('calls business.phone, shows the number as written, and is named as a call', () => {
    renderAsPage(<Header />, 'es');
    const banner = screen.getByRole('banner');
    const call = within(banner).getByRole('link', {
      name: `${translation('es', 'common:nav.callUs').replace(/ /g, '\u00a0')}: ${site.business.phone.replace(/ /g, '\u00a0')}`,
    });
    expect(call).toHaveAttribute('href', telHref(site.business.phone));
    expect(call.getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
    expect(call.textContent).toContain(site.business.phone.replace(/ /g, '\u00a0'));
  });

  it('finds the contact page by its kind, wherever site.yaml puts it', () => {
    shell = {
      ...shell,
      routes: shell.routes.map((route) =>
        route.kind === 'contact' ? { ...route, path: '/get-in-touch/' } : route,
      ),
    };
    renderAsPage(<Header />, 'en');
    expect(screen.getByRole('link', { name: 'Receive More Info' })).toHaveAttribute(
      'href',
      '/get-in-touch/',
    );
  });

  it('follows nav.header: a new entry appears without code changes', () => {
    shell = {
      ...shell,
      nav: {
        ...shell.nav,
        header: [...shell.nav.header, asQueried({ label: 'common:nav.venues', to: '/venues/' })],
      },
    };
    renderAsPage(<Header />, 'es');
    const nav = screen.getByRole('navigation', { name: translation('es', 'common:nav.primary') });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(site.nav.header.length + 1);
    expect(links.at(-1)).toHaveTextContent(translation('es', 'common:nav.venues'));
    expect(links.at(-1)).toHaveAttribute('href', '/es/venues/');
  });
});
