import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/use-translation';
import { DirectContact } from '../components/Contact/DirectContact';
import { Steps } from '../components/Steps/Steps';
import { Layout } from '../components/Layout/Layout';
import { LocalizedLink } from '../components/Link/LocalizedLink';
import { PageIntro } from '../components/PageIntro/PageIntro';
import { useSiteConfig } from '../hooks/use-site-config';
import type { LocalesData } from '../i18n/locale-data';
import type { PageContext } from '../config/page-context';
import * as styles from '../components/Contact/Contact.module.css';

export { PageHead as Head } from '../components/Seo/PageHead';

const NEXT_STEPS = ['read', 'reply', 'plan'] as const;

/**
 * The page shown after an inquiry is sent: it confirms, repeats the reply
 * promise, says what happens next and offers the phone and email.
 */
export default function ThankYouTemplate({ pageContext }: PageProps<LocalesData, PageContext>) {
  const { t } = useTranslation(pageContext.contentNamespace);
  const site = useSiteConfig();
  const hours = String(site.business.responseTimeHours);
  const services = site.routes.find((route) => route.kind === 'services')?.path;
  return (
    <Layout>
      <PageIntro namespace={pageContext.contentNamespace} values={{ hours }} />

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
  query ThankYouPage($localeIds: [String!]!) {
    locales: allLocale(filter: { id: { in: $localeIds } }, sort: [{ ns: ASC }, { language: ASC }]) {
      ...PageLocales
    }
  }
`;
