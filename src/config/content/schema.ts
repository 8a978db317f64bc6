/**
 * Typed schemas of the content files in data/. Like site.yaml's schema, they
 * are the single description of each file: the TypeScript types and the
 * build-time validation come from them. The texts these files point at live
 * in src/locales; the cross-checks (./cross-checks.ts) make sure they exist.
 */
import { z } from 'zod';

import { graphqlDate, graphqlType } from '../graphql/hints';
import { EXTERNAL_LINK_LABELS, externalLinkName, FORMATS, formattedString } from '../schema';
import { measurementsSchema } from './measurement-schema';
import { PICTURE_RULES, pictureNeeded, type PictureRule } from './pictures';
import { venueFactsShape } from './venue-facts';

const id = formattedString(FORMATS.slug);
const path = formattedString(FORMATS.path);
const translationKey = formattedString(FORMATS.translationKey);

/** The name of a fact shown on a catalog item: a key of catalog.json → specs. */
const specName = formattedString({
  pattern: /^[a-z][a-zA-Z]*$/,
  problem: 'is not the name of a spec',
  fix: 'Use one word in camelCase from catalog.json → specs, e.g. power or pixelPitch.',
  description: 'A spec name from catalog.json → specs.',
  hint: 'The name of a spec, as the rental catalog’s texts list them (Texts).',
  rule: 'Use the name of one of the specs the rental catalog’s texts list, e.g. power.',
});

const IMAGE_PATH = /^images\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.(?:jpe?g|png|webp)$/;

/**
 * A picture in data/, e.g. images/services/music.jpg, and what it must be:
 * its rule travels in the schema's metadata to the editor and the checks.
 */
function picture(rule: PictureRule, title: string) {
  return z
    .string()
    .refine((value) => IMAGE_PATH.test(value), {
      error: (issue) => `${JSON.stringify(issue.input)} is not a picture in data/images/`,
      params: {
        fix: 'Write the path from data/, e.g. images/services/music.jpg (a .jpg, .png or .webp file in lowercase).',
        editorProblem: 'is not one of the site’s pictures.',
        editorFix: 'Choose a photo with the field’s button, or upload one there.',
      },
    })
    .meta({
      title,
      description: `A photo: ${pictureNeeded(rule)}, as JPEG, PNG or WebP.`,
      picture: rule,
    });
}

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
      editorFix:
        'Write the address of one of the site’s pages, as the browser shows it after the site’s name, e.g. /private-events/, and #retail after it to lead to that section.',
    },
  },
);

/** A service, picked by its name in the editor (src/editor/widgets/pick.ts). */
const serviceId = id.meta({ title: 'Service', pick: 'services' });

const relatedServices = z.array(serviceId);

export const serviceSchema = graphqlType(
  'ContentService',
  z.strictObject({
    id: id.meta({
      title: 'Short name',
      description:
        'Short name used by the other content files and the contact form (/contact/?service=music).',
      hint: 'How the site knows this service (its texts, the contact form): written once, never changed.',
    }),
    path: path.optional().meta({
      title: 'Its page',
      description: 'A page of layout "service" in the site settings, e.g. /music/.',
    }),
    link: externalLinkName.optional().meta({
      title: 'Or an outside website',
      description: 'Instead of a page: one of the links to other websites.',
      optionLabels: EXTERNAL_LINK_LABELS,
    }),
    label: translationKey.meta({
      title: 'Name',
      description: 'Its name in menus and forms, e.g. common:nav.music.',
      hint: 'Its name in the menus and the contact form, in each language: one of the texts of the menus (Texts → Menus and footer).',
      pick: 'menuTexts',
    }),
    image: picture(PICTURE_RULES.service, 'Picture'),
    related: relatedServices.optional().meta({
      title: 'Related services',
      description: 'Ids of other services suggested at the bottom of its page.',
      hint: 'Other services suggested at the bottom of its page, picked from Page content → Services.',
    }),
    sections: z
      .array(id.meta({ title: 'Section' }))
      .optional()
      .meta({
        title: 'Sections with their own address',
        description:
          'Extra sections of its page, e.g. retail for /corporate-events/#retail. Their texts are in the page’s translation file under sections.',
      }),
  }),
).meta({ title: 'Service' });

export const servicesFileSchema = z
  .strictObject({
    services: z.array(serviceSchema).min(1).meta({
      title: 'Services',
      description:
        'The cards on the home and services pages, in this order. Their texts are in services.json under cards.<id>.',
      hint: 'The cards on the home and services pages, in this order. Their texts are in Texts, on the services page’s screen.',
    }),
  })
  .meta({ title: 'Services', description: 'data/services.yaml' });

