/**
 * The facts a planner looks for on a venue page, all optional: how many
 * guests it holds, whether its spaces are indoors or outdoors, and how many
 * events we have produced there. They describe real places, so the shipped
 * data/venues.yaml carries none: the owner adds what they know.
 */
import { z } from 'zod';
import { graphqlType } from '../graphql/hints';

/** Where a venue's spaces are; a venue may have both. */
export const VENUE_SPACES = ['indoor', 'outdoor'] as const;

/**
 * A count that means nothing at 0 or below (guests, events), with a fix in
 * words. `minimum` tells the editor's number field to start at 1.
 */
function countOf(what: string, example: string, whenNone: string) {
  return z
    .number()
    .int()
    .refine((value) => value > 0, {
      error: (issue) => `${String(issue.input)} is not a number of ${what}`,
      params: {
        fix: `Write a number greater than 0, e.g. ${example}, or ${whenNone}.`,
        editorFix: 'Write a number greater than 0, or leave the field empty if you do not know it.',
      },
    })
    .meta({ minimum: 1 });
}

const guests = (kind: 'seated' | 'standing', example: number) =>
  countOf('guests', `${kind}: ${example}`, `delete "${kind}" if you do not know it`).meta({
    title: kind === 'seated' ? 'Seated guests' : 'Standing guests',
    description:
      kind === 'seated'
        ? 'How many guests it holds seated, e.g. at dinner tables.'
        : 'How many guests it holds standing, e.g. at a cocktail party.',
  });

export const venueCapacitySchema = graphqlType(
  'ContentVenueCapacity',
  z
    .strictObject({
      seated: guests('seated', 250).optional(),
      standing: guests('standing', 400).optional(),
    })
    // A capacity says at least one of the two; seated may exceed standing (a lawn, a tent).
    .refine((capacity) => capacity.seated !== undefined || capacity.standing !== undefined, {
      error: 'The capacity gives no number of guests',
      // A misspelt "seatd" is reported as such, not also as a missing number.
      when: (payload) => payload.issues.length === 0,
      params: {
        fix: 'Write seated, standing or both, e.g. capacity: { seated: 250, standing: 400 }, or delete the capacity line.',
        editorFix: 'Write how many guests it holds seated, standing or both.',
      },
    }),
).meta({
  title: 'Capacity',
  description: 'The most guests it holds: seated, standing or both. Shown as “Up to …”.',
});

export const venueSpacesSchema = z
  .array(
    graphqlType('VenueSpace', z.enum(VENUE_SPACES)).meta({
      title: 'Space',
      description: 'indoor or outdoor.',
      optionLabels: { indoor: 'Indoor', outdoor: 'Outdoor' } satisfies Record<
        (typeof VENUE_SPACES)[number],
        string
      >,
    }),
  )
  .min(1)
  .refine((spaces) => new Set(spaces).size === spaces.length, {
    error: 'The same kind of space is listed twice',
    params: {
      fix: 'List each once: [indoor], [outdoor] or [indoor, outdoor].',
      editorFix: 'Pick indoor, outdoor or both, each once.',
    },
  })
  .meta({
    title: 'Indoor or outdoor',
    description: 'Where events take place there: [indoor], [outdoor] or [indoor, outdoor].',
    hint: 'Where events take place there: indoors, outdoors, or both.',
  });

export const eventsProducedSchema = countOf(
  'events',
  'eventsProduced: 40',
  'delete the line if we have not worked there yet',
).meta({
  title: 'Events we produced there',
  description:
    'How many events we have produced at this venue, e.g. 40. What we did there is told in venue-list.json → details.<slug>.ourWork.',
  hint: 'How many events we have produced at this venue, e.g. 40. What we did there is told in its texts, below.',
});

/** The optional facts of a venue's entry in data/venues.yaml. */
export const venueFactsShape = {
  capacity: venueCapacitySchema.optional(),
  spaces: venueSpacesSchema.optional(),
  eventsProduced: eventsProducedSchema.optional(),
};
