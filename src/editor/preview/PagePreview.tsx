/**
 * The previews beside the editor's form: the venue page and the home page,
 * rendered by the site's own templates (src/templates) with the data their
 * queries would return, wrapped like Gatsby wraps a page (the page's
 * translations), in the language chosen above the page.
 *
 * The page is shown, not used: it is inert (its links and menus do nothing
 * and take no focus) and nothing of it loads anything from elsewhere.
 */
import '../../styles/global.css';
import {
  Component,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { withPageTranslations } from '../../i18n/page-translations';
import HomeTemplate from '../../templates/home-page';
import VenueTemplate from '../../templates/venue-page';
import { StaticQueryProvider } from './gatsby-shim';
import { previewGraph } from './graph/preview-graph';
import {
  defaultLanguageOf,
  homePageProps,
  languagesOf,
  venuePageProps,
  venuesOf,
  type PreviewLanguage,
} from './page-data';
import type { PictureUrl } from './pictures';
import { PreviewSourceProblem, type PreviewSources } from './sources';
import * as styles from './preview.module.css';

/** React 18 knows no `inert` prop: the attribute goes in as written in HTML. */
const INERT: Record<string, string> = { inert: '' };

/** A click on the page never follows a link (the frame would open it in a new tab). */
function stayOnPage(event: MouseEvent<HTMLDivElement>): void {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
}

interface PageFrameProps {
  sources: PreviewSources;
  pictures: PictureUrl;
  language: string;
  children: ReactElement;
}

/** The page in its language, with the site data its components query. */
export function PageFrame({ sources, pictures, language, children }: PageFrameProps) {
  const graph = useMemo(() => previewGraph(sources, pictures), [sources, pictures]);
  return (
    <StaticQueryProvider graph={graph}>
      <div className={styles.page} lang={language} onClickCapture={stayOnPage} {...INERT}>
        {children}
      </div>
    </StaticQueryProvider>
  );
}

interface BoundaryProps {
  /** A change of any of these (the next edit, another language…) tries the page again. */
  resetKeys: readonly unknown[];
  children: ReactNode;
}

function sameKeys(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((key, index) => Object.is(key, b[index]));
}

/** Half-typed data can break a page for a moment: say so, and try again on the next edit. */
export class PageBoundary extends Component<BoundaryProps, { error: Error | undefined }> {
  override state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.error && !sameKeys(previous.resetKeys, this.props.resetKeys)) {
      this.setState({ error: undefined });
    }
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <CannotShow reason={previewReason(error)} />;
  }
}

/** Half-typed or unfinished data: the page shows again with the next edit. */
export function CannotShow({ reason }: { reason: string }) {
  return <PreviewMessage>The page cannot be shown yet: {reason}</PreviewMessage>;
}

export function PreviewMessage({ children }: { children: ReactNode }) {
  return (
    <p className={styles.message} role="status">
      {children}
    </p>
  );
}

interface LanguageChoiceProps {
  languages: readonly PreviewLanguage[];
  language: string;
  onChange: (language: string) => void;
}

