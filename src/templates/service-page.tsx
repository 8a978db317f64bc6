import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/use-translation';
import { PageBreadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { ServiceGrid } from '../components/Cards/ServiceCard';
import { servicesByIds } from '../components/Cards/service-data';
import { ContactActions, CtaBand } from '../components/CtaBand/CtaBand';
import { Faq } from '../components/Faq/Faq';
import { FeatureGrid } from '../components/FeatureGrid/FeatureGrid';
import { Gallery } from '../components/Gallery/Gallery';
import { Layout } from '../components/Layout/Layout';
import { PageHero, PageHeroPreload } from '../components/PageHero/PageHero';
import { Section } from '../components/Section/Section';
import { Reviews } from '../components/Reviews/Reviews';
import { quoteTranslations, reviewsFor, type ReviewData } from '../config/content/reviews';
import { PageHead } from '../components/Seo/PageHead';
import { reviewNodes } from '../components/Seo/review-structured-data';
import { Steps } from '../components/Steps/Steps';
import { TagList } from '../components/TagList/TagList';
import { useSiteConfig } from '../hooks/use-site-config';
import type { LocalesData } from '../i18n/locale-data';
import { listAt, textsAt, type Question, type TitledText } from '../i18n/structured';
import { sourced } from '../config/graphql/sourced';
import type { PageContext } from '../config/page-context';

// The translation files keep their own type (LocalesData), as on every page.
type ServicePageData = LocalesData & Omit<Queries.ServicePageQuery, 'locales'>;

/** The reviews about this page's service (data/reviews.yaml → services). */
function serviceReviews(data: ServicePageData, serviceId: string | undefined): ReviewData[] {
  return serviceId ? reviewsFor(data.reviewsYaml?.reviews ?? [], { service: serviceId }) : [];
}

/**
 * One service page (music, lighting, …). Its texts come from the translation
 * file named by its route; its picture, related services and extra sections
 * from its entry in data/services.yaml.
 */
export default function ServiceTemplate({
  data,
  pageContext,
}: PageProps<ServicePageData, PageContext>) {
  const { t } = useTranslation();
  const ns = pageContext.contentNamespace;
  const { services } = sourced(data.servicesYaml, 'data/services.yaml');
  const service = services.find((entry) => entry.id === pageContext.serviceId);
  const contactQuery = service ? `?service=${service.id}` : '';
  return (
    <Layout>
      <PageHero
        namespace={ns}
        breadcrumbs={<PageBreadcrumbs pageContext={pageContext} />}
        image={data.heroImage}
        imageAlt={service ? t(`services:cards.${service.id}.imageAlt`) : ''}
      >
        <ContactActions contactQuery={contactQuery} />
      </PageHero>

      <Section heading={t(`${ns}:offer.heading`)}>
        <FeatureGrid features={listAt<TitledText>(t, `${ns}:offer.items`, ['title', 'text'])} />
      </Section>

      <Section heading={t(`${ns}:events.heading`)} layout="split">
        <TagList items={textsAt(t, `${ns}:events.items`)} />
      </Section>

      {(service?.sections ?? []).map((section) => (
        <Section
          key={section}
          id={section}
          heading={t(`${ns}:sections.${section}.heading`)}
          intro={t(`${ns}:sections.${section}.text`)}
          layout="split"
        >
          <TagList items={textsAt(t, `${ns}:sections.${section}.points`)} />
        </Section>
      ))}

      <Gallery pictures={data.galleryYaml?.shownOn ?? null} />

      <Section heading={t(`${ns}:steps.heading`)}>
        <Steps steps={listAt<TitledText>(t, `${ns}:steps.items`, ['title', 'text'])} />
      </Section>

      <Section heading={t(`${ns}:faq.heading`)} layout="split">
        <Faq questions={listAt<Question>(t, `${ns}:faq.items`, ['question', 'answer'])} />
      </Section>

      <Reviews
        reviews={serviceReviews(data, pageContext.serviceId)}
        translations={quoteTranslations(data, pageContext.language)}
      />

      {service?.related && (
        <Section heading={t('services:related.heading')}>
          <ServiceGrid services={servicesByIds(services, service.related)} />
        </Section>
      )}

      <CtaBand
        heading={t(`${ns}:cta.heading`)}
        text={t(`${ns}:cta.text`)}
        contactQuery={contactQuery}
      />
    </Layout>
  );
}

export function Head(props: HeadProps<ServicePageData, PageContext>) {
  const { siteUrl } = useSiteConfig();
  const reviews = serviceReviews(props.data, props.pageContext.serviceId);
  return (
    <PageHead
      {...props}
      structuredData={reviewNodes(reviews, siteUrl, props.pageContext.defaultLanguage)}
    >
      <PageHeroPreload image={props.data.heroImage} />
    </PageHead>
  );
}

export const query = graphql`
  query ServicePage(
    $localeIds: [String!]!
    $localeBranches: [String!]
    $imagePath: String!
    $serviceId: String
  ) {
    locales: allLocale(filter: { id: { in: $localeIds } }, sort: [{ ns: ASC }, { language: ASC }]) {
      ...PageLocalesInBranches
    }
    servicesYaml {
      services {
        ...ServiceCard
      }
    }
    reviewsYaml {
      reviews {
        ...ReviewCard
      }
    }
    heroImage: file(sourceInstanceName: { eq: "data" }, relativePath: { eq: $imagePath }) {
      ...PageHeroImage
    }
    galleryYaml {
      shownOn(service: $serviceId) {
        ...GalleryPicture
      }
    }
  }
`;
