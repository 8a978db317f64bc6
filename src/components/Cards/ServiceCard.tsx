import { useTranslation } from '../../i18n/use-translation';
import { useSiteConfig } from '../../hooks/use-site-config';
import { ExternalLink } from '../Link/ExternalLink';
import { LocalizedLink } from '../Link/LocalizedLink';
import { Picture } from '../Picture/Picture';
import type { ServiceData } from './service-data';
import * as styles from './Cards.module.css';
import * as cardGrid from '../../styles/card-grid.module.css';
import { gridColumnProps, PICTURE_CARDS } from '../../lib/layout/grid-columns';

/**
 * A service as a card: picture, name, pitch. The whole card is one link to
 * its page, or, for Photo + Film, to the outside gallery (said on the card).
 */
export function ServiceCard({
  service,
  headingLevel = 3,
  priority = false,
}: {
  service: ServiceData;
  headingLevel?: 2 | 3;
  /** The page's first picture: fetched at once, with high priority. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const { links } = useSiteConfig();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = t(`services:cards.${service.id}.title`);
  const isExternal = !service.path && service.link;
  return (
    <article className={`${styles.card} ${styles.linkCard}`}>
      <Picture
        image={service.image}
        alt={t(`services:cards.${service.id}.imageAlt`)}
        className={styles.picture}
        priority={priority}
      />
      <div className={styles.body}>
        {isExternal && <p className={styles.badge}>{t('services:externalBadge')}</p>}
        <Heading className={styles.title}>
          {service.path ? (
            <LocalizedLink to={service.path} className={styles.cardLink}>
              {title}
            </LocalizedLink>
          ) : service.link ? (
            <ExternalLink href={links[service.link]} className={styles.cardLink}>
              {title}
            </ExternalLink>
          ) : (
            title
          )}
        </Heading>
        <p className={styles.text}>{t(`services:cards.${service.id}.pitch`)}</p>
      </div>
    </article>
  );
}

/**
 * Service cards in a responsive grid. `leadsThePage`: the grid is the page's
 * first content, so its first picture is fetched at once.
 */
export function ServiceGrid({
  services,
  headingLevel = 3,
  leadsThePage = false,
}: {
  services: readonly ServiceData[];
  headingLevel?: 2 | 3;
  leadsThePage?: boolean;
}) {
  return (
    <ul className={cardGrid.grid} {...gridColumnProps(services.length, PICTURE_CARDS)}>
      {services.map((service, index) => (
        <li key={service.id} className={styles.cell}>
          <ServiceCard
            service={service}
            headingLevel={headingLevel}
            priority={leadsThePage && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
