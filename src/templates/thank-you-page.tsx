import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/use-translation';
import { DirectContact } from '../components/Contact/DirectContact';
import { Steps } from '../components/Steps/Steps';
import { Layout } from '../components/Layout/Layout';
import { LocalizedLink } from '../components/Link/LocalizedLink';
import { PageIntro } from '../components/PageIntro/PageIntro';
import { quoteTranslations, reviewsFor } from '../config/content/reviews';
import { BookACall } from '../components/ThankYou/BookACall';
import { Proof } from '../components/ThankYou/Proof';
import { SentSummary } from '../components/ThankYou/SentSummary';
import { useSiteConfig } from '../hooks/use-site-config';
import type { LocalesData } from '../i18n/locale-data';
import type { PageContext } from '../config/page-context';
import * as styles from '../components/Contact/Contact.module.css';

export { PageHead as Head } from '../components/Seo/PageHead';

// The translation files keep their own type (LocalesData), as on every page.
type ThankYouData = LocalesData & Omit<Queries.ThankYouPageQuery, 'locales'>;

const NEXT_STEPS = ['read', 'reply', 'plan'] as const;

/** How many of the newest reviews the page repeats. */
const REVIEWS_SHOWN = 3;

/**
 * The page shown after an inquiry is sent: it confirms and repeats the
 * reply promise, offers to book a call now, repeats what was sent (the
 * event list included), shows the owner's proof (numbers and real
 * reviews), says what happens next and offers the phone and email.
 */
export default function ThankYouTemplate({
  data,
  pageContext,
}: PageProps<ThankYouData, PageContext>) {
  const { t } = useTranslation(pageContext.contentNamespace);
  const site = useSiteConfig();
  const hours = String(site.business.responseTimeHours);
  const services = site.routes.find((route) => route.kind === 'services')?.path;
  const reviews = reviewsFor(data.reviewsYaml?.reviews ?? [], { home: true }).slice(
    0,
    REVIEWS_SHOWN,
  );
  return (
    <Layout>
      <PageIntro namespace={pageContext.contentNamespace} values={{ hours }}>
        <BookACall />
      </PageIntro>

      <SentSummary />

      <Proof
        stats={site.business.stats}
        sources={data.siteYaml?.business.statSources ?? null}
        reviews={reviews}
        translations={quoteTranslations(data, pageContext.language)}
      />

      <section aria-labelledby="next-heading" className={styles.nextSection}>
        <h2 id="next-heading">{t('thank-you:next.heading')}</h2>
        <Steps
          steps={NEXT_STEPS.map((step) => ({
            title: t(`thank-you:next.${step}.title`, { hours }),
            text: t(`thank-you:next.${step}.text`),
          }))}
        />
      </section>

      <section aria-labelledby="reach-heading" className={`${styles.panel} ${styles.reach}`}>
        <h2 id="reach-heading" className={styles.panelHeading}>
          {t('thank-you:reach.heading')}
        </h2>
        <p className={styles.panelIntro}>{t('thank-you:reach.text')}</p>
        <DirectContact keyPrefix="thank-you:reach" />
      </section>

      {services && (
        <p className={styles.explore}>
          <LocalizedLink to={services}>{t('thank-you:explore')}</LocalizedLink>
        </p>
      )}
    </Layout>
  );
}

export const query = graphql`
  query ThankYouPage($localeIds: [String!]!, $localeBranches: [String!]) {
    locales: allLocale(filter: { id: { in: $localeIds } }, sort: [{ ns: ASC }, { language: ASC }]) {
      ...PageLocalesInBranches
    }
    reviewsYaml {
      reviews {
        ...ReviewCard
      }
    }
    siteYaml {
      business {
        statSources {
          yearsInBusiness {
            source
            link
          }
          eventsProduced {
            source
            link
          }
          starRating {
            source
            link
          }
        }
      }
    }
  }
`;
