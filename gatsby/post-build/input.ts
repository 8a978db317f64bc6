/**
 * What every step after the pages reads: site.yaml through GraphQL (one
 * query, the only source: no step reads the file again) and the common
 * texts of each language, for the redirect pages.
 */
import type { BuildArgs } from 'gatsby';
import type { SiteConfig } from '../../src/config/schema';
import type { LocaleNode } from '../../src/i18n/locale-data';

/** The translation files keep their own type until the Locale node declares its fields. */
type PostBuildQuery = Omit<Queries.PostBuildQuery, 'allLocale'> & {
  allLocale: { nodes: LocaleNode[] };
};

export type PostBuildSite = NonNullable<PostBuildQuery['siteYaml']>;

export interface PostBuildInput {
  /** Where the build wrote the site. */
  publicDir: string;
  site: PostBuildSite;
  /** common.json of every language, for the redirect pages' words. */
  commonTexts: LocaleNode[];
  languages: string[];
  defaultLanguage: string;
}

/** Thrown by a step that must stop the build: its message says what to fix. */
export class PostBuildFailure extends Error {}

export async function readPostBuildInput(
  graphql: BuildArgs['graphql'],
  publicDir: string,
): Promise<PostBuildInput> {
  const result = await graphql<PostBuildQuery>(`
    query PostBuild {
      siteYaml {
        siteUrl
        business {
          name
        }
        languages {
          default
          supported {
            code
            name
            flag
            locale
          }
        }
        routes {
          path
          kind
        }
        venues {
          slug
          name
          locality
          region
        }
        redirects {
          from
          to
        }
        personalSites {
          name
          url
        }
        voiceAssistant {
          enabled
          scriptUrl
          connectOrigins
        }
        forms {
          provider
          endpoint
        }
        editor {
          backend
          repo
          branch
          reviewBeforePublishing
          authUrl
          appId
        }
        deploy {
          host
          demo
          plan
        }
        security {
          cspReportUrl
        }
        analytics {
          provider
          domain
          token
          measurementId
        }
      }
      allLocale(filter: { ns: { eq: "common" } }, sort: { language: ASC }) {
        nodes {
          ns
          language
          data
        }
      }
    }
  `);
  const site = result.data?.siteYaml;
  if (result.errors || !result.data || !site) {
    throw new PostBuildFailure(
      `Could not read site.yaml through GraphQL after the pages were built: ${JSON.stringify(result.errors)}`,
    );
  }
  return {
    publicDir,
    site,
    commonTexts: result.data.allLocale.nodes,
    languages: site.languages.supported.map((language) => language.code),
    defaultLanguage: site.languages.default,
  };
}

/** GraphQL gives null for an optional setting left out; the editor's settings want it absent. */
export function editorSettingsOf(site: PostBuildSite) {
  const editor = Object.fromEntries(
    Object.entries(site.editor).filter(([, value]) => value !== null),
  ) as SiteConfig['editor'];
  const { languages } = site;
  return {
    siteUrl: site.siteUrl,
    languages: { ...languages, supported: [...languages.supported] },
    editor,
    business: { name: site.business.name },
    deploy: { host: site.deploy.host },
  };
}
