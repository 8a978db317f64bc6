/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * The editor's preview beside the event gallery: the real service and venue
 * page templates, fed from the frozen files of the specification's site
 * (tests/fixtures/, whose gallery is empty) with a fixture gallery as the
 * entry being edited, each showing its own photos under "From our events",
 * and no gallery at all while it is empty.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { parse } from 'yaml';
import { editedFilesOf, previewOf } from '../../../src/editor/preview/DecapPreview';
import {
  GalleryPagePreview,
  galleryPagesOf,
  pageOfPicture,
} from '../../../src/editor/preview/GalleryPreview';
import { projectStateOnDisk } from '../../support/project-state';
import type { PictureUrl } from '../../../src/editor/preview/pictures';
import { previewSources, type EditedFile } from '../../../src/editor/preview/sources';
import type { ImmutableValue } from '../../../src/editor/decap';
import { BASE_KEY, joinedBase } from '../../../src/editor/files/formats';
import { editorConfig, localBackend } from '../../../src/editor/config/editor-config';
import type { GalleryFile } from '../../../src/config/content/schema';
import type { SiteConfig } from '../../../src/config/schema';
import { specYamlFiles } from '../../support/spec-site';

jest.mock('gatsby', () => jest.requireActual('../../../src/editor/preview/gatsby-shim'));

const CAPTIONS = {
  en: {
    'first-dance': { caption: 'First dance in amber light', alt: 'A couple dancing' },
    'gala-stage': { caption: 'The gala stage', alt: 'A stage with an LED wall' },
  },
  es: {
    'first-dance': { caption: 'El primer baile en luz ámbar', alt: 'Una pareja bailando' },
  },
};

/**
 * The shipped project as the editor reads it, with site.yaml and data/ as the
 * specification's site shipped them (frozen: the owner edits the real ones)
 * and fixture captions for the photos.
 */
const state = projectStateOnDisk([
  ...specYamlFiles(),
  ...Object.entries(CAPTIONS).map(
    ([language, captions]) =>
      [`src/locales/${language}/gallery.json`, JSON.stringify(captions)] as const,
  ),
]);
const site = parse(state.texts.get('site.yaml')!) as SiteConfig;
const venue = site.venues[0]!;
const pictures: PictureUrl = (imagePath) => `https://pictures.test/${imagePath}`;

const GALLERY: GalleryFile = {
  pictures: [
    {
      id: 'first-dance',
      image: 'images/gallery/first-dance.jpg',
      services: ['music'],
      venue: venue.slug,
      date: '2025-06',
    },
    { id: 'gala-stage', image: 'images/gallery/gala-stage.jpg', services: ['led-walls'] },
  ],
};

function edited(gallery: GalleryFile): EditedFile[] {
  return [{ path: 'data/gallery.yaml', data: gallery }];
}

function gallerySection(heading: string): HTMLElement {
  return screen.getByRole('region', { name: heading });
}

