/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * The browser editor's previews: the site's real venue and home page
 * templates, fed from the frozen site.yaml and data/ of the specification's site
 * (tests/fixtures/) and the real translations (as the editor reads them from the
 * repository) with the entry being edited in place of its file, in each
 * language. Rendered directly, without Decap.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { parse } from 'yaml';
import { BASE_KEY, joinedBase } from '../../../src/editor/files/formats';
import type { ImmutableValue } from '../../../src/editor/decap';
import { editedFilesOf } from '../../../src/editor/preview/DecapPreview';
import { Link } from '../../../src/editor/preview/gatsby-shim';
import {
  HomePagePreview,
  VenuePagePreview,
  changedItem,
} from '../../../src/editor/preview/PagePreview';
import {
  PagesPreview,
  RedirectsPreview,
  TextsPreview,
} from '../../../src/editor/preview/RoutePreview';
import { homePageProps, venuePageProps } from '../../../src/editor/preview/page-data';
import { pageHeroImageFragment } from '../../../src/components/PageHero/PageHero';
import {
  decapPictureUrl,
  placeholderUrl,
  type DecapAsset,
  type PictureUrl,
} from '../../../src/editor/preview/pictures';
import { previewSources, type EditedFile } from '../../../src/editor/preview/sources';
import type { HomeFile, VenuesFile } from '../../../src/config/content/schema';
import type { SiteConfig } from '../../../src/config/schema';
import { specYamlFiles } from '../../support/spec-site';
import { FIXTURE_REVIEWS } from '../../support/review-fixtures';
import { projectStateOnDisk } from '../../support/project-state';

// The components import `gatsby`; the editor's bundle replaces it with the shim, and so does this test.
jest.mock('gatsby', () => jest.requireActual('../../../src/editor/preview/gatsby-shim'));

// site.yaml and data/ as the specification's site shipped them (frozen: the owner edits the real ones).
const state = projectStateOnDisk(specYamlFiles());
const site = parse(state.texts.get('site.yaml')!) as SiteConfig;
const venuesFile = parse(state.texts.get('data/venues.yaml')!) as VenuesFile;
const homeFile = parse(state.texts.get('data/home.yaml')!) as HomeFile;

function json(language: string, namespace: string): Record<string, unknown> {
  return JSON.parse(state.texts.get(`src/locales/${language}/${namespace}.json`)!) as Record<
    string,
    unknown
  >;
}

/** A text of the shipped translation files, with its {{placeholders}} filled. */
function text(language: string, key: string, values: Record<string, string> = {}): string {
  const [namespace, rest] = key.split(':') as [string, string];
  const found = rest
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      json(language, namespace),
    );
  if (typeof found !== 'string') throw new Error(`No text at ${language} ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
}

/** Every picture at an address naming its path, so the tests can see which one shows. */
const pictures: PictureUrl = (imagePath) => `https://pictures.test/${imagePath}`;

const firstVenue = site.venues[0]!;

function imageSources(): string[] {
  return Array.from(document.querySelectorAll('main img')).map(
    (image) => image.getAttribute('src') ?? '',
  );
}

function languageButton(name: string): HTMLElement {
  return within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name });
}

