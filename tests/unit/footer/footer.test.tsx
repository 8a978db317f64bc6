/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * (Node export conditions so that the `yaml` package loads its Node build, as
 * the real site.yaml is read; the DOM is still jsdom.)
 *
 * The footer renders everything from site.yaml and the translation files:
 * contact links, service area and reply promise, every footer menu entry in
 * the page's language, the outside websites in new tabs, language links to
 * the same page, and the copyright year of the build (never the visitor's
 * clock). Rendered as Gatsby renders a page: through the site's
 * wrapPageElement (withPageTranslations) with the real common.json files.
 */
import { screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { Footer } from '../../../src/components/Footer/Footer';
import type { NavItem } from '../../../src/config/schema';
import { useSiteConfig, type ShellConfig } from '../../../src/hooks/use-site-config';
import { translation } from '../../support/site';
import { DEFAULT_LANGUAGE, renderAsPage, specShell, site } from '../support/render-as-page';

jest.mock('../../../src/hooks/use-site-config', () => ({ useSiteConfig: jest.fn() }));

/** What useSiteConfig returns on the built site. */
const shell: ShellConfig = specShell();

const BUILD_YEAR = '2031';

function staticQueryResult(year = BUILD_YEAR): Queries.FooterBuildYearQuery {
  return { site: { buildTime: year } };
}

function renderFooter(language: string, pagePath = '/music/') {
  renderAsPage(<Footer />, language, pagePath);
  return screen.getByRole('contentinfo');
}

/** Where a site.yaml menu entry must lead in a language. */
function expectedHref(item: NavItem, language: string): string {
  if (item.to) return language === DEFAULT_LANGUAGE ? item.to : `/${language}${item.to}`;
  if (item.link) return site.links[item.link];
  if (item.contact === 'phone') return 'tel:+12015550147';
  if (item.contact === 'email') return `mailto:${site.business.email}`;
  throw new Error(`Menu entry ${item.label} has no target.`);
}

const links = (footer: HTMLElement) => within(footer).getAllByRole('link') as HTMLAnchorElement[];

beforeEach(() => {
  jest.mocked(useSiteConfig).mockReturnValue(shell);
  jest.mocked(useStaticQuery).mockReturnValue(staticQueryResult());
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Footer', () => {
  it('the fixture is the specification’s site.yaml', () => {
    expect(site.business.phone).toBe('(201) 555-0147');
    expect(site.business.serviceArea).toEqual(['NJ', 'NY', 'PA', 'CT']);
    expect(site.business.responseTimeHours).toBe(4);
  });

  it('links the phone number (tel:) and the email address (mailto:)', () => {
    const footer = renderFooter('en');
    const phone = within(footer).getByRole('link', { name: /\(201\)\s555-0147/ });
    expect(phone).toHaveAttribute('href', 'tel:+12015550147');
    // Shown on one line: its space does not break.
    expect(phone.textContent).toContain('(201)\u00a0555-0147');
    const email = within(footer).getByRole('link', { name: /hello@example-events\.com/ });
    expect(email).toHaveAttribute('href', 'mailto:hello@example-events.com');
  });

  it('shows the service area and the reply promise', () => {
    const footer = renderFooter('en');
    expect(footer).toHaveTextContent('Serving NJ · NY · PA · CT');
    expect(footer).toHaveTextContent('We reply within 4 hours.');
  });

  it('takes the contact facts from site.yaml, not from the code', () => {
    jest.mocked(useSiteConfig).mockReturnValue({
      ...shell,
      business: {
        ...shell.business,
        phone: '973-555-0199',
        email: 'bookings@other.example',
        serviceArea: ['NJ', 'DE'],
        responseTimeHours: 2,
        name: 'Other Stage Co',
      },
    });
    const footer = renderFooter('en');
    expect(within(footer).getByRole('link', { name: /973-555-0199/ })).toHaveAttribute(
      'href',
      'tel:+19735550199',
    );
    expect(within(footer).getByRole('link', { name: /bookings@other\.example/ })).toHaveAttribute(
      'href',
      'mailto:bookings@other.example',
    );
    expect(footer).toHaveTextContent('Serving NJ · DE');
    expect(footer).toHaveTextContent('We reply within 2 hours.');
    expect(footer).toHaveTextContent(`© ${BUILD_YEAR} Other Stage Co.`);
    expect(footer).not.toHaveTextContent('555-0147');
  });

  it('renders every footer menu of site.yaml, in Spanish, with Spanish addresses', () => {
    const footer = renderFooter('es');
    const all = links(footer);
    expect(site.nav.footer.length).toBeGreaterThanOrEqual(3);
    for (const group of site.nav.footer) {
      const heading = translation('es', group.label);
      const nav = within(footer).getByRole('navigation', { name: heading });
      expect(within(nav).getByRole('heading', { level: 2 })).toHaveTextContent(heading);
      const groupLinks = within(nav).getAllByRole('link') as HTMLAnchorElement[];
      expect(groupLinks).toHaveLength(group.items.length);
      for (const item of group.items) {
        const label = translation('es', item.label);
        const match = groupLinks.find(
          (link) => link.getAttribute('href') === expectedHref(item, 'es'),
        );
        // Call and email links keep their words on one line (no-break spaces).
        expect([item.label, match?.textContent?.replace(/\u00a0/g, ' ')]).toEqual([
          item.label,
          expect.stringContaining(label),
        ]);
      }
    }
    // Every page of the site that a menu names is reachable from the footer, in Spanish.
    const pagePaths = site.nav.footer
      .flatMap((group) => group.items)
      .flatMap((item) => (item.to ? [item.to] : []));
    expect(pagePaths).toEqual(
      expect.arrayContaining(['/music/', '/venues/', '/contact/', '/services/']),
    );
    for (const pagePath of pagePaths) {
      expect(all.some((link) => link.getAttribute('href') === `/es${pagePath}`)).toBe(true);
    }
    expect(all.some((link) => link.getAttribute('href') === '/es/')).toBe(true);
    expect(footer).toHaveTextContent('Trabajamos en NJ · NY · PA · CT');
    expect(footer).toHaveTextContent('Respondemos en menos de 4 horas.');
  });

  it('opens the four outside websites in new tabs with rel="noopener noreferrer"', () => {
    const footer = renderFooter('en');
    const all = links(footer);
    const names = ['instantQuote', 'scheduling', 'vipLogin', 'photoGallery'] as const;
    for (const name of names) {
      const found = all.filter((link) => link.getAttribute('href') === site.links[name]);
      expect([name, found.length]).toEqual([name, 1]);
      const [link] = found;
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
  });

  it('links each language to the same page, marking the current one', () => {
    const footer = renderFooter('es', '/venues/');
    const nav = within(footer).getByRole('navigation', { name: 'Idioma' });
    const languageLinks = within(nav).getAllByRole('link') as HTMLAnchorElement[];
    expect(
      languageLinks.map((link) => ({
        text: link.textContent,
        href: link.getAttribute('href'),
        lang: link.getAttribute('lang'),
        hrefLang: link.getAttribute('hreflang'),
        current: link.getAttribute('aria-current'),
      })),
    ).toEqual([
      { text: 'English', href: '/venues/', lang: 'en', hrefLang: 'en', current: null },
      { text: 'Español', href: '/es/venues/', lang: 'es', hrefLang: 'es', current: 'true' },
      { text: 'Italiano', href: '/it/venues/', lang: 'it', hrefLang: 'it', current: null },
    ]);
  });

  it('shows the copyright year of the build, not of the visitor’s clock', () => {
    jest.useFakeTimers({ now: new Date('2040-06-15T12:00:00Z') });
    const footer = renderFooter('en');
    expect(footer).toHaveTextContent(`© ${BUILD_YEAR} ${site.business.name}. All rights reserved.`);
    expect(footer).not.toHaveTextContent('2040');
    expect(useStaticQuery).toHaveBeenCalled();
  });

  it('follows the build-time query when the year changes', () => {
    jest.mocked(useStaticQuery).mockReturnValue(staticQueryResult('2032'));
    const footer = renderFooter('it');
    expect(footer).toHaveTextContent(`© 2032 ${site.business.name}. Tutti i diritti riservati.`);
  });
});
