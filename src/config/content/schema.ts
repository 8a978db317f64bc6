/**
 * Typed schemas of the content files in data/. Like site.yaml's schema, they
 * are the single description of each file: the TypeScript types and the
 * build-time validation come from them. The texts these files point at live
 * in src/locales; the cross-checks (./cross-checks.ts) make sure they exist.
 */
import { z } from 'zod';

import { EXTERNAL_LINK_NAMES } from '../constants';
import { FORMATS, formattedString } from '../schema';

const id = formattedString(FORMATS.slug);
const path = formattedString(FORMATS.path);
const translationKey = formattedString(FORMATS.translationKey);

/** The name of a fact shown on a catalog item: a key of catalog.json → specs. */
const specName = formattedString({
  pattern: /^[a-z][a-zA-Z]*$/,
  problem: 'is not the name of a spec',
  fix: 'Use one word in camelCase from catalog.json → specs, e.g. power or pixelPitch.',
  description: 'A spec name from catalog.json → specs.',
});

/** A picture in data/, e.g. images/services/music.jpg. */
const imagePath = z
  .string()
  .refine((value) => /^images\/[a-z0-9/_-]+\.(?:jpe?g|png|webp)$/.test(value), {
    error: (issue) => `${JSON.stringify(issue.input)} is not a picture in data/images/`,
    params: {
      fix: 'Write the path from data/, e.g. images/services/music.jpg (a .jpg, .png or .webp file in lowercase).',
    },
  });

/** A page of the site, optionally with a #section of it: /corporate-events/#retail. */
const pathWithSection = z.string().refine(
  (value) => {
    const [pagePath = '', section, ...rest] = value.split('#');
    return (
      rest.length === 0 &&
      FORMATS.path.pattern.test(pagePath) &&
      (section === undefined || FORMATS.slug.pattern.test(section))
    );
  },
  {
    error: (issue) => `${JSON.stringify(issue.input)} is not a page of this site`,
    params: {
      fix: 'Write a page path from site.yaml such as /private-events/, optionally followed by #section, e.g. /corporate-events/#retail.',
    },
  },
);

export const serviceSchema = z.strictObject({
  id,
  path: path.optional(),
  link: z.enum(EXTERNAL_LINK_NAMES).optional(),
  label: translationKey,
  image: imagePath,
  related: z.array(id).optional(),
  sections: z.array(id).optional(),
});

export const servicesFileSchema = z.strictObject({
  services: z.array(serviceSchema).min(1),
});

export const homeFileSchema = z.strictObject({
  heroImage: imagePath,
  audiences: z.array(z.strictObject({ id, to: pathWithSection })).min(1),
  corporate: z.strictObject({
    image: imagePath,
    services: z.array(id).min(1),
  }),
});

const venueExtrasSchema = z.strictObject({
  image: imagePath,
  services: z.array(id).min(1),
});

export const venuesFileSchema = z.strictObject({
  default: venueExtrasSchema,
  venues: z.array(venueExtrasSchema.extend({ slug: id })),
});

export const catalogFileSchema = z.strictObject({
  categories: z.array(id).min(1),
  items: z
    .array(
      z.strictObject({
        id,
        category: id,
        image: imagePath,
        specs: z.array(specName),
      }),
    )
    .min(1),
});

export type ServiceEntry = z.infer<typeof serviceSchema>;
export type ServicesFile = z.infer<typeof servicesFileSchema>;
export type HomeFile = z.infer<typeof homeFileSchema>;
export type VenuesFile = z.infer<typeof venuesFileSchema>;
export type CatalogFile = z.infer<typeof catalogFileSchema>;