describe('the venue page preview', () => {
  it('shows the first venue of site.yaml, with its picture from data/venues.yaml', () => {
    render(<VenuePagePreview sources={previewSources(state)} pictures={pictures} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(firstVenue.name);
    const entry = venuesFile.venues.find((candidate) => candidate.slug === firstVenue.slug);
    expect(entry).toBeDefined();
    expect(imageSources()).toContain(`https://pictures.test/${entry!.image}`);
    expect(screen.getByLabelText('Venue')).toHaveValue(firstVenue.slug);
  });

  it('switches language with one pressed button per language of site.yaml', () => {
    render(<VenuePagePreview sources={previewSources(state)} pictures={pictures} />);
    const names = site.languages.supported.map((language) => language.name);
    const buttons = within(screen.getByRole('group', { name: 'Language' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(expect.arrayContaining(names));
    expect(buttons).toHaveLength(names.length);
    const spanish = site.languages.supported.find((language) => language.code === 'es')!;
    const english = text('en', 'venue-page:provide.heading', { name: firstVenue.name });
    const expected = text('es', 'venue-page:provide.heading', { name: firstVenue.name });
    expect(expected).not.toEqual(english);
    expect(screen.getByRole('heading', { level: 2, name: english })).toBeInTheDocument();

    fireEvent.click(languageButton(spanish.name));

    expect(languageButton(spanish.name)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: expected })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: english })).not.toBeInTheDocument();
    expect(document.querySelector('[lang="es"] main')).not.toBeNull();
  });

  it('shows another venue when it is chosen', () => {
    const other = site.venues[1]!;
    render(<VenuePagePreview sources={previewSources(state)} pictures={pictures} />);
    fireEvent.change(screen.getByLabelText('Venue'), { target: { value: other.slug } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(other.name);
  });

  it('shows the unsaved changes of the entry being edited: a venue renamed, a new picture', () => {
    const renamed: EditedFile = {
      path: 'site.yaml',
      data: {
        ...site,
        venues: site.venues.map((venue, index) =>
          index === 0 ? { ...venue, name: 'Renamed Hall' } : venue,
        ),
      },
    };
    const newPicture: EditedFile = {
      path: 'data/venues.yaml',
      data: {
        ...venuesFile,
        venues: venuesFile.venues.map((entry) =>
          entry.slug === firstVenue.slug
            ? { ...entry, image: 'images/venues/just-uploaded.jpg' }
            : entry,
        ),
      },
    };
    render(
      <VenuePagePreview
        sources={previewSources(state, [renamed, newPicture])}
        pictures={pictures}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Renamed Hall');
    expect(imageSources()).toContain('https://pictures.test/images/venues/just-uploaded.jpg');
  });

  it('follows the venue being edited', () => {
    const edited = site.venues.map((venue) => ({ ...venue }));
    const { rerender } = render(
      <VenuePagePreview
        sources={previewSources(state, [{ path: 'site.yaml', data: { ...site, venues: edited } }])}
        pictures={pictures}
        editedVenues={edited}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(firstVenue.name);
    const third = site.venues[2]!;
    const next = edited.map((venue, index) =>
      index === 2 ? { ...venue, name: `${third.name} (new name)` } : venue,
    );
    rerender(
      <VenuePagePreview
        sources={previewSources(state, [{ path: 'site.yaml', data: { ...site, venues: next } }])}
        pictures={pictures}
        editedVenues={next}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${third.name} (new name)`);
    expect(screen.getByLabelText('Venue')).toHaveValue(third.slug);
  });

  it('is a picture of the page: inert, and its links lead nowhere', () => {
    render(<VenuePagePreview sources={previewSources(state)} pictures={pictures} />);
    const main = document.querySelector('main')!;
    expect(main.closest('[inert]')).not.toBeNull();
    const link = within(main).getAllByRole('link')[0]!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
  });

  it('says what is missing instead of failing when the data is incomplete', () => {
    const broken: EditedFile = { path: 'site.yaml', data: { ...site, routes: [] } };
    render(<VenuePagePreview sources={previewSources(state, [broken])} pictures={pictures} />);
    expect(screen.getByRole('status')).toHaveTextContent('cannot be shown yet');
    expect(document.querySelector('main')).toBeNull();
  });

  it('keeps its controls when the page breaks halfway, and shows it again once fixed', () => {
    // React reports the error it caught; the preview shows it instead.
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const halfTyped: EditedFile = { path: 'site.yaml', data: { ...site, nav: {} } };
    const { rerender } = render(
      <VenuePagePreview sources={previewSources(state, [halfTyped])} pictures={pictures} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('cannot be shown yet');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    rerender(<VenuePagePreview sources={previewSources(state)} pictures={pictures} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(firstVenue.name);
    report.mockRestore();
  });
});

describe('the home page preview', () => {
  it('shows the trust banner numbers of the business facts being edited', () => {
    const business: EditedFile = {
      path: 'site.yaml',
      data: {
        ...site,
        business: {
          ...site.business,
          stats: { yearsInBusiness: 31, eventsProduced: 23456, starRating: 4.5 },
        },
      },
    };
    render(<HomePagePreview sources={previewSources(state, [business])} pictures={pictures} />);
    const banner = screen.getByRole('region', { name: text('en', 'home:trust.heading') });
    const facts = within(banner).getAllByRole('listitem');
    expect(facts[0]).toHaveTextContent('31+');
    expect(facts[1]).toHaveTextContent('23,456+');
    expect(facts[2]).toHaveTextContent('4.5');

    fireEvent.click(languageButton('Español'));
    const spanishBanner = screen.getByRole('region', { name: text('es', 'home:trust.heading') });
    expect(within(spanishBanner).getAllByRole('listitem')[1]).toHaveTextContent('23.456+');
  });

  it('shows the phone and email being edited cleaned up, as the site will show them', () => {
    const contact: EditedFile = {
      path: 'site.yaml',
      data: {
        ...site,
        business: { ...site.business, phone: 2015550147, email: ' mailto:owner@example.com' },
      },
    };
    render(<HomePagePreview sources={previewSources(state, [contact])} pictures={pictures} />);
    const callLinks = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('tel:'));
    expect(callLinks.length).toBeGreaterThan(0);
    for (const link of callLinks) expect(link).toHaveAttribute('href', 'tel:+12015550147');
    expect(callLinks.map((link) => link.textContent).join(' ')).toContain('(201)\u00a0555-0147');
    const mailLinks = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('mailto:'));
    expect(mailLinks.length).toBeGreaterThan(0);
    for (const link of mailLinks) expect(link).toHaveAttribute('href', 'mailto:owner@example.com');
  });

  it('shows the pictures of data/home.yaml as edited', () => {
    const home: EditedFile = {
      path: 'data/home.yaml',
      data: { ...homeFile, heroImage: 'images/home/new-hero.jpg' },
    };
    render(<HomePagePreview sources={previewSources(state, [home])} pictures={pictures} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text('en', 'home:heading'));
    expect(imageSources()).toEqual(
      expect.arrayContaining([
        'https://pictures.test/images/home/new-hero.jpg',
        `https://pictures.test/${homeFile.corporate.image}`,
      ]),
    );
  });
});

describe('the reviews in the previews', () => {
  const reviewsFile: EditedFile = {
    path: 'data/reviews.yaml',
    data: {
      reviews: FIXTURE_REVIEWS.map(({ rating, language, services, venue, ...review }) => ({
        ...review,
        ...(rating === null ? {} : { rating }),
        ...(language === null ? {} : { language }),
        ...(services === null ? {} : { services }),
        ...(venue === null ? {} : { venue }),
      })),
    },
  };

  it('shows no reviews block while data/reviews.yaml is as shipped', () => {
    render(<HomePagePreview sources={previewSources(state)} pictures={pictures} />);
    expect(screen.queryByRole('region', { name: text('en', 'common:reviews.heading') })).toBeNull();
  });

  it('shows the reviews being edited on the home page, with their kind of event', () => {
    render(<HomePagePreview sources={previewSources(state, [reviewsFile])} pictures={pictures} />);
    const block = screen.getByRole('region', { name: text('en', 'common:reviews.heading') });
    const reviews = within(block).getAllByRole('listitem');
    expect(reviews).toHaveLength(FIXTURE_REVIEWS.length);
    expect(reviews[1]).toHaveTextContent(text('en', 'contact:eventTypes.wedding'));
  });

  it('shows a venue’s reviews on its page', () => {
    const sources = previewSources(state, [reviewsFile]);
    const props = venuePageProps(
      sources,
      { venueSlug: 'bear-brook-valley', language: 'en' },
      pictures,
    );
    expect(props.data.reviewsYaml?.reviews).toHaveLength(FIXTURE_REVIEWS.length);
    expect(props.pageContext.namespaces).toEqual(expect.arrayContaining(['contact', 'reviews']));
    const other = venuePageProps(
      sources,
      { venueSlug: 'lake-valhalla-club', language: 'en' },
      pictures,
    );
    expect(other.pageContext.namespaces).not.toEqual(expect.arrayContaining(['contact']));
    expect(other.pageContext.namespaces).not.toContain('reviews');
  });

  it('links a trust banner number to the source being edited', () => {
    const business: EditedFile = {
      path: 'site.yaml',
      data: {
        ...site,
        business: {
          ...site.business,
          statSources: { starRating: { source: 'Google', link: 'https://reviews.example.com/' } },
        },
      },
    };
    render(<HomePagePreview sources={previewSources(state, [business])} pictures={pictures} />);
    const banner = screen.getByRole('region', { name: text('en', 'home:trust.heading') });
    expect(within(banner).getByRole('link')).toHaveTextContent('Read the reviews on Google');
  });
});

describe('the texts previews', () => {
  it('shows the home page with the texts being edited, in each language', () => {
    const english = { ...json('en', 'home'), heading: 'A new English headline' };
    const spanish = { ...json('es', 'home'), heading: 'Un titular nuevo' };
    const sources = previewSources(state, [
      { path: 'src/locales/en/home.json', data: english },
      { path: 'src/locales/es/home.json', data: spanish },
    ]);
    render(<TextsPreview sources={sources} pictures={pictures} namespace="home" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('A new English headline');
    fireEvent.click(languageButton('Español'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Un titular nuevo');
  });

  it.each(
    site.routes.filter((route) => route.kind !== 'gobo-designer').map((route) => route.title),
  )('shows the page whose texts it edits, by that page’s own template (%s)', (titleKey) => {
    const namespace = titleKey.split(':')[0]!;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <TextsPreview sources={previewSources(state)} pictures={pictures} namespace={namespace} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/cannot be shown/)).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows the menus and footer on the home page', () => {
    render(<TextsPreview sources={previewSources(state)} pictures={pictures} namespace="common" />);
    expect(document.querySelector('footer')).not.toBeNull();
  });
});

describe('the previews of settings that make no page', () => {
  it('lists each old address with where it leads, in each language, and marks one leading nowhere', () => {
    const redirects = [...site.redirects, { from: '/old-page/', to: '/no-such-page/' }];
    const sources = previewSources(state, [{ path: 'site.yaml', data: { ...site, redirects } }]);
    render(<RedirectsPreview sources={sources} pictures={pictures} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(redirects.length);
    expect(rows[0]).toHaveTextContent(redirects[0]!.from);
    expect(rows[0]).toHaveTextContent(redirects[0]!.to);
    expect(rows[0]).toHaveTextContent(`/es${redirects[0]!.from}`);
    expect(rows.at(-1)).toHaveTextContent('not a page of this site yet');
    expect(screen.getAllByText(/not a page of this site yet/)).toHaveLength(1);
  });

  it('lists every page at its address in each language', () => {
    render(<PagesPreview sources={previewSources(state)} pictures={pictures} />);
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(site.routes.length);
  });
});

describe('entries being written', () => {
  it('shows the home page while a new review has only its id and name', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const sources = previewSources(state, [
      { path: 'data/reviews.yaml', data: { reviews: [{ id: 'new-review', name: 'Jordan P.' }] } },
    ]);
    render(<HomePagePreview sources={sources} pictures={pictures} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Jordan P.')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows its page while a new amenity is still empty', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const venues = site.venues.map((venue, index) =>
      index === 0 ? { ...venue, amenities: [...(venue.amenities ?? []), null] } : venue,
    );
    const sources = previewSources(state, [{ path: 'site.yaml', data: { ...site, venues } }]);
    render(<VenuePagePreview sources={sources} pictures={pictures} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(firstVenue.name);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('the template data', () => {
  it('is shaped like the venue page query, with the page context gatsby-node makes', () => {
    const props = venuePageProps(
      previewSources(state),
      { venueSlug: firstVenue.slug, language: 'es' },
      pictures,
    );
    expect(props.pageContext).toMatchObject({
      kind: 'venue',
      language: 'es',
      venueSlug: firstVenue.slug,
      i18n: { language: 'es', path: `/es/venues/${firstVenue.slug}/` },
    });
    expect(props.pageContext.namespaces).toEqual(
      expect.arrayContaining(['venue-page', 'venue-list', 'services']),
    );
    const loaded = props.data.locales.edges.map(({ node }) => `${node.language}/${node.ns}`);
    expect(loaded).toEqual(expect.arrayContaining(['es/venue-page', 'es/common', 'es/services']));
    // The venue's services by id, as its query asks: exactly the fields it names.
    const services = props.data.venue?.services ?? [];
    expect(services.length).toBeGreaterThan(0);
    for (const service of services) expect(Object.keys(service)).toEqual(['id']);
    const ids = previewSources(state).services.services.map((service) => service.id);
    expect(ids).toEqual(expect.arrayContaining(services.map((service) => service.id)));
    // The picture at the aspect ratio its fragment (PageHeroImage) asks for.
    const asked = Number(/aspectRatio: ([\d.]+)/.exec(String(pageHeroImageFragment))?.[1]);
    const image = props.data.venue?.extras.image?.childImageSharp?.gatsbyImageData;
    expect(image?.width).toBeGreaterThan(0);
    expect((image?.width ?? 0) / (image?.height ?? 1)).toBeCloseTo(asked, 1);
  });

  it('stands a quiet placeholder of the same shape in for a picture not at hand', () => {
    const props = homePageProps(previewSources(state), { language: 'en' }, () => undefined);
    const image = props.data.homeYaml?.heroImage?.childImageSharp?.gatsbyImageData;
    expect(image?.images.fallback?.src).toBe(
      placeholderUrl({ width: image?.width ?? 0, height: image?.height ?? 0 }),
    );
  });
});

/** A stand-in for Decap's Immutable values: get / getIn / toJS over plain data. */
function immutable(value: Record<string, unknown>): ImmutableValue {
  return {
    get: (key) => value[key as string],
    getIn: (keys) =>
      keys.reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)?.[key as string],
        value,
      ),
    toJS: () => value,
  };
}

describe('the entry being edited', () => {
  it('is its file without the editor’s base, for a screen of site.yaml', () => {
    const entry = immutable({
      path: 'site.yaml#business',
      data: immutable({ business: site.business, [BASE_KEY]: 'the file as read' }),
    });
    expect(editedFilesOf(entry)).toEqual([
      { path: 'site.yaml', data: { business: site.business } },
    ]);
  });

  it('is each language’s file for a page’s texts, which one screen holds in every language', () => {
    const files = new Map<string, string | null>([
      ['site.yaml', 'languages: { default: en, supported: [{ code: en }, { code: es }] }\n'],
      ['src/locales/en/home.json', '{"heading":"EN"}'],
      ['src/locales/es/home.json', '{"heading":"ES"}'],
    ]);
    const entry = immutable({
      path: 'src/locales/en/home.json',
      slug: 'home',
      data: immutable({
        texts: { en: { heading: 'EN' }, es: { heading: 'Hola' } },
        [BASE_KEY]: joinedBase(files),
      }),
    });
    expect(editedFilesOf(entry)).toEqual([
      { path: 'src/locales/en/home.json', data: { heading: 'EN' } },
      { path: 'src/locales/es/home.json', data: { heading: 'Hola' } },
    ]);
  });

  it('names the list item just changed', () => {
    const before = [{ slug: 'a' }, { slug: 'b' }];
    expect(changedItem(before, [{ slug: 'a' }, { slug: 'b', name: 'B' }])).toEqual({
      slug: 'b',
      name: 'B',
    });
    expect(changedItem(before, [...before])).toBeUndefined();
  });
});

describe('pictures in Decap', () => {
  /** Decap's field settings: Immutable maps inside lists. */
  function field(settings: Record<string, unknown>) {
    return { get: (key: string) => settings[key] };
  }
  const list = (items: unknown[]) => ({ toArray: () => items });
  const venueImage = field({
    name: 'image',
    widget: 'picture',
    media_folder: '/data/images/venues',
  });
  const fields = list([
    field({ name: 'venues', widget: 'list', fields: list([field({ name: 'slug' }), venueImage]) }),
  ]);

  it('asks Decap through the entry’s own picture field, which knows an unsaved upload', () => {
    const getAsset = jest.fn((imagePath: string): DecapAsset => ({
      path: imagePath,
      toString: () => `blob:${imagePath}`,
    }));
    const url = decapPictureUrl(getAsset, fields);
    expect(url('images/venues/new.jpg')).toBe('blob:images/venues/new.jpg');
    expect(getAsset).toHaveBeenCalledWith('images/venues/new.jpg', venueImage);
  });

  it('waits while Decap loads the picture, and never asks without a field', () => {
    const getAsset = jest.fn((): DecapAsset => ({
      path: 'empty.svg',
      toString: () => 'blob:empty',
    }));
    const url = decapPictureUrl(getAsset, fields);
    expect(url('images/venues/x.jpg')).toBeUndefined();
    expect(url('images/services/music.jpg')).toBeUndefined();
    expect(getAsset).toHaveBeenCalledTimes(1);
  });
});

describe('the gatsby stand-in', () => {
  it('renders Link as a plain anchor that runs its handler but never navigates', () => {
    const onClick = jest.fn();
    render(
      <Link to="/music/" className="card" activeClassName="active" onClick={onClick}>
        Music
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Music' });
    expect(link).toHaveAttribute('href', '/music/');
    expect(link).toHaveClass('card');
    expect(link).not.toHaveAttribute('activeClassName');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(onClick).toHaveBeenCalled();
    expect(click.defaultPrevented).toBe(true);
  });
});
