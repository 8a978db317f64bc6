/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * The language drop-down offers every language of site.yaml (own name and
 * badge), marks the page's language, and leads to the same page in the
 * other language with the query and hash kept. The fixture's flags: the
 * US's and Italy's are drawn (no text), Spain's, which the site does not
 * draw, shows as its letters.
 */
import { screen, within } from '@testing-library/react';
import { Header, preloadHeaderPopups } from '../../../src/components/Header/Header';
import { LanguageMenu } from '../../../src/components/Header/LanguageMenu';
import { useSiteConfig } from '../../../src/hooks/use-site-config';
import { translation } from '../../support/site';
import { openWithPointer, renderAsPage, specShell, site } from '../support/render-as-page';

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

function openLanguages(triggerName: RegExp) {
  openWithPointer(screen.getByRole('button', { name: triggerName }));
  return screen.getByRole('menu');
}

describe('LanguageMenu', () => {
  it('the fixture offers English, Español and Italiano', () => {
    expect(site.languages.supported.map(({ code, name }) => [code, name])).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['it', 'Italiano'],
    ]);
  });

  it('names the current language on its trigger, translated, ending with the code it shows', () => {
    renderAsPage(<Header />, 'it');
    // The code as a word of its own (WCAG 2.5.3, Label in Name): axe reads "(IT)" as another word.
    const trigger = screen.getByRole('button', { name: 'Lingua: Italiano, IT' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveTextContent(/^IT$/);
    expect(screen.queryByRole('menuitemradio')).not.toBeInTheDocument();
  });

  it('lists the three languages in order, marks the current one, and keeps ?q=1#x', () => {
    window.history.replaceState(null, '', '/es/music/?q=1#x');
    renderAsPage(<Header />, 'es');
    const menu = openLanguages(/^Idioma: Español/);
    expect(within(menu).getByText(translation('es', 'common:language.choose'))).toBeInTheDocument();
    const items = within(menu).getAllByRole('menuitemradio') as HTMLAnchorElement[];
    expect(
      items.map((item) => ({
        name: item.textContent,
        href: item.getAttribute('href'),
        lang: item.getAttribute('lang'),
        hrefLang: item.getAttribute('hreflang'),
        checked: item.getAttribute('aria-checked'),
      })),
    ).toEqual([
      { name: 'English', href: '/music/?q=1#x', lang: 'en', hrefLang: 'en', checked: 'false' },
      { name: 'ESEspañol', href: '/es/music/?q=1#x', lang: 'es', hrefLang: 'es', checked: 'true' },
      {
        name: 'Italiano',
        href: '/it/music/?q=1#x',
        lang: 'it',
        hrefLang: 'it',
        checked: 'false',
      },
    ]);
    // The badge is decoration: the accessible name is the language's own name.
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toBe(items[0]);
  });

  it('leads from a nested page in English to the same page in Italian', () => {
    window.history.replaceState(null, '', '/venues/lake-valhalla-club/#map');
    renderAsPage(<Header />, 'en', '/venues/lake-valhalla-club/');
    const menu = openLanguages(/^Language: English/);
    expect(within(menu).getByRole('menuitemradio', { name: 'Italiano' })).toHaveAttribute(
      'href',
      '/it/venues/lake-valhalla-club/#map',
    );
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('offers exactly the languages it is given', () => {
    const two = site.languages.supported.filter((language) => language.code !== 'it');
    renderAsPage(<LanguageMenu languages={two} />, 'en');
    const menu = openLanguages(/^Language: English/);
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['English', 'ESEspañol']);
  });
});
