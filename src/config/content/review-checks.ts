/**
 * Checks of data/reviews.yaml that need more than its shape: the kind of
 * event, the language, the services and the venue must be ones the site
 * knows, each id used once, and no review dated after today.
 */
import type { ConfigProblem, YamlPath } from '../problems';
import { duplicateIds, unknownId, type ContentContext } from './cross-checks';
import type { ReviewEntry, ReviewsFile } from './schema';

/** 2024-02-31 passes YYYY-MM-DD but is no day of the calendar. */
function isCalendarDay(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** Today as YYYY-MM-DD in UTC: ahead of the US, so a review posted there today is never "future". */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function dateProblems(review: ReviewEntry, path: YamlPath, today: string): ConfigProblem[] {
  if (!isCalendarDay(review.date)) {
    return [
      {
        path,
        problem: `${review.date} is not a day of the calendar.`,
        fix: 'Check the month and the day: write the day the review was posted, e.g. 2024-06-15.',
      },
    ];
  }
  if (review.date <= today) return [];
  return [
    {
      path,
      problem: `The review "${review.id}" is dated ${review.date}, after today (${today}).`,
      fix: 'Write the day the review was posted, as shown on the site it was posted on.',
      editorProblem: `This review is dated ${review.date}, after today (${today}).`,
    },
  ];
}

/** A language code is two letters: a near miss says nothing, the list does. */
function languageProblems(
  review: ReviewEntry,
  context: ContentContext,
  path: YamlPath,
): ConfigProblem[] {
  const codes = context.site.languages.supported.map((language) => language.code);
  if (review.language === undefined || codes.includes(review.language)) return [];
  return [
    {
      path,
      problem: `"${review.language}" is not a language of the site.`,
      fix: `Write the code of the language the reviewer wrote in, one of: ${codes.join(', ')} (site.yaml → languages). If it is none of them, leave the review out or ask a developer to add the language.`,
      editorProblem: `“${review.language}” is not a language of the site.`,
      editorFix:
        'Choose the language the reviewer wrote in. If the site has not got it, leave the review out or ask your developer to add the language.',
    },
  ];
}

function checkReview(
  review: ReviewEntry,
  index: number,
  context: ContentContext,
  today: string,
): ConfigProblem[] {
  const at = (...path: YamlPath): YamlPath => ['reviews', index, ...path];
  const { site } = context;
  const services = context.services && new Set(context.services.map((service) => service.id));
  return [
    ...unknownId(
      review.event,
      new Set(site.forms.eventTypes),
      at('event'),
      'a type of event of the contact form',
      'site.yaml → forms → eventTypes',
    ),
    ...dateProblems(review, at('date'), today),
    ...languageProblems(review, context, at('language')),
    ...(services
      ? (review.services ?? []).flatMap((service, serviceIndex) =>
          unknownId(
            service,
            services,
            at('services', serviceIndex),
            'a service',
            'data/services.yaml',
          ),
        )
      : []),
    ...(review.venue === undefined
      ? []
      : unknownId(
          review.venue,
          new Set(site.venues.map((venue) => venue.slug)),
          at('venue'),
          'a venue of the site',
          'site.yaml → venues',
        )),
  ];
}

/** The checks of data/reviews.yaml as of a given day (tests fix the day). */
export function checkReviewsFileOn(now: Date) {
  const today = isoDay(now);
  return (file: ReviewsFile, context: ContentContext): ConfigProblem[] => [
    ...duplicateIds(file.reviews, (index) => ['reviews', index, 'id'], 'review'),
    ...file.reviews.flatMap((review, index) => checkReview(review, index, context, today)),
  ];
}

export function checkReviewsFile(file: ReviewsFile, context: ContentContext): ConfigProblem[] {
  return checkReviewsFileOn(new Date())(file, context);
}
