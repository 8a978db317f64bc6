import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ShellConfig } from '../../hooks/use-site-config';
import { NavLink } from '../Link/NavLink';
import { Icon } from '../Icon/Icon';
import {
  childrenOf,
  navItemKey,
  type MenuEntry as MenuEntryData,
  type MenuGroup,
} from './nav-model';
import { useServicesFace } from './trigger-faces';
import * as styles from './Menu.module.css';

export interface ServicesMenuProps {
  /** nav.services of site.yaml: the trigger's label and the entries, in order. */
  group: MenuGroup;
  site: Pick<ShellConfig, 'business' | 'links'>;
  /** Class of the trigger button. */
  className?: string;
  /** Reaches the trigger button (the header moves focus to it when the menu code arrives). */
  triggerRef?: Ref<HTMLButtonElement>;
}

function MenuEntry({ item, site }: { item: MenuEntryData; site: ServicesMenuProps['site'] }) {
  const { t } = useTranslation();
  const children = childrenOf(item);
  if (children.length > 0) {
    return (
      <DropdownMenu.Sub>
        <DropdownMenu.SubTrigger className={`${styles.item} ${styles.subTrigger}`}>
          {t(item.label)}
          <Icon name="chevron-right" className={styles.subChevron} />
        </DropdownMenu.SubTrigger>
        <DropdownMenu.Portal>
          <DropdownMenu.SubContent
            className={styles.content}
            sideOffset={6}
            alignOffset={-6}
            collisionPadding={12}
          >
            {children.map((child) => (
              <MenuEntry key={navItemKey(child)} item={child} site={site} />
            ))}
          </DropdownMenu.SubContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Sub>
    );
  }
  // A page (client-side Gatsby link), an outside site (new tab) or a call /
  // email link: Radix puts the menu-item behaviour on the anchor itself.
  return (
    <DropdownMenu.Item asChild textValue={t(item.label)}>
      <NavLink item={item} site={site} className={styles.item} />
    </DropdownMenu.Item>
  );
}

/**
 * The Services drop-down of the top bar, built from nav.services: an entry
 * with `items` becomes a sub-menu. Keyboard, focus, hover delays and
 * type-ahead are Radix's (the timings documented in site.yaml's `menu`).
 */
export function ServicesMenu({ group, site, className, triggerRef }: ServicesMenuProps) {
  const face = useServicesFace(group.label);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={className} ref={triggerRef} {...face} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.content}
          align="start"
          sideOffset={8}
          collisionPadding={12}
          loop
        >
          {group.items.map((item) => (
            <MenuEntry key={navItemKey(item)} item={item} site={site} />
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
