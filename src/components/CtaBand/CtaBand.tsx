import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSiteConfig } from '../../hooks/use-site-config';
import { INQUIRY_ANCHOR } from '../../lib/forms/prefill';
import { contactPathOf } from '../Header/nav-model';
import { ExternalLink } from '../Link/ExternalLink';
import { LocalizedLink } from '../Link/LocalizedLink';
import * as buttons from '../Button/Button.module.css';
import * as styles from './CtaBand.module.css';

export interface ContactActionsProps {
  /** Prefills the contact form, e.g. "?service=music" or "?venue=lake-valhalla-club". */
  contactQuery?: string | undefined;
  /** The label of the contact link, when it should say more than "Receive More Info". */
  contactLabel?: string | undefined;
}

/**
 * The three ways to start: the contact form of this site, the page's main
 * action; then, quieter, an instant quote and a consultation (outside
 * sites, new tab).
 */
export function ContactActions({ contactQuery = '', contactLabel }: ContactActionsProps) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const contactPath = contactPathOf(site.routes);
  return (
    <div className={buttons.actions}>
      {contactPath && (
        <LocalizedLink
          // A link that asks about something lands at the inquiry itself.
          to={contactQuery ? `${contactPath}${contactQuery}#${INQUIRY_ANCHOR}` : contactPath}
          className={buttons.primary}
        >
          {contactLabel ?? t('common:nav.moreInfo')}
        </LocalizedLink>
      )}
      <div className={buttons.alternatives}>
        <ExternalLink href={site.links.instantQuote} className={buttons.outward}>
          {t('common:nav.instantQuote')}
        </ExternalLink>
        <ExternalLink href={site.links.scheduling} className={buttons.outward}>
          {t('common:nav.schedule')}
        </ExternalLink>
      </div>
    </div>
  );
}

interface CtaBandProps extends ContactActionsProps {
  heading: string;
  text: string;
}

/** The closing call to action of a page: a lit panel with the three ways to start. */
export function CtaBand({ heading, text, ...actions }: CtaBandProps) {
  const headingId = `${useId().replace(/:/g, '')}-cta`;
  return (
    <section aria-labelledby={headingId} className={styles.band}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.text}>{text}</p>
        <ContactActions {...actions} />
      </div>
    </section>
  );
}
