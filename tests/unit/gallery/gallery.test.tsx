/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * The event gallery on service and venue pages, with fixture photos (the
 * shipped data/gallery.yaml is empty: no invented events): a list of
 * figures with their caption and alt text in the page's language, the
 * month of the event written the language's way, the default language's
 * words where a translation is missing, and nothing at all, heading
 * included, when a page has no photo.
 */
import fs from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { contextFor } from '../../../src/config/page-contexts';
import { Gallery } from '../../../src/components/Gallery/Gallery';
import {
  monthOfEvent,
  type GalleryPictureData,
} from '../../../src/components/Gallery/gallery-data';
import { picturesFor } from '../../../src/config/content/gallery';
import type { GalleryPicture } from '../../../src/config/content/schema';
import { formattingLocaleOf } from '../../../src/i18n/formatting-locale';
import type { LocaleNode } from '../../../src/i18n/locale-data';
import { withPageTranslations } from '../../../src/i18n/page-translations';
import { LOCALES_DIR, translation } from '../../support/site';
import { DEFAULT_LANGUAGE, LANGUAGES, site } from '../support/render-as-page';

/** Fixture captions: Spanish complete, Italian missing one photo's words. */
const CAPTIONS: Record<string, Record<string, { caption: string; alt: string }>> = {
  en: {
    'first-dance': {
      caption: 'First dance in amber light',
      alt: 'A couple dancing on a lit floor',
    },
    'gala-stage': { caption: 'The gala stage', alt: 'A stage with an LED wall behind a podium' },
  },
  es: {
    'first-dance': { caption: 'El primer baile en luz ámbar', alt: 'Una pareja bailando' },
    'gala-stage': { caption: 'El escenario de la gala', alt: 'Un escenario con pantalla LED' },
  },
  it: {
    'first-dance': { caption: 'Il primo ballo in luce ambra', alt: 'Una coppia che balla' },
  },
};

const PICTURES: GalleryPictureData[] = [
  { id: 'first-dance', date: '2025-06', image: { childImageSharp: null } },
  { id: 'gala-stage', date: null, image: { childImageSharp: null } },
];

function localeNodes(): LocaleNode[] {
  return LANGUAGES.flatMap((language) => [
    {
      ns: 'services',
      language,
      data: fs.readFileSync(path.join(LOCALES_DIR, language, 'services.json'), 'utf8'),
    },
    { ns: 'gallery', language, data: JSON.stringify(CAPTIONS[language] ?? {}) },
  ]);
}

/** Renders `element` on the music page in `language`, with the fixture captions. */
function renderOnPage(element: ReactElement, language: string) {
  const pageContext = {
    ...contextFor(
      {
        path: '/music/',
        kind: 'service',
        titleKey: 'music:meta.title',
        descriptionKey: 'music:meta.description',
      },
      language,
      LANGUAGES,
      DEFAULT_LANGUAGE,
    ),
    formattingLocale: formattingLocaleOf(site.languages.supported, language),
  };
  const data = {
    locales: {
      edges: localeNodes()
        .filter((node) => pageContext.localeLanguages.includes(node.language))
        .map((node) => ({ node })),
    },
  };
  return render(withPageTranslations(element, { data, pageContext }));
}

describe('Gallery', () => {
  it.each(['en', 'es'])(
    'lists each photo as a figure with its caption, under its heading (%s)',
    (language) => {
      renderOnPage(<Gallery pictures={PICTURES} />, language);
      const section = screen.getByRole('region', {
        name: translation(language, 'services:gallery.heading'),
      });
      const items = within(section).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      PICTURES.forEach((picture, index) => {
        const figure = within(items[index]!).getByRole('figure');
        const caption = figure.querySelector('figcaption');
        expect(caption).toHaveTextContent(CAPTIONS[language]![picture.id]!.caption);
      });
    },
  );

  it('gives each picture its alt text in the page’s language', () => {
    const { container } = renderOnPage(
      <Gallery
        pictures={[
          {
            id: 'first-dance',
            date: null,
            image: {
              childImageSharp: {
                gatsbyImageData: {
                  layout: 'constrained',
                  width: 1200,
                  height: 800,
                  images: { fallback: { src: '/first-dance.jpg' } },
                },
              },
            },
          },
        ]}
      />,
      'es',
    );
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('alt', CAPTIONS.es!['first-dance']!.alt);
    // Lazy, with its size reserved: nothing moves when it arrives.
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    expect(container.querySelector('figure picture')).not.toBeNull();
  });

  it.each([
    ['en', 'June 2025'],
    ['es', 'junio de 2025'],
    ['it', 'giugno 2025'],
  ])('writes the month of the event the %s way, as a <time>', (language, month) => {
    renderOnPage(<Gallery pictures={PICTURES.slice(0, 1)} />, language);
    const time = screen.getByText(month);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2025-06');
  });

  it('shows the default language’s words where a translation is missing', () => {
    renderOnPage(<Gallery pictures={PICTURES} />, 'it');
    const figures = screen.getAllByRole('figure');
    expect(figures[0]).toHaveTextContent(CAPTIONS.it!['first-dance']!.caption);
    expect(figures[1]).toHaveTextContent(CAPTIONS.en!['gala-stage']!.caption);
  });

  it.each([[[]], [null]])('renders nothing at all, heading included, with %j', (pictures) => {
    const { container } = renderOnPage(<Gallery pictures={pictures} />, 'en');
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(translation('en', 'services:gallery.heading'))).toBeNull();
  });
});

describe('monthOfEvent', () => {
  it('uses the page’s formatting locale, whatever the time zone', () => {
    expect(monthOfEvent('2024-01', 'en-US')).toBe('January 2024');
    expect(monthOfEvent('2024-12', 'es-US')).toBe('diciembre de 2024');
  });
});

describe('which photos a page shows', () => {
  const entries: GalleryPicture[] = [
    { id: 'a', image: 'images/gallery/a.jpg', services: ['music', 'lighting'] },
    { id: 'b', image: 'images/gallery/b.jpg', venue: 'bear-brook-valley' },
    { id: 'c', image: 'images/gallery/c.jpg', services: ['lighting'], venue: 'bear-brook-valley' },
    { id: 'd', image: 'images/gallery/d.jpg', services: ['photo-booth'], venue: 'other-hall' },
  ];
  const ids = (found: GalleryPicture[]) => found.map((picture) => picture.id);

  it('a service page: the photos whose services include it, in the file’s order', () => {
    expect(ids(picturesFor(entries, { serviceId: 'lighting' }))).toEqual(['a', 'c']);
    expect(ids(picturesFor(entries, { serviceId: 'music' }))).toEqual(['a']);
  });

  it('a venue page: the photos taken there', () => {
    expect(ids(picturesFor(entries, { venueSlug: 'bear-brook-valley' }))).toEqual(['b', 'c']);
  });

  it('none for a page nothing was taken for, or for no page at all', () => {
    expect(picturesFor(entries, { serviceId: 'led-walls' })).toEqual([]);
    expect(picturesFor(entries, { venueSlug: 'lake-valhalla-club' })).toEqual([]);
    expect(picturesFor(entries, {})).toEqual([]);
  });
});
