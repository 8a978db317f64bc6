import { graphql } from 'gatsby';

/** One translation file, as its Locale node holds it (gatsby/locale-nodes.ts). */
export interface LocaleNode {
  ns: string;
  language: string;
  /** The file's JSON, as a string. */
  data: string;
}

/** The `locales` field every page query returns (src/i18n/page-translations.tsx reads it too). */
export interface LocalesData {
  locales: { edges: Array<{ node: LocaleNode }> };
}

/** @public */
export const pageLocalesFragment = graphql`
  fragment PageLocales on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;

/**
 * PageLocales for a page that shows one entry of a file with a branch per
 * entry (a venue page: venue-list.json → details.<slug>): the query declares
 * `$localeBranches: [String!]`, set in its page context.
 * @public
 */
export const pageLocalesInBranchesFragment = graphql`
  fragment PageLocalesInBranches on LocaleConnection {
    edges {
      node {
        ns
        data: texts(keep: $localeBranches)
        language
      }
    }
  }
`;
