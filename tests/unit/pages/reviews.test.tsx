/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * The reviews block and the trust banner's sources, rendered with the real
 * translations and fixture reviews (the shipped data/reviews.yaml is empty):
 * each review shows its words, reviewer, kind of event, date the page's way,
 * stars said in words and the link to where it was posted; a quote is shown
 * translated only where a translation exists, and says so. Without reviews
 * nothing shows, not even the heading.
 */
import { screen, within } from '@testing-library/react';
import { contentFor, contextFor } from '../../../src/config/page-contexts';
import { TrustBanner } from '../../../src/components/Home/TrustBanner';
import { Reviews } from '../../../src/components/Reviews/Reviews';
import {
  HOME_REVIEWS_LIMIT,
  quoteTranslations,
  reviewsFor,
  type ReviewData,
} from '../../../src/config/content/reviews';
import { useSiteConfig } from '../../../src/hooks/use-site-config';
import { translation } from '../../support/site';
import { FIXTURE_REVIEWS } from '../../support/review-fixtures';
import { renderAsPage, specShell, site } from '../support/render-as-page';

jest.mock('../../../src/hooks/use-site-config', () => ({ useSiteConfig: jest.fn() }));

const NAMESPACES = ['common', 'home', 'contact', 'reviews'];

beforeEach(() => jest.mocked(useSiteConfig).mockReturnValue(specShell()));

function renderReviews(
  reviews: readonly ReviewData[],
  language = 'en',
  translations: Record<string, string> = {},
) {
  return renderAsPage(
    <Reviews reviews={reviews} translations={translations} />,
    language,
    '/',
    NAMESPACES,
  );
}

