/**
 * GraphQL types for site.yaml (SiteYaml) and data/ (…Yaml), declared rather
 * than inferred: a typo in a query fails the build instead of quietly
 * returning null, and an empty list still has its type.
 * Keep in step with src/config/schema.ts (the site.yaml schema).
 */
import type { GatsbyNode } from 'gatsby';

const typeDefs = `
  type SiteYaml implements Node @dontInfer {
    siteUrl: String!
    business: ConfigBusiness!
    languages: ConfigLanguages!
    links: ConfigLinks!
    routes: [ConfigRoute!]!
    redirects: [ConfigRedirect!]!
    personalSites: [ConfigPersonalSite!]!
    venues: [ConfigVenue!]!
    nav: ConfigNav!
    menu: ConfigMenu!
    voiceAssistant: ConfigVoiceAssistant!
    forms: ConfigForms!
  }
  type ConfigBusiness {
    name: String!
    phone: String!
    email: String!
    stats: ConfigStats!
    responseTimeHours: Int!
    serviceArea: [String!]!
  }
  type ConfigStats {
    yearsInBusiness: Int!
    eventsProduced: Int!
    starRating: Float!
  }
  type ConfigLanguages {
    default: String!
    supported: [ConfigLanguage!]!
  }
  type ConfigLanguage {
    code: String!
    name: String!
    flag: String!
    locale: String!
  }
  type ConfigLinks {
    instantQuote: String!
    scheduling: String!
    vipLogin: String!
    photoGallery: String!
  }
  type ConfigRoute {
    path: String!
    kind: String!
    title: String!
    description: String!
  }
  type ConfigRedirect {
    from: String!
    to: String!
  }
  type ConfigPersonalSite {
    name: String!
    url: String!
  }
  type ConfigVenue {
    slug: String!
    name: String!
    locality: String!
    region: String!
    country: String!
    amenities: [String!]!
  }
  type ConfigNav {
    services: ConfigNavGroup!
    header: [ConfigNavItem!]!
    drawerExtras: [ConfigNavItem!]!
    footer: [ConfigNavGroup!]!
  }
  type ConfigNavGroup {
    label: String!
    items: [ConfigNavItem!]!
  }
  type ConfigNavItem {
    label: String!
    to: String
    link: String
    contact: String
    items: [ConfigNavItem!]
  }
  type ConfigMenu {
    submenuOpenDelayMs: Int!
    pointerGraceMs: Int!
    typeaheadResetMs: Int!
  }
  type ConfigVoiceAssistant {
    enabled: Boolean!
    scriptUrl: String!
    element: String!
    attributes: [ConfigHtmlAttribute!]!
    connectOrigins: [String!]
  }
  type ConfigHtmlAttribute {
    name: String!
    value: String!
  }
  type ConfigForms {
    provider: String!
    endpoint: String
  }

  """data/venues.yaml: longer texts about each venue, keyed by slug."""
  type VenuesYaml implements Node @dontInfer {
    slug: String!
    """Language code → text."""
    summary: JSON
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
