/**
 * The consent banner (Google Analytics), written into every page by the HTML
 * renderer (gatsby-ssr), hidden, once per language of the site: its markup
 * and texts live in the page, not in a script, so asking costs the visit
 * only the few lines of the analytics module that show it (./google.ts).
 * That module shows the banner of the page's language until the visitor
 * answers, and follows a change of language.
 *
 * A named region of its own, not a dialog: it never takes focus or blocks
 * the page, and the page works the same whether or not it is answered.
 * Outside React's root, it is never hydrated; without JavaScript it stays
 * hidden, and nothing of Google's can load anyway.
 */
import { createTranslator } from '../i18n/translate';
import type { ConsentBannerSettings } from './settings';
import * as styles from './ConsentBanner.module.css';

/**
 * Each banner is marked data-consent-banner; each button says the answer it
 * gives in data-consent-answer (ConsentAnswer), which ./google.ts reads.
 */
function ConsentBanner({
  settings,
  language,
}: {
  settings: ConsentBannerSettings;
  language: string;
}) {
  const t = createTranslator({
    resources: settings.resources,
    language,
    fallbackLanguage: settings.defaultLanguage,
    defaultNamespace: 'analytics',
  }).fixedT();
  return (
    <section
      className={styles.banner}
      aria-label={t('analytics:consent.label')}
      lang={language}
      hidden
      data-consent-banner=""
    >
      <p className={styles.question}>
        {t('analytics:consent.question', { provider: settings.provider })}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.answer} data-consent-answer="granted">
          {t('analytics:consent.accept')}
        </button>
        <button type="button" className={styles.answer} data-consent-answer="denied">
          {t('analytics:consent.refuse')}
        </button>
      </div>
    </section>
  );
}

/** The banner in every language of the site, the default language's first. */
export function ConsentBanners({ settings }: { settings: ConsentBannerSettings }) {
  const languages = [
    settings.defaultLanguage,
    ...settings.languages.filter((code) => code !== settings.defaultLanguage),
  ];
  return (
    <>
      {languages.map((language) => (
        <ConsentBanner key={language} settings={settings} language={language} />
      ))}
    </>
  );
}
