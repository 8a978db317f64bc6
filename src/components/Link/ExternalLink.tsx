import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';

interface ExternalLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'target' | 'rel' | 'aria-label'
> {
  href: string;
  children: ReactNode;
  /** The link's name when its visible text is not enough (e.g. a card). */
  label?: string;
}

/**
 * A link to another website: a new tab, no access to this page from there,
 * and a spoken "(opens in a new tab)" warning. The visible text stays short.
 */
export function ExternalLink({ href, children, label, ...anchorProps }: ExternalLinkProps) {
  const { t } = useTranslation();
  const name = label ?? (typeof children === 'string' ? children : undefined);
  return (
    <a
      {...anchorProps}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      {...(name ? { 'aria-label': `${name} ${t('common:nav.opensInNewTab')}` } : {})}
    >
      {children}
    </a>
  );
}