describe('Reviews', () => {
  it('shows nothing at all, not even its heading, without reviews', () => {
    const { container } = renderReviews([]);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows each review under its heading, as a list of quotes', () => {
    renderReviews(FIXTURE_REVIEWS);
    const block = screen.getByRole('region', {
      name: translation('en', 'common:reviews.heading'),
    });
    const items = within(block).getAllByRole('listitem');
    expect(items).toHaveLength(FIXTURE_REVIEWS.length);
    const first = items[0]!;
    expect(first.querySelector('figure blockquote')).toHaveTextContent('Fixture quote one.');
    expect(first.querySelector('figcaption')).toHaveTextContent('Test Reviewer A.');
    expect(first).toHaveTextContent(translation('en', 'contact:eventTypes.wedding'));
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2024-06-15');
    expect(first.querySelector('time')).toHaveTextContent('June 15, 2024');
  });

  it('says the stars in words and links to where the review was posted, in a new tab', () => {
    renderReviews(FIXTURE_REVIEWS.slice(0, 1));
    expect(screen.getByText('Rated 5 out of 5')).toBeInTheDocument();
    const link = screen.getByRole('link', {
      name: `Read it on Google ${translation('en', 'common:nav.opensInNewTab')}`,
    });
    expect(link).toHaveAttribute('href', 'https://reviews.example.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no stars for a review without a rating, and keeps its paragraphs', () => {
    renderReviews([FIXTURE_REVIEWS[2]!]);
    expect(screen.queryByText(/out of 5/)).toBeNull();
    expect(screen.getByRole('listitem').querySelectorAll('blockquote p')).toHaveLength(2);
  });

  it.each([
    ['es', '15 de junio de 2024', 'Calificación: 5 de 5', 'Leer la reseña en Google'],
    ['it', '15 giugno 2024', 'Valutazione: 5 su 5', 'Leggi la recensione su Google'],
  ])('writes the date and the texts the %s way', (language, date, stars, readOn) => {
    renderReviews(FIXTURE_REVIEWS.slice(0, 1), language);
    expect(screen.getByRole('listitem').querySelector('time')).toHaveTextContent(date);
    expect(screen.getByText(stars)).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveTextContent(readOn);
    expect(screen.getByRole('listitem')).toHaveTextContent(
      translation(language, 'contact:eventTypes.wedding'),
    );
  });

  it('marks a quote in another language with its language, untranslated', () => {
    renderReviews([FIXTURE_REVIEWS[1]!], 'en');
    const quote = screen.getByRole('listitem').querySelector('blockquote');
    expect(quote).toHaveAttribute('lang', 'es');
    expect(quote).toHaveTextContent('Cita de prueba dos.');
    expect(screen.queryByText(/Translated/)).toBeNull();
  });

  it('shows a translation where one exists, and says it is one', () => {
    renderReviews([FIXTURE_REVIEWS[1]!], 'en', { 'fixture-corporate': 'Fixture translation.' });
    const quote = screen.getByRole('listitem').querySelector('blockquote');
    expect(quote).toHaveTextContent('Fixture translation.');
    expect(quote).not.toHaveAttribute('lang');
    expect(screen.getByText('Translated from Spanish')).toBeInTheDocument();
  });

  it('shows the original, unmarked, on a page in its own language', () => {
    renderReviews([FIXTURE_REVIEWS[1]!], 'es', { 'fixture-corporate': 'Ignored.' });
    const quote = screen.getByRole('listitem').querySelector('blockquote');
    expect(quote).toHaveTextContent('Cita de prueba dos.');
    expect(quote).not.toHaveAttribute('lang');
    expect(screen.queryByText(translation('es', 'common:reviews.translatedFrom.es'))).toBeNull();
  });
});

describe('which reviews a page shows', () => {
  it('home: all of them, newest first, at most a few', () => {
    expect(reviewsFor(FIXTURE_REVIEWS, { home: true }).map((review) => review.id)).toEqual([
      'fixture-corporate',
      'fixture-wedding',
      'fixture-unrated',
    ]);
    const many = Array.from({ length: HOME_REVIEWS_LIMIT + 3 }, (_, index) => ({
      ...FIXTURE_REVIEWS[0]!,
      id: `fixture-${index}`,
    }));
    expect(reviewsFor(many, { home: true })).toHaveLength(HOME_REVIEWS_LIMIT);
  });

  it('a service page: those naming the service; a venue page: those naming the venue', () => {
    expect(reviewsFor(FIXTURE_REVIEWS, { service: 'lighting' }).map((r) => r.id)).toEqual([
      'fixture-wedding',
    ]);
    expect(reviewsFor(FIXTURE_REVIEWS, { service: 'led-walls' })).toEqual([]);
    expect(reviewsFor(FIXTURE_REVIEWS, { venue: 'bear-brook-valley' }).map((r) => r.id)).toEqual([
      'fixture-wedding',
    ]);
    expect(reviewsFor(FIXTURE_REVIEWS, { venue: 'lake-valhalla-club' })).toEqual([]);
  });

  it('never one without a link to its source', () => {
    const unsourced = { ...FIXTURE_REVIEWS[0]!, link: '' };
    expect(reviewsFor([unsourced], { home: true })).toEqual([]);
  });

  it('takes the translations of the page’s own language only', () => {
    const locales = {
      locales: {
        edges: [
          { node: { ns: 'reviews', language: 'en', data: '{"a":{"quote":"English"}}' } },
          { node: { ns: 'reviews', language: 'it', data: '{"b":{"quote":"Italiano"}}' } },
        ],
      },
    };
    expect(quoteTranslations(locales, 'it')).toEqual({ b: 'Italiano' });
    expect(quoteTranslations(locales, 'es')).toEqual({});
  });
});

describe('the texts a page loads for its reviews', () => {
  const musicPage = {
    path: '/music/',
    kind: 'service' as const,
    titleKey: 'music:meta.title',
    descriptionKey: 'music:meta.description',
  };
  const servicesYaml = {
    services: [{ id: 'music', path: '/music/', image: { relativePath: 'images/music.jpg' } }],
  };

  function namespacesWith(reviews: ReviewData[]): string[] {
    const content = contentFor(musicPage, {
      servicesYaml,
      reviewsYaml: { reviews },
    });
    return contextFor(musicPage, 'es', ['en', 'es'], 'en', [], content).namespaces;
  }

  it('are the quotes’ translations and the event types’ names, only where reviews show', () => {
    expect(namespacesWith(FIXTURE_REVIEWS)).toEqual(expect.arrayContaining(['reviews', 'contact']));
    expect(
      namespacesWith(FIXTURE_REVIEWS.filter((review) => review.id !== 'fixture-wedding')),
    ).not.toEqual(expect.arrayContaining(['reviews']));
    expect(namespacesWith([])).not.toContain('contact');
  });
});

describe('TrustBanner sources', () => {
  const stats = site.business.stats;

  it('links no number without a source', () => {
    renderAsPage(<TrustBanner stats={stats} />, 'en', '/', NAMESPACES);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('links a number to its source, saying where it goes', () => {
    renderAsPage(
      <TrustBanner
        stats={stats}
        sources={{
          starRating: { source: 'Google', link: 'https://reviews.example.com/all' },
          eventsProduced: null,
        }}
      />,
      'en',
      '/',
      NAMESPACES,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const link = links[0]!;
    expect(link).toHaveAttribute('href', 'https://reviews.example.com/all');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(
      `${stats.starRating}-star client rating Read the reviews on Google ${translation('en', 'common:nav.opensInNewTab')}`,
    );
    expect(screen.getAllByRole('listitem')[2]).toContainElement(link);
  });

  it('says where it goes in each language', () => {
    renderAsPage(
      <TrustBanner
        stats={stats}
        sources={{ yearsInBusiness: { source: 'Example', link: 'https://example.com/' } }}
      />,
      'it',
      '/',
      NAMESPACES,
    );
    expect(screen.getByRole('link')).toHaveTextContent('Verifica su Example');
  });
});
