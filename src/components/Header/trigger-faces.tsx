/**
 * What the header's popup buttons show and how they are named. Shared by
 * the stand-ins (before the popup code has loaded) and the real Radix
 * triggers, so the two can never differ.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { LanguageConfig } from '../../config/schema';
import { usePageLanguage } from '../../i18n/use-page-language';
import { Icon } from '../Icon/Icon';
import { countryOfFlag, LanguageBadge } from './LanguageBadge';
import * as styles from './MenuTrigger.module.css';

export interface TriggerFace {
  /** The accessible name, when the visible content does not say it all. */
  'aria-label'?: string;
  children: ReactNode;
}

/** The Services drop-down: its label and a chevron. */
export function useServicesFace(labelKey: string): TriggerFace {
  const { t } = useTranslation();
  return {
    children: (
      <>
        {t(labelKey)}
        <Icon name="chevron-down" className={styles.triggerChevron} />
      </>
    ),
  };
}

/**
 * The language drop-down: the current language's badge and code, named in
 * full. A badge of letters that already spell the code (ES) stands alone.
 * The name ends with the code as a word of its own ("Language: English,
 * EN"), so that it holds the words the button shows (WCAG 2.5.3, Label in
 * Name): axe reads "(EN)" as another word than the "EN" shown.
 */
export function useLanguageFace(languages: readonly LanguageConfig[]): TriggerFace {
  const { t } = useTranslation();
  const page = usePageLanguage();
  const current = languages.find((language) => language.code === page.language) ?? languages[0];
  return {
    'aria-label': current
      ? `${t('common:language.label')}: ${current.name}, ${current.code.toUpperCase()}`
      : t('common:language.choose'),
    children: (
      <>
        {current && (
          <>
            {!badgeSpellsCode(current.flag, current.code) && <LanguageBadge badge={current.flag} />}
            <span>{current.code.toUpperCase()}</span>
          </>
        )}
        <Icon name="chevron-down" className={styles.triggerChevron} />
      </>
    ),
  };
}

/** A badge of letters that are the language's code (ES for es): the code says it already. */
function badgeSpellsCode(badge: string, code: string): boolean {
  return countryOfFlag(badge) === undefined && badge.trim().toLowerCase() === code.toLowerCase();
}

/** The phone drawer's menu button: an icon, named for screen readers. */
export function useDrawerFace(): TriggerFace {
  const { t } = useTranslation();
  return {
    children: (
      <>
        <Icon name="menu" />
        <span className="visually-hidden">{t('common:nav.openMenu')}</span>
      </>
    ),
  };
}
