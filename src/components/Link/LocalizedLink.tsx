import { Link } from 'gatsby';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { localizedPath } from '../../i18n/paths';
import { usePageLanguage } from '../../i18n/use-page-language';

export interface LocalizedLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path in the default language, as written in site.yaml, e.g. /music/. */
  to: string;
  /** Another language than the page's own, for the language switcher. */
  language?: string;
  children: ReactNode;
}

/** An internal link that stays in the page's language. */
export function LocalizedLink({ to, language, children, ...anchorProps }: LocalizedLinkProps) {
  const page = usePageLanguage();
  const target = localizedPath(to, language ?? page.language, page.defaultLanguage);
  return (
    <Link to={target} {...anchorProps}>
      {children}
    </Link>
  );
}
