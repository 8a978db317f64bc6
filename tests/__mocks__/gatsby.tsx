// Manual Jest mock of the `gatsby` package, applied automatically to every unit test
// (tests/__mocks__ is one of Jest's roots, see jest.config.js). It keeps the real module
// and replaces only what needs the Gatsby runtime (GraphQL, the page loader, the router).
import * as React from 'react';
import type { GatsbyLinkProps } from 'gatsby';

const actual = jest.requireActual<typeof import('gatsby')>('gatsby');

/** A plain anchor standing in for Gatsby's Link; Gatsby-only props are dropped. */
const Link = React.forwardRef<HTMLAnchorElement, GatsbyLinkProps<unknown>>(function Link(
  {
    to,
    activeClassName: _activeClassName,
    activeStyle: _activeStyle,
    partiallyActive: _partiallyActive,
    replace: _replace,
    state: _state,
    getProps: _getProps,
    innerRef: _innerRef,
    children,
    ...rest
  },
  ref,
) {
  return (
    <a {...rest} href={to} ref={ref}>
      {children}
    </a>
  );
});

function Script(): null {
  return null;
}

module.exports = {
  ...actual,
  graphql: jest.fn(),
  Link,
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
  Script,
};