export const homeFileSchema = z
  .strictObject({
    heroImage: picture(PICTURE_RULES.homeHero, 'Headline picture'),
    audiences: z
      .array(
        graphqlType(
          'ContentAudience',
          z.strictObject({
            id: id.meta({
              title: 'Short name',
              description: 'Its texts are in home.json under audiences.<id>.',
              hint: 'How the site finds its texts (Texts → Home page): written once, never changed.',
            }),
            to: pathWithSection.meta({
              title: 'Leads to',
              description:
                'A page of this site, optionally with #section: /corporate-events/#retail',
            }),
          }),
        ).meta({ title: 'Audience card' }),
      )
      .min(1)
      .meta({
        title: 'Kinds of clients',
        description: 'The cards under the headline.',
        entryTitle: "home:audiences.{{fields.id | default('New audience card')}}.title",
      }),
    corporate: graphqlType(
      'ContentHomeCorporate',
      z.strictObject({
        image: picture(PICTURE_RULES.home, 'Picture'),
        services: z.array(serviceId).min(1).meta({
          title: 'Services it shows',
          description: 'Ids from Services.',
          hint: 'Picked from Page content → Services.',
        }),
      }),
    ).meta({ title: 'Corporate events block' }),
  })
  .meta({ title: 'Home page', description: 'data/home.yaml' });

const venueServices = z.array(serviceId).min(1).meta({
  title: 'Services shown',
  description: 'What we provide there: ids from Services.',
  hint: 'What we provide there, picked from Page content → Services.',
});

export const venuesFileSchema = z
  .strictObject({
    // The default and each venue share one GraphQL type, so pages read either the same way.
    default: graphqlType(
      'ContentVenueExtras',
      z.strictObject({
        image: picture(PICTURE_RULES.venue, 'Picture'),
        services: venueServices,
      }),
    ).meta({
      title: 'For venues without an entry',
      description: 'The picture and services of a venue page that has no entry below.',
    }),
    venues: z
      .array(
        graphqlType(
          'ContentVenueExtras',
          z.strictObject({
            slug: id.meta({
              title: 'Venue',
              description: 'The venue’s name in the address, as in Preferred venues.',
            }),
            image: picture(PICTURE_RULES.venue, 'Picture'),
            services: venueServices,
            // Facts for planners, each optional (./venue-facts.ts).
            ...venueFactsShape,
          }),
        ).meta({ title: 'Venue page' }),
      )
      .meta({
        title: 'Venue pages',
        description:
          'The picture, services and facts for planners of each venue page. The venues themselves are listed under Preferred venues; their texts in venue-list.json under details.<slug>.',
      }),
  })
  .meta({ title: 'Venue pages', description: 'data/venues.yaml' });

export const catalogFileSchema = z
  .strictObject({
    categories: z
      .array(id.meta({ title: 'Category' }))
      .min(1)
      .meta({
        title: 'Categories',
        entryTitle: "catalog:categories.{{fields.item | default('New category')}}",
        description:
          'The filter buttons, in order. Their names are in catalog.json under categories.',
        hint: 'The filter buttons, in order. Their names are in Texts, on the rental catalog’s screen.',
      }),
    items: z
      .array(
        graphqlType(
          'ContentCatalogItem',
          z.strictObject({
            id: id.meta({
              title: 'Short name',
              description:
                'Short name, also used by the contact form (/contact/?item=<id>). Its texts are in catalog-items.json under <id>.',
              hint: 'How the site knows this item (its texts, the contact form): written once, never changed.',
            }),
            category: id.meta({
              title: 'Category',
              pick: 'catalogCategories',
              hint: 'Its filter button on the catalog page: one of the categories above.',
            }),
            image: picture(PICTURE_RULES.catalogItem, 'Picture'),
            specs: z
              .array(
                specName.meta({
                  title: 'Spec',
                  pick: 'catalogSpecs',
                  hint: 'Picked by the name the catalog page shows for it.',
                }),
              )
              .meta({
                title: 'Specs shown',
                pickInOrder: true,
                description: 'The key facts shown, in order: names from catalog.json → specs.',
                hint: 'The facts shown, in order, by the names the rental catalog’s texts give them.',
              }),
            measurements: measurementsSchema(specName).optional(),
          }),
        ).meta({ title: 'Rental item' }),
      )
      .min(1)
      .meta({ title: 'Items' }),
  })
  .meta({ title: 'Rental catalog', description: 'data/catalog.yaml' });

/** When an event took place: 2025-06 (year and month; no day, as owners rarely know it). */
const yearMonth = formattedString({
  pattern: /^\d{4}-(?:0[1-9]|1[0-2])$/,
  problem: 'is not a year and month',
  fix: 'Write the year, a dash and the month in two digits, in quotes, e.g. "2025-06" for June 2025.',
  description: 'Year and month, e.g. 2025-06.',
});

export const galleryPictureSchema = graphqlType(
  'ContentGalleryPicture',
  z.strictObject({
    id: id.meta({
      title: 'Id',
      description:
        'Short name of the picture. Its caption and description are in gallery.json under <id>.',
    }),
    image: picture(PICTURE_RULES.gallery, 'Picture'),
    services: z
      .array(id.meta({ title: 'Service', pick: 'servicesWithPage' }))
      .optional()
      .meta({
        title: 'Services it shows',
        description: 'Ids from Services: the picture shows on each of their pages.',
        hint: 'Picked from Page content → Services: the picture shows on each of their pages.',
      }),
    venue: id.optional().meta({
      pick: 'venues',
      title: 'Venue',
      description:
        'The venue’s name in the address, as in Preferred venues: the picture shows on its page.',
      hint: 'Picked from Page content → Venues: the picture shows on its page.',
    }),
    date: yearMonth.optional().meta({
      title: 'When',
      description: 'Year and month of the event, e.g. 2025-06 (optional).',
    }),
  }),
).meta({ title: 'Picture' });

