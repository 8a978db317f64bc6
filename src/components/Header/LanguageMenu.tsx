import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { LanguageConfig } from '../../config/schema';
import { usePageLanguage } from '../../i18n/use-page-language';
import { AnchorLink } from '../Link/LocalizedLink';
import { Icon } from '../Icon/Icon';
import { LanguageBadge } from './LanguageBadge';
import { currentQueryAndHash, languageVersionPath } from './nav-model';
import { useLanguageFace } from './trigger-faces';
import * as styles from './Menu.module.css';

export interface LanguageMenuProps {
  /** languages.supported of site.yaml: code, own name and badge (flag), in order. */
  languages: readonly LanguageConfig[];
  /** Class of the trigger button. */
  className?: string;
  /** Reaches the trigger button (the header moves focus to it when the menu code arrives). */
  triggerRef?: Ref<HTMLButtonElement>;
}

/**
 * The language drop-down: one radio-like entry per language, each a link to
 * the current page in that language (query and hash kept). Choosing one
 * navigates client-side at once through Gatsby's Link.
 */
export function LanguageMenu({ languages, className, triggerRef }: LanguageMenuProps) {
  const { t } = useTranslation();
  const face = useLanguageFace(languages);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={className} ref={triggerRef} {...face} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.content}
          align="end"
          sideOffset={8}
          collisionPadding={12}
          loop
        >
          <DropdownMenu.Label className={styles.label}>
            {t('common:language.choose')}
          </DropdownMenu.Label>
          <LanguageItems languages={languages} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Rendered only while the menu is open, so reading the address bar here is safe. */
function LanguageItems({ languages }: Pick<LanguageMenuProps, 'languages'>) {
  const page = usePageLanguage();
  const queryAndHash = currentQueryAndHash();
  return (
    <DropdownMenu.RadioGroup value={page.language}>
      {languages.map((language) => (
        <DropdownMenu.RadioItem
          key={language.code}
          value={language.code}
          textValue={language.name}
          asChild
        >
          <AnchorLink
            to={languageVersionPath(
              page.originalPath,
              language.code,
              page.defaultLanguage,
              queryAndHash,
            )}
            lang={language.code}
            hrefLang={language.code}
            className={`${styles.item} ${styles.languageItem}`}
          >
            <LanguageBadge badge={language.flag} />
            <span className={styles.languageName}>{language.name}</span>
            <DropdownMenu.ItemIndicator className={styles.indicator}>
              <Icon name="check" />
            </DropdownMenu.ItemIndicator>
          </AnchorLink>
        </DropdownMenu.RadioItem>
      ))}
    </DropdownMenu.RadioGroup>
  );
}
