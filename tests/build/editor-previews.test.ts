/**
 * The browser editor's previews hand each template what its own query
 * returns on the built site: for every page in every language, the data
 * the preview makes from the repository's files equals the page's
 * page-data.json, field for field. Pictures are compared by what a
 * preview can know of them: there or not, and their shape (the site has
 * each in several sizes and formats; a preview has the one file).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  catalogPageProps,
  contactPageProps,
  homePageProps,
  servicePageProps,
  servicesPageProps,
  textPageProps,
  thankYouPageProps,
  venuePageProps,
  venuesPageProps,
} from '../../src/editor/preview/page-data';
import type { PageKind } from '../../src/config/constants';
import type { PictureUrl } from '../../src/editor/preview/pictures';
import { previewSources, type PreviewSources } from '../../src/editor/preview/sources';
import { projectStateOnDisk } from '../support/project-state';
import { loadSite, type LocalizedPage } from '../support/site';
import { assertBuilt, PUBLIC_DIR } from './public';

// The templates import `gatsby`; the editor's bundle replaces it with its stand-in, and so does this test.
jest.mock('gatsby', () => jest.requireActual('../../src/editor/preview/gatsby-shim'));

const pictures: PictureUrl = (imagePath) => `/pictures/${imagePath}`;

type PropsAtPath = (
  sources: PreviewSources,
  choice: { path: string; language: string },
  pictures: PictureUrl,
) => { data: unknown };

/** The previews of the pages found by their path in site.yaml's routes. */
const PREVIEW_AT_PATH: Partial<Record<PageKind, PropsAtPath>> = {
  services: servicesPageProps,
  contact: contactPageProps,
  catalog: catalogPageProps,
  venues: venuesPageProps,
  'thank-you': thankYouPageProps,
  'not-found': textPageProps,
};

/** The preview's data for a page, or undefined for a kind the editor shows no preview of. */
function previewData(sources: PreviewSources, { page, language }: LocalizedPage): unknown {
  if (page.kind === 'home') return homePageProps(sources, { language }, pictures).data;
  if (page.kind === 'venue') {
    return venuePageProps(sources, { venueSlug: page.venueSlug ?? '', language }, pictures).data;
  }
  if (page.kind === 'service') {
    const service = sources.services.services.find((entry) => entry.path === page.path);
    return servicePageProps(sources, { serviceId: service?.id ?? '', language }, pictures).data;
  }
  return PREVIEW_AT_PATH[page.kind]?.(sources, { path: page.path, language }, pictures).data;
}

/** public/page-data/music/page-data.json for /music/, …/index/… for the home page. */
function builtData(urlPath: string): unknown {
  const folder = urlPath.replace(/^\/|\/$/g, '') || 'index';
  const file = path.join(PUBLIC_DIR, 'page-data', folder, 'page-data.json');
  const pageData = JSON.parse(fs.readFileSync(file, 'utf8')) as { result: { data: unknown } };
  return pageData.result.data;
}

/** A picture's width over its height: a full-width picture's data gives it as 1 × ratio. */
function shapeOf(image: { width: number; height: number }): number {
  return Math.round((image.width / image.height) * 100) / 100;
}

/**
 * What the comparison looks at: pictures by their shape, translation files
 * by their texts (the site stores each file's JSON re-written).
 */
function comparable(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => comparable(item));
  if (typeof value !== 'object' || value === null) {
    return key === 'data' && typeof value === 'string' ? JSON.parse(value) : value;
  }
  const record = value as Record<string, unknown>;
  if (key === 'gatsbyImageData') return { shape: shapeOf(record as never) };
  return Object.fromEntries(
    Object.entries(record).map(([name, item]) => [name, comparable(item, name)]),
  );
}

const site = loadSite();

describe('the editor previews', () => {
  beforeAll(assertBuilt);
  const sources = previewSources(projectStateOnDisk());
  const shown = site.localizedPages.filter(
    (localized) => previewData(sources, localized) !== undefined,
  );

  it('preview every page but the gobo designer, which shows no data of the files', () => {
    const unpreviewed = site.localizedPages.filter((localized) => !shown.includes(localized));
    expect(new Set(unpreviewed.map(({ page }) => page.kind))).toEqual(
      new Set(unpreviewed.length > 0 ? ['gobo-designer'] : []),
    );
  });

  it.each(shown.map((localized) => [localized.path, localized] as const))(
    'hand %s the data its query returns on the site',
    (_path, localized) => {
      expect(comparable(previewData(sources, localized))).toEqual(
        comparable(builtData(localized.path)),
      );
    },
  );
});
