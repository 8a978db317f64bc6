/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * Blocks of the home page, rendered with the real translations: the trust
 * banner's numbers come from site.yaml and are written the language's way;
 * service cards link to their page, Photo + Film to the outside gallery in
 * a new tab; each audience leads where data/home.yaml says.
 */
import { screen, within } from '@testing-library/react';
import { ServiceGrid } from '../../../src/components/Cards/ServiceCard';
import type { ServiceData } from '../../../src/components/Cards/service-data';
import { Audiences } from '../../../src/components/Home/Audiences';
import { TrustBanner } from '../../../src/components/Home/TrustBanner';
import { useSiteConfig } from '../../../src/hooks/use-site-config';
import { home as readHome, services as readServices } from '../../support/content';
import { translation } from '../../support/site';
import { renderAsPage, specShell, site } from '../support/render-as-page';

jest.mock('../../../src/hooks/use-site-config', () => ({ useSiteConfig: jest.fn() }));

const services: ServiceData[] = readServices().map((service) => ({
  id: service.id,
  path: service.path ?? null,
  link: service.link ?? null,
  label: service.label,
  image: null as unknown as ServiceData['image'],
  related: service.related ?? null,
  sections: service.sections ?? null,
}));
const NAMESPACES = ['common', 'home', 'services'];

beforeEach(() => jest.mocked(useSiteConfig).mockReturnValue(specShell()));

describe('TrustBanner', () => {
  it.each([
    ['en', '10,000+'],
    ['es', '10,000+'], // US Spanish (es-US)
    ['it', '10.000+'],
  ])('writes the numbers of site.yaml the %s way', (language, events) => {
    renderAsPage(<TrustBanner stats={site.business.stats} />, language, '/', NAMESPACES);
    const banner = screen.getByRole('region', {
      name: translation(language, 'home:trust.heading'),
    });
    const facts = within(banner).getAllByRole('listitem');
    expect(facts).toHaveLength(3);
    expect(facts[0]).toHaveTextContent(`${site.business.stats.yearsInBusiness}+`);
    expect(facts[1]).toHaveTextContent(events);
    expect(facts[2]).toHaveTextContent(String(site.business.stats.starRating));
    expect(facts[1]).toHaveTextContent(translation(language, 'home:trust.events.label'));
  });

  it('follows site.yaml when the numbers change', () => {
    renderAsPage(
      <TrustBanner stats={{ yearsInBusiness: 25, eventsProduced: 12500, starRating: 5 }} />,
      'en',
      '/',
      NAMESPACES,
    );
    expect(screen.getAllByRole('listitem').map((fact) => fact.textContent)).toEqual([
      expect.stringContaining('25+'),
      expect.stringContaining('12,500+'),
      expect.stringContaining('5-star'),
    ]);
  });
});

describe('ServiceGrid', () => {
  it.each(['en', 'es'])(
    'links each card to its page, and Photo + Film to the gallery (%s)',
    (language) => {
      renderAsPage(<ServiceGrid services={services} />, language, '/', NAMESPACES);
      const cards = screen.getAllByRole('article');
      expect(cards).toHaveLength(services.length);
      services.forEach((service, index) => {
        const card = cards[index]!;
        const title = translation(language, `services:cards.${service.id}.title`);
        const link = within(card).getByRole('link');
        expect(within(card).getByRole('heading')).toHaveTextContent(title);
        expect(card).toHaveTextContent(translation(language, `services:cards.${service.id}.pitch`));
        if (service.path) {
          const prefix = language === site.languages.default ? '' : `/${language}`;
          expect(link).toHaveAttribute('href', `${prefix}${service.path}`);
          expect(link).toHaveAccessibleName(title);
        } else {
          expect(link).toHaveAttribute('href', site.links.photoGallery);
          expect(link).toHaveAttribute('target', '_blank');
          expect(link).toHaveAttribute('rel', 'noopener noreferrer');
          expect(link).toHaveAccessibleName(
            `${title} ${translation(language, 'common:nav.opensInNewTab')}`,
          );
          expect(card).toHaveTextContent(translation(language, 'services:externalBadge'));
        }
      });
    },
  );
});

describe('Audiences', () => {
  const { audiences } = readHome();

  it('shows corporate, retail, municipal and celebrations, each leading where home.yaml says', () => {
    expect(audiences.map((audience) => audience.id)).toEqual([
      'corporate',
      'retail',
      'municipal',
      'celebrations',
    ]);
    renderAsPage(<Audiences audiences={audiences} />, 'it', '/', NAMESPACES);
    for (const audience of audiences) {
      expect(
        screen.getByRole('link', {
          name: translation('it', `home:audiences.${audience.id}.title`),
        }),
      ).toHaveAttribute('href', `/it${audience.to}`);
    }
  });
});
