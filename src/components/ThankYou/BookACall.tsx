import { useTranslation } from '../../i18n/use-translation';
import { useSiteConfig } from '../../hooks/use-site-config';
import { ExternalLink } from '../Link/ExternalLink';
import * as buttons from '../Button/Button.module.css';
import * as styles from './ThankYou.module.css';

/** The thank-you page's main action: a call at a time the visitor picks, on the scheduling site. */
export function BookACall() {
  const { t } = useTranslation('thank-you');
  const { links } = useSiteConfig();
  return (
    <div className={styles.book}>
      <ExternalLink href={links.scheduling} className={buttons.primary}>
        {t('thank-you:book.action')}
      </ExternalLink>
      <p className={styles.bookHint}>{t('thank-you:book.hint')}</p>
    </div>
  );
}
