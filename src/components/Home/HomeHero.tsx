import { useTranslation } from '../../i18n/use-translation';
import { useSiteConfig } from '../../hooks/use-site-config';
import { unbreakableList } from '../../lib/contact-links';
import { ContactActions } from '../CtaBand/CtaBand';
import { Picture, type ImageFile } from '../Picture/Picture';
import * as styles from './Home.module.css';

/** The hero logo, in static/: preloaded by the home page's Head. */
export const HERO_LOGO = { src: '/brand/hero-logo.svg', size: 112 } as const;

/**
 * The home page's opening: the trade and the service area, the tagline (the
 * page's h1), the ways to start, and the stage picture, which starts inside
 * a phone's first screen and takes the right part of a wide window. The
 * hero logo is not a second copy of the header's: it is projected large and
 * soft behind the tagline, as a gobo throws a logo onto a dance floor
 * (decoration: the header's logo link names the company).
 */
export function HomeHero({ image }: { image: ImageFile | null }) {
  const { t } = useTranslation();
  const { business } = useSiteConfig();
  return (
    <section aria-labelledby="page-heading" className={styles.hero}>
      <div className={styles.heroCopy}>
        <img
          src={HERO_LOGO.src}
          width={HERO_LOGO.size}
          height={HERO_LOGO.size}
          alt=""
          className={styles.heroLogo}
          decoding="async"
        />
        <p className={styles.eyebrow}>
          <span>{t('home:eyebrow')}</span>{' '}
          <span className={styles.eyebrowArea}>{unbreakableList(business.serviceArea)}</span>
        </p>
        <h1 id="page-heading" className={styles.tagline}>
          {t('home:heading')}
        </h1>
        <p className={`lead ${styles.heroLead}`}>{t('home:intro')}</p>
        <ContactActions />
      </div>
      <Picture image={image} alt={t('home:heroImageAlt')} className={styles.heroPicture} priority />
    </section>
  );
}
