import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/use-translation';
import { ServiceGrid } from '../components/Cards/ServiceCard';
import { servicesByIds, type ServiceData } from '../components/Cards/service-data';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { Audiences, type Audience } from '../components/Home/Audiences';
import { CorporateSection } from '../components/Home/CorporateSection';
import { HERO_LOGO, HomeHero } from '../components/Home/HomeHero';
import { TrustBanner, type StatSources } from '../components/Home/TrustBanner';
import { Layout } from '../components/Layout/Layout';
import { LocalizedLink } from '../components/Link/LocalizedLink';
import { PageHeroPreload } from '../components/PageHero/PageHero';
import type { ImageFile } from '../components/Picture/Picture';
import { Section } from '../components/Section/Section';
import { Reviews } from '../components/Reviews/Reviews';
import { quoteTranslations, reviewsFor, type ReviewData } from '../components/Reviews/review-data';
import { PageHead } from '../components/Seo/PageHead';
import { aggregateRatingOf, reviewNodes } from '../components/Seo/review-structured-data';
import { VoiceAssistant } from '../components/VoiceAssistant/VoiceAssistant';
import { pathOfKind } from '../config/pages';
import { useSiteConfig } from '../hooks/use-site-config';
import type { SiteConfig } from '../config/schema';
import type { LocalesData } from '../i18n/locale-data';
import * as styles from '../components/Home/Home.module.css';
import type { PageContext } from './page-context';

type HomeData = LocalesData & {
  homeYaml: {
    heroImage: ImageFile | null;
    audiences: Audience[];
    corporate: { image: ImageFile | null; services: string[] };
  };
  servicesYaml: { services: ServiceData[] };
  reviewsYaml: { reviews: ReviewData[] } | null;
  siteYaml: {
    business: Pick<SiteConfig['business'], 'stats'> & { statSources: StatSources };
    routes: Array<{ path: string; kind: string }>;
  };
};

/**
 * The home page: hero, the four audiences, the trust banner, every service,
 * the corporate-events block and the closing call to action. What each block
 * shows and where it leads is data/home.yaml; its texts are home.json.
 */
export default function HomeTemplate({ data, pageContext }: PageProps<HomeData, PageContext>) {
  const { t } = useTranslation();
  const { homeYaml, servicesYaml, siteYaml } = data;
  const reviews = reviewsFor(data.reviewsYaml?.reviews ?? [], { home: true });
  const servicesPage = pathOfKind(siteYaml.routes, 'services');
  return (
    <Layout>
      <HomeHero image={homeYaml.heroImage} />
      <Audiences audiences={homeYaml.audiences} />
      <TrustBanner stats={siteYaml.business.stats} sources={siteYaml.business.statSources} />
      <Section heading={t('home:services.heading')} intro={t('home:services.intro')}>
        <ServiceGrid services={servicesYaml.services} />
        {servicesPage && (
          <p className={styles.allServices}>
            <LocalizedLink to={servicesPage}>{t('home:services.all')}</LocalizedLink>
          </p>
        )}
      </Section>
      <CorporateSection
        image={homeYaml.corporate.image}
        services={servicesByIds(servicesYaml.services, homeYaml.corporate.services)}
      />
      <Reviews reviews={reviews} translations={quoteTranslations(data, pageContext.language)} />
      <CtaBand heading={t('home:cta.heading')} text={t('home:cta.text')} />
      <VoiceAssistant />
    </Layout>
  );
}

export function Head(props: HeadProps<HomeData, PageContext>) {
  const { siteUrl } = useSiteConfig();
  const all = props.data.reviewsYaml?.reviews ?? [];
  return (
    <PageHead
      {...props}
      structuredData={reviewNodes(
        reviewsFor(all, { home: true }),
        siteUrl,
        props.pageContext.defaultLanguage,
      )}
      aggregateRating={aggregateRatingOf(all)}
    >
      <link rel="preload" as="image" href={HERO_LOGO.src} type="image/svg+xml" />
      <PageHeroPreload image={props.data.homeYaml.heroImage} />
    </PageHead>
  );
}

export const query = graphql`
  query HomePage($localeIds: [String!]!) {
    locales: allLocale(filter: { id: { in: $localeIds } }) {
      ...PageLocales
    }
    homeYaml {
      heroImage {
        childImageSharp {
          gatsbyImageData(
            layout: FULL_WIDTH
            aspectRatio: 1.3333
            breakpoints: [360, 540, 720, 1080]
            sizes: "(min-width: 72rem) 34rem, (min-width: 60rem) 45vw, calc(100vw - 2rem)"
          )
        }
      }
      audiences {
        id
        to
      }
      corporate {
        image {
          ...PageHeroImage
        }
        services
      }
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
    siteYaml {
      business {
        stats {
          yearsInBusiness
          eventsProduced
          starRating
        }
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
      routes {
        path
        kind
      }
    }
  }
`;
