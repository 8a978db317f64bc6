import { useTranslation } from '../../i18n/use-translation';
import type { ServiceData } from '../Cards/service-data';
import { LocalizedLink } from '../Link/LocalizedLink';
import { Picture, type ImageFile } from '../Picture/Picture';
import { Section } from '../Section/Section';
import { textsAt } from '../../i18n/structured';
import * as buttons from '../Button/Button.module.css';
import * as styles from './Home.module.css';

/**
 * The corporate-events block: what we do for companies, with links to the
 * services they book most (data/home.yaml → corporate.services).
 */
export function CorporateSection({
  image,
  services,
}: {
  image: ImageFile | null;
  services: readonly ServiceData[];
}) {
  const { t } = useTranslation();
  const [main, ...others] = services;
  return (
    <Section heading={t('home:corporate.heading')}>
      <div className={styles.corporateGrid}>
        <Picture
          image={image}
          alt={t('home:corporate.imageAlt')}
          className={styles.corporatePicture}
        />
        <div>
          <p className={styles.corporateText}>{t('home:corporate.text')}</p>
          <ul className={styles.points}>
            {textsAt(t, 'home:corporate.points').map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          {main?.path && (
            <LocalizedLink to={main.path} className={buttons.primary}>
              {t('home:corporate.link')}
            </LocalizedLink>
          )}
          <ul className={styles.related}>
            {others.flatMap((service) =>
              service.path
                ? [
                    <li key={service.id}>
                      <LocalizedLink to={service.path} className={styles.relatedLink}>
                        {t(service.label)}
                      </LocalizedLink>
                    </li>,
                  ]
                : [],
            )}
          </ul>
        </div>
      </div>
    </Section>
  );
}
