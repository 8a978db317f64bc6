import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/use-translation';
import { ServiceGrid } from '../components/Cards/ServiceCard';
import { servicesByIds } from '../components/Cards/service-data';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { Audiences } from '../components/Home/Audiences';
import { CorporateSection } from '../components/Home/CorporateSection';
import { StylesheetsAfterFirstScreen } from '../components/FirstScreen/StylesheetsAfterFirstScreen';
import { HERO_LOGO, HomeHero } from '../components/Home/HomeHero';
import { TrustBanner } from '../components/Home/TrustBanner';
import { Layout } from '../components/Layout/Layout';
import { LocalizedLink } from '../components/Link/LocalizedLink';
import { PageHeroPreload } from '../components/PageHero/PageHero';
import { Section } from '../components/Section/Section';
import { Reviews } from '../components/Reviews/Reviews';
import { quoteTranslations, reviewsFor } from '../config/content/reviews';
import { PageHead } from '../components/Seo/PageHead';
import { aggregateRatingOf, reviewNodes } from '../components/Seo/review-structured-data';
import { VoiceAssistant } from '../components/VoiceAssistant/VoiceAssistant';
import { pathOfKind } from '../config/pages';
import { useSiteConfig } from '../hooks/use-site-config';
import type { LocalesData } from '../i18n/locale-data';
import * as styles from '../components/Home/Home.module.css';
import { sourced } from '../config/graphql/sourced';
import type { PageContext } from '../config/page-context';

// The translation files keep their own type (LocalesData), as on every page.
type HomeData = LocalesData & Omit<Queries.HomePageQuery, 'locales'>;

/**
 * The home page: hero, the four audiences, the trust banner, every service,
 * the corporate-events block and the closing call to action. What each block
 * shows and where it leads is data/home.yaml; its texts are home.json.
 */
export default function HomeTemplate({ data, pageContext }: PageProps<HomeData, PageContext>) {
  const { t } = useTranslation();
  const homeYaml = sourced(data.homeYaml, 'data/home.yaml');
  const servicesYaml = sourced(data.servicesYaml, 'data/services.yaml');
  const siteYaml = sourced(data.siteYaml, 'site.yaml');
  const reviews = reviewsFor(data.reviewsYaml?.reviews ?? [], { home: true });
  const servicesPage = pathOfKind(siteYaml.routes, 'services');
  return (
    <Layout>
      <HomeHero image={homeYaml.heroImage} />
      {/* The first paint shows the header and the hero; what follows waits for the linked stylesheets. */}
      <StylesheetsAfterFirstScreen />
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
      <PageHeroPreload image={sourced(props.data.homeYaml, 'data/home.yaml').heroImage} />
    </PageHead>
  );
}

export const query = graphql`
  query HomePage($localeIds: [String!]!) {
    locales: allLocale(filter: { id: { in: $localeIds } }, sort: [{ ns: ASC }, { language: ASC }]) {
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
