/**
 * Fields computed from other nodes, so that each page asks for exactly what
 * it shows: one venue (venues/venue-fields.ts), and the translation
 * branches of what it shows (locale-branches-field.ts).
 */
import type { GatsbyNode } from 'gatsby';
import { localeBranchesResolvers } from './locale-branches-field';
import { venueResolvers } from './venues/venue-fields';

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: add }) => {
  add(venueResolvers);
  add(localeBranchesResolvers);
};
