/**
 * The preview beside the event gallery (data/gallery.yaml): a service page
 * or a venue page, rendered by the site's templates with its photos under
 * "From our events". It opens on the page of the photo being edited, and
 * any service or venue page can be chosen above it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { withPageTranslations } from '../../i18n/page-translations';
import ServiceTemplate from '../../templates/service-page';
import VenueTemplate from '../../templates/venue-page';
import {
  attempt,
  CannotShow,
  changedItem,
  ControlBar,
  LanguageChoice,
  PageBoundary,
  PageFrame,
  PreviewMessage,
  useLanguage,
  type EditedList,
} from './PagePreview';
import {
  languagesOf,
  servicePageProps,
  servicePagesOf,
  venuePageProps,
  venuesOf,
} from './page-data';
import type { PictureUrl } from './pictures';
import type { PreviewSources } from './sources';
import * as styles from './preview.module.css';

/** A page that can show photos: "service:music" or "venue:bear-brook-valley". */
export type GalleryPageKey = `service:${string}` | `venue:${string}`;

interface PageOption {
  key: GalleryPageKey;
  label: string;
}

/** Every service page and venue page, as the page choice lists them. */
export function galleryPagesOf(sources: PreviewSources): PageOption[] {
  return [
    ...servicePagesOf(sources).map(({ id, path }) => ({
      key: `service:${id}` as const,
      label: `Service page ${path}`,
    })),
    ...venuesOf(sources).map(({ slug, name }) => ({
      key: `venue:${slug}` as const,
      label: `Venue page: ${name}`,
    })),
  ];
}

/** The page a gallery entry shows on first: its first service's, else its venue's. */
export function pageOfPicture(picture: unknown): GalleryPageKey | undefined {
  if (typeof picture !== 'object' || picture === null) return undefined;
  const { services, venue } = picture as { services?: unknown; venue?: unknown };
  const [service] = Array.isArray(services) ? services : [];
  if (typeof service === 'string' && service !== '') return `service:${service}`;
  if (typeof venue === 'string' && venue !== '') return `venue:${venue}`;
  return undefined;
}

/** Follows the photo being edited: the page it shows on, after each edit. */
function useEditedPicture(
  list: EditedList | undefined,
  follow: (key: GalleryPageKey) => void,
): void {
  const previous = useRef(list);
  useEffect(() => {
    const before = previous.current;
    previous.current = list;
    if (!list || !before || before === list) return;
    const key = pageOfPicture(changedItem(before, list));
    if (key) follow(key);
  }, [list, follow]);
}

function PageSelect({
  options,
  page,
  onChange,
}: {
  options: readonly PageOption[];
  page: GalleryPageKey;
  onChange: (key: GalleryPageKey) => void;
}) {
  const id = useId();
  return (
    <div className={styles.group}>
      <label htmlFor={id} className={styles.label}>
        Page
      </label>
      <select
        id={id}
        className={styles.select}
        value={page}
        onChange={(event) => onChange(event.target.value as GalleryPageKey)}
      >
        {options.map(({ key, label }) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

function GalleryPage({
  sources,
  pictures,
  page,
  language,
}: {
  sources: PreviewSources;
  pictures: PictureUrl;
  page: GalleryPageKey;
  language: string;
}) {
  const [kind, name = ''] = page.split(/:(.*)/) as [string, string?];
  // The template and its props, made together: half-typed data may stop either.
  const element = attempt(() => {
    if (kind === 'service') {
      const props = servicePageProps(sources, { serviceId: name, language }, pictures);
      return withPageTranslations(<ServiceTemplate {...props} />, props);
    }
    const props = venuePageProps(sources, { venueSlug: name, language }, pictures);
    return withPageTranslations(<VenueTemplate {...props} />, props);
  });
  if (typeof element === 'string') return <CannotShow reason={element} />;
  return (
    <PageFrame sources={sources} pictures={pictures} language={language}>
      {element}
    </PageFrame>
  );
}

export interface GalleryPagePreviewProps {
  sources: PreviewSources;
  pictures: PictureUrl;
  /** The gallery's pictures being edited: the preview shows the page of the one last changed. */
  editedPictures?: EditedList | undefined;
}

export function GalleryPagePreview({ sources, pictures, editedPictures }: GalleryPagePreviewProps) {
  const [language, setLanguage] = useLanguage(sources);
  const [chosen, setChosen] = useState<GalleryPageKey | undefined>(undefined);
  useEditedPicture(editedPictures, setChosen);
  const options = galleryPagesOf(sources);
  const firstPictures = sources.gallery.pictures.map(pageOfPicture);
  const page =
    [chosen, ...firstPictures].find((key) => options.some((option) => option.key === key)) ??
    options[0]?.key;
  return (
    <>
      <ControlBar title="Preview: a page with its event photos">
        {page && <PageSelect options={options} page={page} onChange={setChosen} />}
        <LanguageChoice
          languages={languagesOf(sources)}
          language={language}
          onChange={setLanguage}
        />
      </ControlBar>
      {page ? (
        <PageBoundary resetKeys={[sources, page, language]}>
          <GalleryPage sources={sources} pictures={pictures} page={page} language={language} />
        </PageBoundary>
      ) : (
        <PreviewMessage>
          No service or venue page exists yet, so no page can show event photos.
        </PreviewMessage>
      )}
    </>
  );
}