/** One button per language of site.yaml; the pressed one is the page's. */
export function LanguageChoice({ languages, language, onChange }: LanguageChoiceProps) {
  const labelId = useId();
  return (
    <div className={styles.group} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        Language
      </span>
      {languages.map(({ code, name }) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={styles.choice}
          aria-pressed={code === language}
          onClick={() => onChange(code)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}

interface VenueSelectProps {
  venues: ReadonlyArray<{ slug: string; name: string }>;
  venue: string;
  onChange: (slug: string) => void;
}

export function VenueSelect({ venues, venue, onChange }: VenueSelectProps) {
  const id = useId();
  return (
    <div className={styles.group}>
      <label htmlFor={id} className={styles.label}>
        Venue
      </label>
      <select
        id={id}
        className={styles.select}
        value={venue}
        onChange={(event) => onChange(event.target.value)}
      >
        {venues.map(({ slug, name }) => (
          <option key={slug} value={slug}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ControlBar({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.bar}>
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}

/** The language shown: the one chosen while the site still has it, else the default one. */
export function useLanguage(sources: PreviewSources): [string, (language: string) => void] {
  const [chosen, choose] = useState<string | undefined>(undefined);
  const codes = languagesOf(sources).map((language) => language.code);
  const language =
    chosen !== undefined && codes.includes(chosen) ? chosen : defaultLanguageOf(sources);
  return [language, choose];
}

/** A list being edited: each item may name a venue by its slug. */
export type EditedList = ReadonlyArray<unknown>;

function slugOf(item: unknown): string | undefined {
  const slug = (item as { slug?: unknown } | null | undefined)?.slug;
  return typeof slug === 'string' && slug !== '' ? slug : undefined;
}

/** The item that differs between two versions of a list: the one just edited or added. */
export function changedItem(before: EditedList, after: EditedList): unknown {
  const index = after.findIndex(
    (item, position) => JSON.stringify(item) !== JSON.stringify(before[position]),
  );
  return index === -1 ? undefined : after[index];
}

/** Follows the venue being edited in `list`, if any: its slug after each edit. */
function useEditedVenue(list: EditedList | undefined, follow: (slug: string) => void): void {
  const previous = useRef(list);
  useEffect(() => {
    const before = previous.current;
    previous.current = list;
    if (!list || !before || before === list) return;
    const slug = slugOf(changedItem(before, list));
    if (slug) follow(slug);
  }, [list, follow]);
}

export interface VenuePagePreviewProps {
  sources: PreviewSources;
  pictures: PictureUrl;
  /**
   * The list of venues being edited (site.yaml's venues or data/venues.yaml's
   * entries): the preview shows the venue last changed there.
   */
  editedVenues?: EditedList | undefined;
}

export function VenuePagePreview({ sources, pictures, editedVenues }: VenuePagePreviewProps) {
  const [language, setLanguage] = useLanguage(sources);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  useEditedVenue(editedVenues, setChosen);
  const venues = venuesOf(sources);
  const venue = venues.find((candidate) => candidate.slug === chosen) ?? venues[0];
  return (
    <>
      <ControlBar title="Preview: venue page">
        {venue && <VenueSelect venues={venues} venue={venue.slug} onChange={setChosen} />}
        <LanguageChoice
          languages={languagesOf(sources)}
          language={language}
          onChange={setLanguage}
        />
      </ControlBar>
      {venue ? (
        <PageBoundary resetKeys={[sources, venue.slug, language]}>
          <VenuePage
            sources={sources}
            pictures={pictures}
            venueSlug={venue.slug}
            language={language}
          />
        </PageBoundary>
      ) : (
        <PreviewMessage>
          No venue has a page yet: add one under Preferred venues, with its name in the address.
        </PreviewMessage>
      )}
    </>
  );
}

/**
 * Why a page cannot be shown, in words: the preview's own reasons say what
 * is missing; anything else is data being typed that the page cannot show yet.
 */
export function previewReason(error: unknown): string {
  if (error instanceof PreviewSourceProblem) return error.message;
  return 'something on this screen is not finished yet. It shows again as you go on.';
}

/** The page's props, or what keeps them from being made (said, not thrown: nothing to log). */
export function attempt<Props>(make: () => Props): Props | string {
  try {
    return make();
  } catch (error) {
    return previewReason(error);
  }
}

function VenuePage({
  sources,
  pictures,
  venueSlug,
  language,
}: {
  sources: PreviewSources;
  pictures: PictureUrl;
  venueSlug: string;
  language: string;
}) {
  const props = attempt(() => venuePageProps(sources, { venueSlug, language }, pictures));
  if (typeof props === 'string') return <CannotShow reason={props} />;
  return (
    <PageFrame sources={sources} pictures={pictures} language={language}>
      {withPageTranslations(<VenueTemplate {...props} />, props)}
    </PageFrame>
  );
}

export interface HomePagePreviewProps {
  sources: PreviewSources;
  pictures: PictureUrl;
}

export function HomePagePreview({ sources, pictures }: HomePagePreviewProps) {
  const [language, setLanguage] = useLanguage(sources);
  return (
    <>
      <ControlBar title="Preview: home page">
        <LanguageChoice
          languages={languagesOf(sources)}
          language={language}
          onChange={setLanguage}
        />
      </ControlBar>
      <PageBoundary resetKeys={[sources, language]}>
        <HomePage sources={sources} pictures={pictures} language={language} />
      </PageBoundary>
    </>
  );
}

function HomePage({
  sources,
  pictures,
  language,
}: {
  sources: PreviewSources;
  pictures: PictureUrl;
  language: string;
}) {
  const props = attempt(() => homePageProps(sources, { language }, pictures));
  if (typeof props === 'string') return <CannotShow reason={props} />;
  return (
    <PageFrame sources={sources} pictures={pictures} language={language}>
      {withPageTranslations(<HomeTemplate {...props} />, props)}
    </PageFrame>
  );
}