export const galleryFileSchema = z
  .strictObject({
    pictures: z.array(galleryPictureSchema).meta({
      title: 'Pictures',
      description:
        'Photos of real events, in the order they show. Each shows on the pages of its services and its venue.',
    }),
  })
  .meta({ title: 'Event gallery', description: 'data/gallery.yaml' });

export type ServicesFile = z.infer<typeof servicesFileSchema>;
export type HomeFile = z.infer<typeof homeFileSchema>;
export type VenuesFile = z.infer<typeof venuesFileSchema>;
export type CatalogFile = z.infer<typeof catalogFileSchema>;
export type GalleryFile = z.infer<typeof galleryFileSchema>;
export type GalleryPicture = z.infer<typeof galleryPictureSchema>;

// ── data/reviews.yaml ───────────────────────────────────────────────────────

const REVIEW_DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/**
 * A review's date, YYYY-MM-DD. YAML readers differ on unquoted dates (some
 * make them dates, some keep the text), so both are accepted and kept as text.
 */
const reviewDate = graphqlDate(
  'YYYY-MM-DD',
  z.preprocess(
    (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    z.string().refine((value) => REVIEW_DATE.test(value), {
      error: (issue) => `${JSON.stringify(issue.input)} is not a date written YYYY-MM-DD`,
      params: { fix: 'Write the day the review was posted as year-month-day, e.g. 2024-06-15.' },
    }),
  ),
).meta({
  title: 'Date',
  description: 'The day the review was posted, as year-month-day: 2024-06-15.',
  date: true,
  pattern: REVIEW_DATE.source,
  patternErrorMessage: 'Write the day the review was posted as year-month-day, e.g. 2024-06-15.',
});

const reviewLink = formattedString({
  pattern: /^https:\/\/[^\s/$.?#][^\s]*$/,
  problem: 'is not a secure web address',
  fix: 'Copy the address of the review itself from the site it was posted on, starting with https://',
  description: 'The https:// address of the review on the site it was posted on.',
});

export const reviewSchema = graphqlType(
  'ContentReview',
  z.strictObject({
    id: id.meta({
      title: 'Id',
      description:
        'A short name for this review, e.g. maria-wedding-2024. Its translations are in reviews.json under <id>.quote.',
    }),
    name: z.string().trim().min(1).meta({
      title: 'Name',
      description: 'As the reviewer signed, e.g. Maria S.',
    }),
    event: id.meta({
      pick: 'eventTypes',
      title: 'Kind of event',
      description:
        'One of the types of event of the contact form (site settings → Contact forms), e.g. wedding.',
      hint: 'Picked from the types of event the contact form offers (Site settings → Contact forms).',
    }),
    date: reviewDate,
    rating: z
      .number()
      .int()
      .min(1)
      .max(5)
      .optional()
      .meta({ title: 'Stars', description: 'The stars the reviewer gave, 1 to 5 (optional).' }),
    source: z.string().trim().min(1).meta({
      title: 'Posted on',
      description: 'The site the review was posted on, e.g. Google, The Knot, WeddingWire.',
    }),
    link: reviewLink.meta({ title: 'Link to the review' }),
    language: formattedString(FORMATS.languageCode).optional().meta({
      pick: 'languages',
      title: 'Written in',
      description:
        'The language the reviewer wrote in: a language code of the site (en, es, it). Leave it out for the default language.',
      hint: 'The language the reviewer wrote in, when it is not the site’s main language; leave it empty otherwise.',
    }),
    quote: z.string().trim().min(1).meta({
      title: 'Quote',
      description: 'The reviewer’s own words, exactly as posted.',
      multiline: true,
    }),
    services: z.array(serviceId).optional().meta({
      title: 'Services it is about',
      description: 'Ids from Services: the review is also shown on their pages.',
      hint: 'Picked from Page content → Services: the review is also shown on their pages.',
    }),
    venue: id.optional().meta({
      pick: 'venues',
      title: 'Venue',
      description:
        'A venue slug from Preferred venues, if the event was there: the review is also shown on its page.',
      hint: 'Picked from Page content → Venues, if the event was there: the review is also shown on its page.',
    }),
  }),
).meta({ title: 'Review' });

export const reviewsFileSchema = z
  .strictObject({
    reviews: z.array(reviewSchema).meta({
      title: 'Reviews',
      description:
        'Real reviews clients posted, each with the link to it. Shown on the home page (newest first) and on the pages of the services and venue they name.',
    }),
  })
  .meta({ title: 'Reviews', description: 'data/reviews.yaml' });

export type ReviewEntry = z.infer<typeof reviewSchema>;
export type ReviewsFile = z.infer<typeof reviewsFileSchema>;
