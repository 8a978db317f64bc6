import { Link, type GatsbyLinkProps } from 'gatsby';
import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ForwardRefExoticComponent,
  type ReactNode,
  type RefAttributes,
} from 'react';
import { localizedPath } from '../../i18n/paths';
import { usePageLanguage } from '../../i18n/use-page-language';

/**
 * Gatsby's Link as it behaves at run time: a forwardRef whose ref reaches
 * the <a> (its type declares a class, which hides that). Menus need the ref
 * to move focus between their items.
 */
export const AnchorLink = Link as unknown as ForwardRefExoticComponent<
  Omit<GatsbyLinkProps<unknown>, 'ref'> & RefAttributes<HTMLAnchorElement>
>;

export interface LocalizedLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path in the default language, as written in site.yaml, e.g. /music/. */
  to: string;
  /** Another language than the page's own, for the language switcher. */
  language?: string;
  children: ReactNode;
}

/**
 * An internal link that stays in the page's language. It forwards its ref
 * and any anchor props, so menus can use it as their item (Radix `asChild`).
 */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LocalizedLinkProps>(
  function LocalizedLink({ to, language, children, ...anchorProps }, ref) {
    const page = usePageLanguage();
    const target = localizedPath(to, language ?? page.language, page.defaultLanguage);
    return (
      <AnchorLink to={target} ref={ref} {...anchorProps}>
        {children}
      </AnchorLink>
    );
  },
);
