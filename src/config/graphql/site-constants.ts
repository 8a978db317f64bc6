/**
 * The fixed vocabularies of src/config/constants.ts, served by GraphQL as
 * the SiteConstants node (`siteConstants { pageKinds … }`), so that
 * GraphiQL lists them beside site.yaml and a query can read them. Their
 * GraphQL type is written from this schema, like site.yaml's.
 */
import { z } from 'zod';
import {
  EDITOR_BACKENDS,
  EXTERNAL_LINK_NAMES,
  CONTACT_KINDS,
  DEPLOY_HOSTS,
  DEPLOY_PLANS,
  FORM_CHOICE_KEY_PREFIX,
  PAGE_KINDS,
  PAGE_KINDS_KEPT_OUT_OF_SEARCH,
  VENUE_SLUG_PLACEHOLDER,
} from '../constants';
import { contactKind, deployHost, deployPlan, externalLinkName } from '../schema';
import { graphqlType } from './hints';

const pageKind = z.enum(PAGE_KINDS);

export const siteConstantsSchema = z
  .strictObject({
    pageKinds: z
      .array(pageKind)
      .meta({ description: 'The layouts of site.yaml’s pages (routes → kind).' }),
    pageKindsKeptOutOfSearch: z.array(pageKind).meta({
      description: 'Pages search engines neither show nor list in the sitemap.',
    }),
    externalLinkNames: z
      .array(externalLinkName)
      .meta({ description: 'The links to other websites (site.yaml → links), by key.' }),
    contactKinds: z
      .array(contactKind)
      .meta({ description: 'What a menu entry’s contact link does.' }),
    venueSlugPlaceholder: z.string().meta({
      description: 'What a route path writes for each venue’s slug: /venues/:slug/.',
    }),
    formChoiceKeyPrefix: graphqlType(
      'SiteFormChoiceKeyPrefix',
      z.strictObject({ eventTypes: z.string(), referralSources: z.string() }),
    ).meta({
      description: 'Where the texts of the contact form’s choices live: <prefix>.<choice>.',
    }),
    editorBackends: z
      .array(z.enum(EDITOR_BACKENDS))
      .meta({ description: 'How editors of /admin/ may sign in (site.yaml → editor → backend).' }),
    deployHosts: z.array(deployHost).meta({
      description: 'The hosts the build writes rule files for (site.yaml → deploy → host).',
    }),
    deployPlans: z.array(deployPlan).meta({
      description: 'The host plans whose limits the build knows (site.yaml → deploy → plan).',
    }),
  })
  .meta({ description: 'src/config/constants.ts: the fixed vocabularies of site.yaml.' });

export type SiteConstants = z.infer<typeof siteConstantsSchema>;

/** The node's content: the constants themselves, checked against the schema. */
export function siteConstants(): SiteConstants {
  return siteConstantsSchema.parse({
    pageKinds: [...PAGE_KINDS],
    pageKindsKeptOutOfSearch: [...PAGE_KINDS_KEPT_OUT_OF_SEARCH],
    externalLinkNames: [...EXTERNAL_LINK_NAMES],
    contactKinds: [...CONTACT_KINDS],
    venueSlugPlaceholder: VENUE_SLUG_PLACEHOLDER,
    formChoiceKeyPrefix: FORM_CHOICE_KEY_PREFIX,
    editorBackends: [...EDITOR_BACKENDS],
    deployHosts: [...DEPLOY_HOSTS],
    deployPlans: [...DEPLOY_PLANS],
  } satisfies z.input<typeof siteConstantsSchema>);
}

/** The GraphQL node type of the constants. */
export const SITE_CONSTANTS_TYPE = 'SiteConstants';
