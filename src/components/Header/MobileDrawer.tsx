import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type MouseEvent, type Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ShellConfig } from '../../hooks/use-site-config';
import { usePageLanguage } from '../../i18n/use-page-language';
import { AnchorLink, LocalizedLink } from '../Link/LocalizedLink';
import { NavLink } from '../Link/NavLink';
import { Icon } from '../Icon/Icon';
import { LanguageBadge } from './LanguageBadge';
import {
  childrenOf,
  contactPathOf,
  currentQueryAndHash,
  languageVersionPath,
  navItemKey,
  withoutRepeats,
  type MenuEntry,
} from './nav-model';
import { useDrawerFace } from './trigger-faces';
import * as styles from './MobileDrawer.module.css';

export interface MobileDrawerProps {
  site: Pick<ShellConfig, 'business' | 'links' | 'languages' | 'nav' | 'routes'>;
  /** Class of the menu button that opens the drawer. */
  className?: string;
  /** Reaches the menu button (the header moves focus to it when the drawer code arrives). */
  triggerRef?: Ref<HTMLButtonElement>;
}

function DrawerEntries({
  items,
  site,
}: {
  items: readonly MenuEntry[];
  site: MobileDrawerProps['site'];
}) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={navItemKey(item)}>
          {childrenOf(item).length > 0 ? (
            <DrawerGroup item={item} site={site} />
          ) : (
            <NavLink item={item} site={site} className={styles.link} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** A sub-menu (e.g. Event Production) becomes a labelled group with its own list. */
function DrawerGroup({ item, site }: { item: MenuEntry; site: MobileDrawerProps['site'] }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <span id={labelId} className={styles.groupLabel}>
        {t(item.label)}
      </span>
      <DrawerEntries items={childrenOf(item)} site={site} />
    </div>
  );
}

/** Only rendered while the drawer is open, so reading the address bar here is safe. */
function DrawerLanguages({ languages }: { languages: ShellConfig['languages']['supported'] }) {
  const { t } = useTranslation();
  const page = usePageLanguage();
  const headingId = useId();
  const queryAndHash = currentQueryAndHash();
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('common:language.label')}
      </h2>
      <ul className={styles.languages}>
        {languages.map((language) => {
          const isCurrent = language.code === page.language;
          return (
            <li key={language.code}>
              <AnchorLink
                to={languageVersionPath(
                  page.originalPath,
                  language.code,
                  page.defaultLanguage,
                  queryAndHash,
                )}
                lang={language.code}
                hrefLang={language.code}
                aria-current={isCurrent ? 'page' : undefined}
                className={styles.language}
              >
                <LanguageBadge badge={language.flag} />
                {language.name}
              </AnchorLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The phone menu: a button that opens a side drawer (a Radix dialog: focus
 * moves in and is trapped, Escape or the close button dismiss it, the page
 * behind does not scroll, focus returns to the button). It opens with
 * "Receive More Info" and nav.drawerExtras (Call Us / Email Us), then lists
 * the same entries as the top bar and the language choice.
 */
export function MobileDrawer({ site, className, triggerRef }: MobileDrawerProps) {
  const { t } = useTranslation();
  const face = useDrawerFace();
  const [open, setOpen] = useState(false);
  const servicesHeadingId = useId();
  const { nav } = site;
  const contactPath = contactPathOf(site.routes);

  // Following any link (a page, a new tab, a call) also closes the drawer.
  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={className} ref={triggerRef} {...face} />
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>{t('common:nav.menu')}</Dialog.Title>
            <Dialog.Close className={styles.close}>
              <Icon name="close" />
              <span className="visually-hidden">{t('common:nav.closeMenu')}</span>
            </Dialog.Close>
          </div>
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only listens for clicks bubbling up from the links (Enter on a link fires click too) */}
          <div className={styles.body} onClick={closeOnLink}>
            {/* First, so that calling or writing never needs a scroll on a phone. */}
            <div className={`${styles.block} ${styles.contact}`}>
              {contactPath && (
                <LocalizedLink to={contactPath} className={styles.cta}>
                  {t('common:nav.moreInfo')}
                </LocalizedLink>
              )}
              {nav.drawerExtras.length > 0 && (
                <ul className={styles.extras}>
                  {nav.drawerExtras.map((item) => (
                    <li key={navItemKey(item)}>
                      <NavLink item={item} site={site} className={styles.extra} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <nav aria-label={t('common:nav.primary')} className={styles.block}>
              <section className={styles.section} aria-labelledby={servicesHeadingId}>
                <h2 id={servicesHeadingId} className={styles.heading}>
                  {t(nav.services.label)}
                </h2>
                <DrawerEntries items={nav.services.items} site={site} />
              </section>
              <section className={styles.section}>
                <DrawerEntries items={withoutRepeats(nav.header, nav.services.items)} site={site} />
              </section>
            </nav>
            <DrawerLanguages languages={site.languages.supported} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
