import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/use-translation';
import { ContactFacts, OtherWaysToStart } from '../components/Contact/ContactFacts';
import { DirectContact } from '../components/Contact/DirectContact';
import { StylesheetsAfterFirstScreen } from '../components/FirstScreen/StylesheetsAfterFirstScreen';
import { Steps } from '../components/Steps/Steps';
import type { FormSettings } from '../components/ContactForm/ContactForm';
import { EventInquiryForm } from '../components/ContactForm/EventInquiryForm';
import { QuickQuestionForm } from '../components/ContactForm/QuickQuestionForm';
import { Layout } from '../components/Layout/Layout';
import { PageIntro } from '../components/PageIntro/PageIntro';
import { sourced } from '../config/graphql/sourced';
import { useSiteConfig } from '../hooks/use-site-config';
import type { LocalesData } from '../i18n/locale-data';
import { localizedPath } from '../i18n/paths';
import { INQUIRY_ANCHOR } from '../lib/forms/prefill';
import { serviceLabelKeys } from '../lib/forms/services';
import type { FormProvider } from '../lib/forms/submit';
import type { PageContext } from '../config/page-context';
import * as styles from '../components/Contact/Contact.module.css';

export { PageHead as Head } from '../components/Seo/PageHead';

// The translation files keep their own type (LocalesData) until the Locale node declares its fields.
type ContactData = LocalesData & Omit<Queries.ContactPageQuery, 'locales'>;
type ContactSite = NonNullable<Queries.ContactPageQuery['siteYaml']>;

const STEPS = ['package', 'deposit', 'plan', 'execute'] as const;

function providerOf(forms: ContactSite['forms']): FormProvider {
  // site.yaml's checks guarantee an endpoint when the provider is "endpoint".
  return forms.provider === 'endpoint' && forms.endpoint
    ? { provider: 'endpoint', endpoint: forms.endpoint }
    : { provider: 'netlify' };
}

/**
 * The contact page: the reply promise, then the page's own forms at once
 * (the detailed inquiry, with the quick question, the phone and email and
 * the outside ways to start beside it), then how it works. Links that ask
 * about something land at the inquiry (#inquiry).
 */
export default function ContactTemplate({
  data,
  pageContext,
  location,
}: PageProps<ContactData, PageContext>) {
  const { t } = useTranslation('contact');
  const site = useSiteConfig();
  const { forms } = sourced(data.siteYaml, 'site.yaml');
  const thankYou = site.routes.find((route) => route.kind === 'thank-you')?.path ?? '/';
  const settings: FormSettings = {
    provider: providerOf(forms),
    language: pageContext.language,
    pagePath: pageContext.i18n.path,
    successPath: localizedPath(thankYou, pageContext.language, pageContext.defaultLanguage),
    email: site.business.email,
    analytics: pageContext.analyticsService,
  };

  return (
    <Layout>
      <PageIntro
        namespace={pageContext.contentNamespace}
        values={{ hours: String(site.business.responseTimeHours) }}
        className={styles.intro}
      >
        <ContactFacts />
      </PageIntro>
      {/* The first paint shows the header and the reply promise; the forms follow with the linked stylesheets. */}
      <StylesheetsAfterFirstScreen />

      <div className={styles.layout}>
        <section id={INQUIRY_ANCHOR} aria-labelledby="inquiry-heading" className={styles.panel}>
          <h2 id="inquiry-heading" className={styles.panelHeading}>
            {t('contact:inquiry.heading')}
          </h2>
          <p className={styles.panelIntro}>{t('contact:inquiry.intro')}</p>
          <EventInquiryForm
            settings={settings}
            eventTypes={forms.eventTypes}
            referralSources={forms.referralSources}
            serviceLabels={serviceLabelKeys(
              sourced(data.servicesYaml, 'data/services.yaml').services,
            )}
            search={location.search}
            labelledBy="inquiry-heading"
          />
        </section>

        <div className={styles.side}>
          <section aria-labelledby="quick-heading" className={styles.panel}>
            <h2 id="quick-heading" className={styles.panelHeading}>
              {t('contact:quick.heading')}
            </h2>
            <p className={styles.panelIntro}>{t('contact:quick.intro')}</p>
            <QuickQuestionForm settings={settings} labelledBy="quick-heading" />
          </section>
          <section aria-labelledby="direct-heading" className={styles.panel}>
            <h2 id="direct-heading" className={styles.panelHeading}>
              {t('contact:direct.heading')}
            </h2>
            <p className={styles.panelIntro}>{t('contact:direct.text')}</p>
            <DirectContact keyPrefix="contact:direct" />
          </section>
          <section aria-labelledby="start-heading" className={styles.panel}>
            <h2 id="start-heading" className={styles.panelHeading}>
              {t('contact:actions.label')}
            </h2>
            <p className={styles.panelIntro}>{t('contact:actions.text')}</p>
            <OtherWaysToStart labelledBy="start-heading" />
          </section>
        </div>
      </div>

      <section aria-labelledby="steps-heading" className={styles.stepsSection}>
        <h2 id="steps-heading">{t('contact:steps.heading')}</h2>
        <Steps
          steps={STEPS.map((step) => ({
            title: t(`contact:steps.${step}.title`),
            text: t(`contact:steps.${step}.text`),
          }))}
        />
      </section>
    </Layout>
  );
}

export const query = graphql`
  query ContactPage($localeIds: [String!]!) {
    locales: allLocale(filter: { id: { in: $localeIds } }, sort: [{ ns: ASC }, { language: ASC }]) {
      ...PageLocales
    }
    servicesYaml {
      services {
        id
        label
      }
    }
    siteYaml {
      forms {
        provider
        endpoint
        eventTypes
        referralSources
      }
    }
  }
`;
