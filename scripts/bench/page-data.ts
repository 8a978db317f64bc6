/**
 * What a page's data (page-data.json) is made of: the translation files the
 * page carries, per language and namespace. On a Spanish or Italian page,
 * the English files are there only to fill gaps in the translation.
 */
import { pageDataFileFor, type BuiltSite } from './measure-bytes';

export interface LocaleFile {
  language: string;
  namespace: string;
  /** Bytes of the file as it sits in page-data.json (JSON-escaped). */
  bytes: number;
}

export interface PageDataMakeup {
  /** Bytes of page-data.json. */
  total: number;
  locales: LocaleFile[];
}

interface PageDataJson {
  result?: {
    data?: {
      locales?: { edges?: Array<{ node: { ns: string; language: string; data: string } }> };
    };
  };
}

export function pageDataMakeup(site: BuiltSite, urlPath: string): PageDataMakeup {
  const text = site.read(pageDataFileFor(urlPath));
  const json = JSON.parse(text) as PageDataJson;
  const edges = json.result?.data?.locales?.edges ?? [];
  return {
    total: Buffer.byteLength(text),
    locales: edges.map(({ node }) => ({
      language: node.language,
      namespace: node.ns,
      bytes: Buffer.byteLength(JSON.stringify(node)),
    })),
  };
}

/** Bytes of the page's translation files in `language`. */
export function localeBytes(makeup: PageDataMakeup, language: string): number {
  return makeup.locales
    .filter((file) => file.language === language)
    .reduce((sum, file) => sum + file.bytes, 0);
}
