import { useTranslation } from '../../i18n/use-translation';
import { useSiteConfig } from '../../hooks/use-site-config';
import { ContactActions } from '../CtaBand/CtaBand';
import { Picture, type ImageFile } from '../Picture/Picture';
import * as styles from './Home.module.css';

/** The hero logo, in static/: preloaded by the home page's Head. */
export const HERO_LOGO = { src: '/brand/hero-logo.svg', size: 112 } as const;

/**
 * The home page's opening: the logo, the tagline (the page's h1), the three
 * ways to start, and the stage picture. On a phone the opening fills the
 * first screen and the picture follows below it, like PageHero's (see
 * first-screen.ts); the page's Head preloads it where it shows at once.
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
          alt={business.name}
          className={styles.heroLogo}
          decoding="async"
        />
        <p className={styles.eyebrow}>{t('home:eyebrow')}</p>
        <h1 id="page-heading" className={styles.tagline}>
          {t('home:heading')}
        </h1>
        <p className={`lead ${styles.heroLead}`}>{t('home:intro')}</p>
        <ContactActions />
      </div>
      <Picture image={image} alt={t('home:heroImageAlt')} className={styles.heroPicture} />
    </section>
  );
}
