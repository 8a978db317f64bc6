/**
 * Fields computed from other nodes, so that each page asks for exactly what
 * it shows: one venue (venues/venue-fields.ts), and the translation
 * branches of what it shows (locale-branches-field.ts); and, for GraphiQL,
 * each translation file's texts as key/value entries (locale-schema.ts).
 */
import type { GatsbyNode } from 'gatsby';
import { localeBranchesResolvers } from './locale-branches-field';
import { localeResolvers } from './locale-schema';
import { venueResolvers } from './venues/venue-fields';

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: add }) => {
  add(venueResolvers);
  add(localeBranchesResolvers);
  add(localeResolvers);
};
