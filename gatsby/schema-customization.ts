/**
 * GraphQL types for site.yaml (SiteYaml) and data/ (…Yaml), declared rather
 * than inferred: a typo in a query fails the build instead of quietly
 * returning null, and an empty list still has its type.
 * Keep in step with src/config/schema.ts (site.yaml) and
 * src/config/content/schema.ts (data/).
 */
import type { GatsbyNode } from 'gatsby';
import { NORMALIZERS, type NormalizerName } from '../src/config/normalize';
import { picturesFor, type GalleryPlace } from '../src/config/content/gallery';
import { venueTypeDefs } from './venues/venue-fields';
import { LOCALE_TYPE_DEFS } from './locale-schema';

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
    editor: ConfigEditor!
    deploy: ConfigDeploy!
    security: ConfigSecurity
  }
  type ConfigBusiness {
    name: String!
    phone: String! @normalized(as: "usPhone")
    email: String! @normalized(as: "email")
    stats: ConfigStats!
    statSources: ConfigStatSources
    responseTimeHours: Int!
    serviceArea: [String!]!
  }
  type ConfigStats {
    yearsInBusiness: Int!
    eventsProduced: Int!
    starRating: Float!
  }
  type ConfigStatSources {
    yearsInBusiness: ConfigStatSource
    eventsProduced: ConfigStatSource
    starRating: ConfigStatSource
  }
  type ConfigStatSource {
    source: String!
    link: String!
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
    scriptIntegrity: String
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
    eventTypes: [String!]!
    referralSources: [String!]!
  }

  type ConfigEditor {
    backend: String!
    repo: String
    branch: String!
    reviewBeforePublishing: Boolean!
    authUrl: String
    appId: String
  }
  enum DeployHost {
    netlify
    cloudflare
    static
  }
  type ConfigDeploy {
    host: DeployHost!
  }
  type ConfigSecurity {
    cspReportUrl: String
  }

  # ── data/: content files. Pictures are File nodes (gatsby-transformer-sharp
  # adds childImageSharp), found relative to the YAML file.

  """data/services.yaml"""
  type ServicesYaml implements Node @dontInfer {
    services: [ContentService!]!
  }
  type ContentService {
    id: String!
    path: String
    link: String
    label: String!
    image: File! @fileByRelativePath
    related: [String!]
    sections: [String!]
  }

  """data/home.yaml"""
  type HomeYaml implements Node @dontInfer {
    heroImage: File! @fileByRelativePath
    audiences: [ContentAudience!]!
    corporate: ContentHomeCorporate!
  }
  type ContentAudience {
    id: String!
    to: String!
  }
  type ContentHomeCorporate {
    image: File! @fileByRelativePath
    services: [String!]!
  }

  """data/venues.yaml"""
  type VenuesYaml implements Node @dontInfer {
    default: ContentVenueExtras!
    venues: [ContentVenueExtras!]!
  }
  type ContentVenueExtras {
    slug: String
    image: File! @fileByRelativePath
    services: [String!]!
    capacity: ContentVenueCapacity
    spaces: [String!]
    eventsProduced: Int
  }
  type ContentVenueCapacity {
    seated: Int
    standing: Int
  }

  """data/catalog.yaml"""
  type CatalogYaml implements Node @dontInfer {
    categories: [String!]!
    items: [ContentCatalogItem!]!
  }
  type ContentCatalogItem {
    id: String!
    category: String!
    image: File! @fileByRelativePath
    specs: [String!]!
    measurements: [ContentCatalogMeasurement!]
  }
  type ContentCatalogMeasurement {
    spec: String!
    unit: String!
    numbers: [Float!]!
    to: [Float!]
    or: [Float!]
    upTo: Boolean
    times: Int
    words: String
  }

  """data/gallery.yaml: \`shownOn\` gives one page's pictures, so each page's data holds only its own."""
  type GalleryYaml implements Node @dontInfer {
    pictures: [ContentGalleryPicture!]!
    shownOn: [ContentGalleryPicture!]! @galleryShownOn
  }
  type ContentGalleryPicture {
    id: String!
    image: File! @fileByRelativePath
    services: [String!]
    venue: String
    date: String
  }

  """data/reviews.yaml"""
  type ReviewsYaml implements Node @dontInfer {
    reviews: [ContentReview!]!
  }
  type ContentReview {
    id: String!
    name: String!
    event: String!
    date: Date! @dateformat(formatString: "YYYY-MM-DD")
    rating: Int
    source: String!
    link: String!
    language: String
    quote: String!
    services: [String!]
    venue: String
  }
`;

/**
 * @normalized(as: "usPhone"): the value as the build's validation accepted
 * it, cleaned up the same way (a phone typed as bare digits, a copied
 * "mailto:"), so pages never link to what the owner did not mean.
 */
export const normalizedExtension = {
  name: 'normalized',
  args: { as: 'String!' },
  extend(options: { as: NormalizerName }) {
    return {
      resolve(
        source: Record<string, unknown>,
        _args: unknown,
        _context: unknown,
        info: { fieldName: string },
      ) {
        return NORMALIZERS[options.as](source[info.fieldName]);
      },
    };
  },
};

/**
 * @galleryShownOn: the gallery's pictures that one page shows (its service
 * or its venue), chosen like the editor's preview chooses them. The entries
 * are handed on as they are, so their pictures still resolve from the file.
 */
export const galleryShownOnExtension = {
  name: 'galleryShownOn',
  extend() {
    return {
      args: { service: 'String', venue: 'String' },
      resolve(
        source: { pictures?: readonly GalleryPlace[] | null },
        args: { service?: string | null; venue?: string | null },
      ) {
        return picturesFor(source.pictures ?? [], {
          serviceId: args.service ?? undefined,
          venueSlug: args.venue ?? undefined,
        });
      },
    };
  },
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createFieldExtension(normalizedExtension);
  actions.createFieldExtension(galleryShownOnExtension);
  actions.createTypes(typeDefs);
  actions.createTypes(venueTypeDefs);
  actions.createTypes(LOCALE_TYPE_DEFS);
};