describe('the gallery’s preview', () => {
  it('opens on the page of the first photo, with its photos, captions and alt texts', () => {
    render(
      <GalleryPagePreview sources={previewSources(state, edited(GALLERY))} pictures={pictures} />,
    );
    expect(screen.getByLabelText('Page')).toHaveValue('service:music');
    const section = gallerySection('From our events');
    const figures = within(section).getAllByRole('figure');
    expect(figures).toHaveLength(1);
    expect(figures[0]).toHaveTextContent('First dance in amber light');
    expect(figures[0]).toHaveTextContent('June 2025');
    const image = within(figures[0]!).getByRole('img');
    expect(image).toHaveAttribute('alt', 'A couple dancing');
    expect(image).toHaveAttribute('src', 'https://pictures.test/images/gallery/first-dance.jpg');
  });

  it('shows a venue page with the photos taken there, in the chosen language', () => {
    render(
      <GalleryPagePreview sources={previewSources(state, edited(GALLERY))} pictures={pictures} />,
    );
    fireEvent.change(screen.getByLabelText('Page'), { target: { value: `venue:${venue.slug}` } });
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Language' })).getByRole('button', {
        name: site.languages.supported.find((language) => language.code === 'es')!.name,
      }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(venue.name);
    const figures = within(gallerySection('De nuestros eventos')).getAllByRole('figure');
    expect(figures).toHaveLength(1);
    expect(figures[0]).toHaveTextContent('El primer baile en luz ámbar');
    expect(figures[0]).toHaveTextContent('junio de 2025');
  });

  it('follows the photo being edited to its page', () => {
    const { rerender } = render(
      <GalleryPagePreview
        sources={previewSources(state, edited(GALLERY))}
        pictures={pictures}
        editedPictures={GALLERY.pictures}
      />,
    );
    const next: GalleryFile = {
      pictures: GALLERY.pictures.map((picture, index) =>
        index === 1 ? { ...picture, date: '2024-11' } : picture,
      ),
    };
    rerender(
      <GalleryPagePreview
        sources={previewSources(state, edited(next))}
        pictures={pictures}
        editedPictures={next.pictures}
      />,
    );
    expect(screen.getByLabelText('Page')).toHaveValue('service:led-walls');
    expect(within(gallerySection('From our events')).getByRole('figure')).toHaveTextContent(
      'The gala stage',
    );
  });

  it('shows the pages without any gallery while it is empty, as the site does', () => {
    render(<GalleryPagePreview sources={previewSources(state)} pictures={pictures} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'From our events' })).toBeNull();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('lists every service page and venue page to choose from', () => {
    const keys = galleryPagesOf(previewSources(state)).map((option) => option.key);
    expect(keys).toContain('service:music');
    expect(keys).toContain(`venue:${venue.slug}`);
    expect(keys).toHaveLength(
      keys.filter((key) => key.startsWith('service:')).length + site.venues.length,
    );
  });

  it('knows a photo’s page: its first service, else its venue', () => {
    expect(pageOfPicture({ services: ['lighting'], venue: 'x' })).toBe('service:lighting');
    expect(pageOfPicture({ services: [], venue: 'x' })).toBe('venue:x');
    expect(pageOfPicture({})).toBeUndefined();
  });
});

describe('the gallery in the editor', () => {
  it('has its screen among the page content, previewed by the gallery’s preview', () => {
    const config = editorConfig(site, localBackend('main'));
    const content = config.collections.find((collection) => collection.name === 'content');
    const screenOf = content && 'files' in content ? content.files : [];
    const gallery = screenOf.find((entry) => entry.label === 'Event gallery');
    expect(gallery?.name).toBe('gallery');
    expect(previewOf(gallery?.name ?? '')).toBe('gallery');
  });

  it('hands the preview the gallery and its texts as the form has them', () => {
    const files = new Map<string, string | null>([
      ['site.yaml', 'languages: { default: en, supported: [{ code: en }] }\n'],
      ['data/gallery.yaml', 'pictures: []\n'],
      ['src/locales/en/gallery.json', '{}'],
    ]);
    const pictures = GALLERY.pictures.map((picture) => ({
      ...picture,
      texts: { en: { caption: `Caption of ${picture.id}`, alt: 'What it shows' } },
    }));
    const entry: ImmutableValue = {
      get: (key) =>
        ({
          path: 'screens/gallery',
          data: { toJS: () => ({ pictures, [BASE_KEY]: joinedBase(files) }) },
        })[key as string],
      getIn: () => undefined,
      toJS: () => ({}),
    };
    const [gallery, texts] = editedFilesOf(entry);
    expect(gallery).toEqual({ path: 'data/gallery.yaml', data: GALLERY });
    expect(texts?.path).toBe('src/locales/en/gallery.json');
    expect(Object.keys(texts?.data as object)).toEqual(GALLERY.pictures.map((p) => p.id));
  });
});
