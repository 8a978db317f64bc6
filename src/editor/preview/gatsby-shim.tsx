/**
 * What the site's components import from `gatsby` at run time, for the
 * editor's previews: the editor's bundle (gatsby/editor/build-editor.ts)
 * aliases the module `gatsby` to this file, so the real templates and
 * components render outside Gatsby, with no router, page loader or GraphQL.
 *
 * - Link: a plain <a>; a click never navigates (the preview is a picture
 *   of the page, inside the editor).
 * - graphql: the query's text, which the preview runs over its own data
 *   (./graph/run-query.ts); on the site, Gatsby's compiler takes it out.
 * - useStaticQuery: the query's answer over the graph the preview
 *   provides (StaticQueryProvider).
 * - navigate: does nothing. Script: renders nothing (no outside script in
 *   the editor: the voice assistant stays a silent placeholder).
 */
import type { GatsbyLinkProps } from 'gatsby';
import { createContext, forwardRef, useContext, type MouseEvent, type ReactNode } from 'react';
import { runQuery, type Graph } from './graph/run-query';

const StaticQueryContext = createContext<Graph | undefined>(undefined);

export function StaticQueryProvider({ graph, children }: { graph: Graph; children: ReactNode }) {
  return <StaticQueryContext.Provider value={graph}>{children}</StaticQueryContext.Provider>;
}

/**
 * Each graph's answers, by query: a component reading the site's settings
 * gets the same object on every render, as from Gatsby, until the
 * preview's data changes (a new graph).
 */
const answers = new WeakMap<Graph, Map<unknown, unknown>>();

export function useStaticQuery<Data>(query: unknown): Data {
  const graph = useContext(StaticQueryContext);
  if (!graph) throw new Error('A preview must provide the site data (StaticQueryProvider).');
  let known = answers.get(graph);
  if (!known) {
    known = new Map();
    answers.set(graph, known);
  }
  if (!known.has(query)) {
    known.set(query, runQuery({ query, graph }));
  }
  return known.get(query) as Data;
}

/** The query's text as written (the site's queries hold no `${…}`). */
export function graphql(strings: TemplateStringsArray): string {
  return strings.join('');
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
