import { graphql } from 'gatsby';
import { useTranslation } from '../../i18n/use-translation';
import { usePageLanguage } from '../../i18n/use-page-language';
import { ExternalLink } from '../Link/ExternalLink';
import { Section } from '../Section/Section';
import type { ReviewData } from '../../config/content/reviews';
import * as styles from './Reviews.module.css';

const MAX_STARS = 5;

interface ReviewsProps {
  /** The reviews this page shows, in order (see reviewsFor). */
  reviews: readonly ReviewData[];
  /** The quotes translated into the page's language, by review id (see quoteTranslations). */
  translations?: Readonly<Record<string, string>>;
}

/** 2024-06-15 → "June 15, 2024" / "15 de junio de 2024" / "15 giugno 2024". */
export function reviewDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Five stars drawn for the eye; the rating itself is said in words. */
function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <p className={styles.stars}>
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        <span className={styles.emptyStars}>{'☆'.repeat(MAX_STARS - rating)}</span>
      </span>
      <span className="visually-hidden">{t('common:reviews.rating', { count: rating })}</span>
    </p>
  );
}

/** Blank lines in a quote part its paragraphs, as the reviewer wrote them. */
function paragraphsOf(quote: string): string[] {
  return quote
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function Review({ review, translation }: { review: ReviewData; translation?: string }) {
  const { t, i18n } = useTranslation();
  const page = usePageLanguage();
  const original = review.language ?? page.defaultLanguage;
  const inPageLanguage = original === page.language;
  const shown = inPageLanguage || translation === undefined ? review.quote : translation;
  const translated = !inPageLanguage && translation !== undefined;
  return (
    <figure className={styles.review}>
      {review.rating !== null && <Stars rating={review.rating} />}
      <blockquote
        className={styles.quote}
        cite={review.link}
        {...(inPageLanguage || translated ? {} : { lang: original })}
      >
        {paragraphsOf(shown).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </blockquote>
      {translated && (
        <p className={styles.note}>
          {t(`common:reviews.translatedFrom.${original}`, {
            defaultValue: t('common:reviews.translated'),
          })}
        </p>
      )}
      <figcaption className={styles.caption}>
        <span className={styles.name}>{review.name}</span>
        <span className={styles.details}>
          {t(`contact:eventTypes.${review.event}`, { defaultValue: '' })}
          {' · '}
          <time dateTime={review.date}>{reviewDate(review.date, i18n.locale)}</time>
        </span>
        <ExternalLink href={review.link} className={styles.source}>
          {t('common:reviews.readOn', { source: review.source })}
        </ExternalLink>
      </figcaption>
    </figure>
  );
}

/**
 * Real reviews, each with the link to where it was posted. Nothing at all,
 * not even the heading, when the page has none to show.
 */
export function Reviews({ reviews, translations = {} }: ReviewsProps) {
  const { t } = useTranslation();
  if (reviews.length === 0) return null;
  return (
    <Section heading={t('common:reviews.heading')}>
      <ul className={styles.list}>
        {reviews.map((review) => (
          <li key={review.id}>
            <Review review={review} translation={translations[review.id]} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** @public */
export const reviewCardFragment = graphql`
  fragment ReviewCard on ContentReview {
    id
    name
    event
    date
    rating
    source
    link
    language
    quote
    services
    venue
  }
`;
