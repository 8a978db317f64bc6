import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../config/schema';
import { mailtoHref, telHref } from '../../lib/contact-links';
import type { ShellConfig } from '../../hooks/use-site-config';
import { LocalizedLink } from './LocalizedLink';

interface NavLinkProps {
  item: NavItem;
  site: Pick<ShellConfig, 'business' | 'links'>;
  className?: string;
}

/**
 * One menu entry of site.yaml as a link: a page of the site, an outside
 * website (new tab), or a call / email link.
 */
export function NavLink({ item, site, className }: NavLinkProps) {
  const { t } = useTranslation();
  const label = t(item.label);
  if (item.to) {
    return (
      <LocalizedLink to={item.to} className={className}>
        {label}
      </LocalizedLink>
    );
  }
  if (item.link) {
    return (
      <a
        href={site.links[item.link]}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
      >
        {label}
        <span className="visually-hidden"> {t('common:nav.opensInNewTab')}</span>
      </a>
    );
  }
  if (item.contact) {
    const href =
      item.contact === 'phone' ? telHref(site.business.phone) : mailtoHref(site.business.email);
    return (
      <a href={href} className={className}>
        {label}
      </a>
    );
  }
  return null;
}
