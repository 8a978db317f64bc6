/**
 * GraphQL types for site.yaml (SiteYaml) and data/ (…Yaml), declared rather
 * than inferred: a typo in a query fails the build instead of quietly
 * returning null, and an empty list still has its type. They are written
 * from the zod schemas (src/config/graphql/), so they cannot drift from what
 * the build accepts; this module adds what a schema cannot say: the fields
 * worked out from a file, and the resolvers of the field extensions.
 */
import type { GatsbyNode } from 'gatsby';
import { NORMALIZERS, type NormalizerName } from '../src/config/normalize';
import { galleryPageNamed, picturesFor, type GalleryPlace } from '../src/config/content/gallery';
import { siteTypeDefs, type ComputedFields } from '../src/config/graphql/site-types';
import { venueTypeDefs } from './venues/venue-fields';
import { LOCALE_TYPE_DEFS } from './locale-schema';

/** Fields worked out from a file, each with the extension that resolves it (below). */
export const COMPUTED_FIELDS: ComputedFields = {
  GalleryYaml: [
    '"""One page\'s pictures (its service\'s or its venue\'s), so each page\'s data holds only its own."""',
    'shownOn: [ContentGalleryPicture!]! @galleryShownOn',
  ],
};

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
        return picturesFor(source.pictures ?? [], galleryPageNamed(args));
      },
    };
  },
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createFieldExtension(normalizedExtension);
  actions.createFieldExtension(galleryShownOnExtension);
  actions.createTypes(siteTypeDefs(COMPUTED_FIELDS));
  actions.createTypes(venueTypeDefs);
  actions.createTypes(LOCALE_TYPE_DEFS);
};
