/**
 * What the site's components import from `gatsby` at run time, for the
 * editor's previews: the editor's bundle (gatsby/editor/build-editor.ts)
 * aliases the module `gatsby` to this file, so the real templates and
 * components render outside Gatsby, with no router, page loader or GraphQL.
 *
 * - Link: a plain <a>; a click never navigates (the preview is a picture
 *   of the page, inside the editor).
 * - graphql: a tag that does nothing (queries run at build time on the site).
 * - useStaticQuery: the data the preview provides (StaticQueryData below).
 * - navigate: does nothing. Script: renders nothing (no outside script in
 *   the editor: the voice assistant stays a silent placeholder).
 */
import type { GatsbyLinkProps } from 'gatsby';
import { createContext, forwardRef, useContext, type MouseEvent, type ReactNode } from 'react';

/**
 * The answers of every static query in src/: site.yaml as `siteYaml`
 * (use-site-config.ts, use-voice-assistant-config.ts), data/services.yaml
 * as `servicesYaml` (use-service-cards.ts) and the build's facts as `site`
 * (Footer.tsx: the year of the copyright line).
 */
export interface StaticQueryData {
  siteYaml: unknown;
  servicesYaml: unknown;
  site: { buildTime: string };
}

export const StaticQueryContext = createContext<StaticQueryData | undefined>(undefined);

export function StaticQueryProvider({
  data,
  children,
}: {
  data: StaticQueryData;
  children: ReactNode;
}) {
  return <StaticQueryContext.Provider value={data}>{children}</StaticQueryContext.Provider>;
}

/** Every static query of the site reads `siteYaml`, `servicesYaml` or `site`: the preview hands all three. */
export function useStaticQuery<Data>(_query?: unknown): Data {
  const data = useContext(StaticQueryContext);
  if (!data) throw new Error('A preview must provide the site data (StaticQueryProvider).');
  return data as Data;
}

/** The query texts are for Gatsby's build; here they are never run. */
export function graphql(_strings: TemplateStringsArray, ..._values: unknown[]): void {
  return undefined;
}

/** Moving to another page of the site means nothing inside a preview. */
export function navigate(_to: string | number, _options?: unknown): Promise<void> {
  return Promise.resolve();
}

/** No outside script runs in the editor (its Content-Security-Policy would refuse it anyway). */
export function Script(_props: { id?: string; src?: string; strategy?: string }): null {
  return null;
}

/**
 * Gatsby's Link as a plain anchor: the same href, class and ref; Gatsby's own
 * props are dropped. A click runs the link's own handler but never follows
 * the link (the preview frame opens links in a new tab otherwise).
 */
export const Link = forwardRef<HTMLAnchorElement, Omit<GatsbyLinkProps<unknown>, 'ref'>>(
  function Link(
    {
      to,
      activeClassName: _activeClassName,
      activeStyle: _activeStyle,
      partiallyActive: _partiallyActive,
      replace: _replace,
      state: _state,
      getProps: _getProps,
      innerRef: _innerRef,
      onClick,
      children,
      ...rest
    },
    ref,
  ) {
    const stay = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      event.preventDefault();
    };
    return (
      <a {...rest} href={to} ref={ref} onClick={stay}>
        {children}
      </a>
    );
  },
);
