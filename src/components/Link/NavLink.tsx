import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { mailtoHref, nonBreaking, telHref } from '../../lib/contact-links';
import type { ShellConfig } from '../../hooks/use-site-config';
import type { MenuEntry } from '../Header/nav-model';
import { LocalizedLink } from './LocalizedLink';

interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  item: MenuEntry;
  site: Pick<ShellConfig, 'business' | 'links'>;
}

/**
 * One menu entry of site.yaml as a link: a page of the site, an outside
 * website (new tab), or a call / email link. Extra anchor props and the ref
 * reach the anchor, so a menu can wrap it (Radix `asChild`).
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { item, site, ...anchorProps },
  ref,
) {
  const { t } = useTranslation();
  const label = t(item.label);
  if (item.to) {
    return (
      <LocalizedLink to={item.to} ref={ref} {...anchorProps}>
        {label}
      </LocalizedLink>
    );
  }
  if (item.link) {
    // The new-tab warning is part of the accessible name only: the visible
    // text (and the menus' type-ahead) stays the label itself.
    return (
      <a
        {...anchorProps}
        href={site.links[item.link]}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label} ${t('common:nav.opensInNewTab')}`}
        ref={ref}
      >
        {label}
      </a>
    );
  }
  if (item.contact === 'phone') {
    return (
      <a {...anchorProps} href={telHref(site.business.phone)} ref={ref}>
        {nonBreaking(label)}
      </a>
    );
  }
  if (item.contact === 'email') {
    return (
      <a {...anchorProps} href={mailtoHref(site.business.email)} ref={ref}>
        {label}
      </a>
    );
  }
  return null;
});
