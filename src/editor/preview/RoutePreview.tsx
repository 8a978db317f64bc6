/**
 * The previews of the screens whose page is not a venue's or the home page:
 * any page of site.yaml's routes rendered by its own template (the services,
 * a service, the contact page, the catalog, the venue list…), and, for the
 * settings that make no page of their own, what visitors get from them: the
 * old addresses and where each leads, the performers' addresses, the site's
 * pages in each language.
 */
import type { ReactElement } from 'react';
import { withPageTranslations } from '../../i18n/page-translations';
import { localizedPath } from '../../i18n/paths';
import { GALLERY_NAMESPACE } from '../../config/content/gallery';
import { namespaceOf } from '../../config/pages';
import CatalogTemplate from '../../templates/catalog-page';
import ContactTemplate from '../../templates/contact-page';
import NotFoundTemplate from '../../templates/not-found-page';
import ServicesTemplate from '../../templates/services-page';
import ServiceTemplate from '../../templates/service-page';
import ThankYouTemplate from '../../templates/thank-you-page';
import VenuesTemplate from '../../templates/venues-page';
import {
  attempt,
  CannotShow,
  ControlBar,
  HomePagePreview,
  LanguageChoice,
  PageBoundary,
  PageFrame,
  PreviewMessage,
  useLanguage,
  VenuePagePreview,
} from './PagePreview';
import { GalleryPagePreview } from './GalleryPreview';
import {
  catalogPageProps,
  contactPageProps,
  languagesOf,
  pagesShowingTexts,
  servicePageProps,
  servicesPageProps,
  textPageProps,
  thankYouPageProps,
  venuesPageProps,
} from './page-data';
import type { PictureUrl } from './pictures';
import type { PreviewSources } from './sources';
import * as styles from './preview.module.css';

type Route = PreviewSources['site']['routes'][number];

interface RouteProps {
  sources: PreviewSources;
  pictures: PictureUrl;
}

/** The page of a route as its template renders it; a string when it cannot be made. */
function routeElement(
  sources: PreviewSources,
  route: Route,
  language: string,
  pictures: PictureUrl,
): ReactElement | string {
  return attempt((): ReactElement | string => {
    const choice = { path: route.path, language };
    switch (route.kind) {
      case 'service': {
        const service = sources.services.services.find((entry) => entry.path === route.path);
        if (!service) return `No service of data/services.yaml has the page ${route.path}.`;
        const props = servicePageProps(sources, { serviceId: service.id, language }, pictures);
        return withPageTranslations(<ServiceTemplate {...props} />, props);
      }
      case 'services': {
        const props = servicesPageProps(sources, choice, pictures);
        return withPageTranslations(<ServicesTemplate {...props} />, props);
      }
      case 'contact': {
        const props = contactPageProps(sources, choice, pictures);
        return withPageTranslations(<ContactTemplate {...props} />, props);
      }
      case 'catalog': {
        const props = catalogPageProps(sources, choice, pictures);
        return withPageTranslations(<CatalogTemplate {...props} />, props);
      }
      case 'venues': {
        const props = venuesPageProps(sources, choice, pictures);
        return withPageTranslations(<VenuesTemplate {...props} />, props);
      }
      case 'thank-you': {
        const props = thankYouPageProps(sources, choice, pictures);
        return withPageTranslations(<ThankYouTemplate {...props} />, props);
      }
      case 'not-found': {
        const props = textPageProps(sources, choice, pictures);
        return withPageTranslations(<NotFoundTemplate {...props} />, props);
      }
      default:
        return `The ${route.kind} page is best seen on the site itself (${route.path}).`;
    }
  });
}

/** One page of the site's routes, in the language chosen above it. */
export function RoutePagePreview({ sources, pictures, route }: RouteProps & { route: Route }) {
  const [language, setLanguage] = useLanguage(sources);
  if (route.kind === 'home') return <HomePagePreview sources={sources} pictures={pictures} />;
  if (route.kind === 'venue') return <VenuePagePreview sources={sources} pictures={pictures} />;
  const element = routeElement(sources, route, language, pictures);
  return (
    <>
      <ControlBar title={`Preview: the page ${route.path}`}>
        <LanguageChoice
          languages={languagesOf(sources)}
          language={language}
          onChange={setLanguage}
        />
      </ControlBar>
      {typeof element === 'string' ? (
        <CannotShow reason={element} />
      ) : (
        <PageBoundary resetKeys={[sources, route.path, language]}>
          <PageFrame sources={sources} pictures={pictures} language={language}>
            {element}
          </PageFrame>
        </PageBoundary>
      )}
    </>
  );
}

/** The page of the first route of a kind (the services page for the Services screen). */
export function KindPreview({ sources, pictures, kind }: RouteProps & { kind: Route['kind'] }) {
  const route = sources.site.routes.find((candidate) => candidate.kind === kind);
  if (!route) return <PreviewMessage>The site has no page of the kind “{kind}”.</PreviewMessage>;
  return <RoutePagePreview sources={sources} pictures={pictures} route={route} />;
}

/** The page whose texts a translation file holds (music.json: the page /music/). */
export function routeOfTexts(sources: PreviewSources, namespace: string): Route | undefined {
  return sources.site.routes.find((route) => namespaceOf(route.title) === namespace);
}

/** Translation files of no one page: the page that shows their texts. */
const PAGES_OF_SHARED_TEXTS: Record<string, Route['kind']> = {
  // The menus and footer, and the reviews' translated quotes (the newest few): on the home page.
  common: 'home',
  reviews: 'home',
  'catalog-items': 'catalog',
};

export interface TextsPreviewProps extends RouteProps {
  /** The translation file being edited: home, music, common… */
  namespace: string;
}

/**
 * A translation file's texts on their page: the page whose texts the file
 * holds (music.json: /music/), the home page for the menus and footer, the
 * pages with photos for the gallery's captions; else where they appear.
 */
export function TextsPreview({ sources, pictures, namespace }: TextsPreviewProps) {
  if (namespace === GALLERY_NAMESPACE) {
    return <GalleryPagePreview sources={sources} pictures={pictures} />;
  }
  const shared = PAGES_OF_SHARED_TEXTS[namespace];
  if (shared) return <KindPreview sources={sources} pictures={pictures} kind={shared} />;
  const route = routeOfTexts(sources, namespace);
  if (route) return <RoutePagePreview sources={sources} pictures={pictures} route={route} />;
  const paths = pagesShowingTexts(sources, namespace);
  return (
    <PreviewMessage>
      {paths.length
        ? `These texts appear on ${paths.length === 1 ? 'the page' : 'the pages'} ${paths.join(', ')} (in each language, under its language’s address).`
        : 'No page of the site shows these texts.'}
    </PreviewMessage>
  );
}

// ── The settings that make no page of their own ────────────────────────────

function isPage(sources: PreviewSources, path: string): boolean {
  const venuePaths = sources.site.routes
    .filter((route) => route.kind === 'venue')
    .flatMap((route) =>
      sources.site.venues.map((venue) => route.path.replace(':slug', venue.slug)),
    );
  return sources.site.routes.some((route) => route.path === path) || venuePaths.includes(path);
}

function AddressTable({
  caption,
  headings,
  rows,
}: {
  caption: string;
  headings: readonly string[];
  rows: ReadonlyArray<readonly [key: string, ...cells: ReactElement[]]>;
}) {
  return (
    <div className={styles.sheet}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, ...cells]) => (
            <tr key={key}>
              {cells.map((cell, index) =>
                index === 0 ? (
                  <th scope="row" key={index}>
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An address as visitors type it, in each language: /dj/, /es/dj/, /it/dj/. */
function InEachLanguage({ sources, path }: { sources: PreviewSources; path: string }) {
  const { default: first } = sources.site.languages;
  return (
    <>
      {languagesOf(sources).map(({ code }) => (
        <code key={code} className={styles.address}>
          {localizedPath(path, code, first)}
        </code>
      ))}
    </>
  );
}

/** The old addresses: where each leads in every language, and those that lead nowhere yet. */
export function RedirectsPreview({ sources }: RouteProps) {
  const redirects = sources.site.redirects ?? [];
  return (
    <>
      <ControlBar title="Preview: old addresses and where they lead" />
      <AddressTable
        caption="A visitor who opens an old address is taken to its page, in the same language."
        headings={['Old address', 'Leads to', 'In each language']}
        rows={redirects.map((redirect, index) => [
          `${index}-${redirect.from}`,
          <code key="from">{redirect.from || '(not written yet)'}</code>,
          isPage(sources, redirect.to) ? (
            <code key="to">{redirect.to}</code>
          ) : (
            <span key="to" className={styles.problem}>
              <code>{redirect.to || '(not written yet)'}</code>: not a page of this site yet
            </span>
          ),
          <InEachLanguage key="languages" sources={sources} path={redirect.from || '/'} />,
        ])}
      />
    </>
  );
}

/** The performers' addresses on this site and the websites they lead to. */
export function PersonalSitesPreview({ sources }: RouteProps) {
  const host = sources.site.siteUrl.replace(/^https:\/\//, '');
  return (
    <>
      <ControlBar title="Preview: the performers’ addresses" />
      <AddressTable
        caption="Each address on this site sends the visitor to the performer’s own website."
        headings={['Address on this site', 'Leads to']}
        rows={(sources.site.personalSites ?? []).map((site, index) => [
          `${index}-${site.name}`,
          <code key="name">
            {host}/{site.name}
          </code>,
          <code key="url">{site.url}</code>,
        ])}
      />
    </>
  );
}

/** The site's pages: each address in every language, and its title. */
export function PagesPreview({ sources }: RouteProps) {
  return (
    <>
      <ControlBar title="Preview: the site’s pages" />
      <AddressTable
        caption="Every page, at its address in each language (a venue page for each venue)."
        headings={['Page', 'Layout', 'In each language']}
        rows={sources.site.routes.map((route, index) => [
          `${index}-${route.path}`,
          <code key="path">{route.path}</code>,
          <span key="kind">{route.kind}</span>,
          <InEachLanguage key="languages" sources={sources} path={route.path} />,
        ])}
      />
    </>
  );
}

/** A setting that changes nothing on the pages: said so. */
export function NothingShownPreview({ what }: { what: string }) {
  return (
    <>
      <ControlBar title="Preview" />
      <PreviewMessage>{what}</PreviewMessage>
    </>
  );
}
