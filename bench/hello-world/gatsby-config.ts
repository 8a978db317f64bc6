import type { GatsbyConfig } from 'gatsby';

/**
 * The smallest Gatsby 5 site: no plugins, one page. Only the JSX runtime is
 * set, to the one the real site uses, so the two compile the same way.
 */
const config: GatsbyConfig = {
  siteMetadata: { title: 'Hello world', siteUrl: 'https://www.example.com' },
  jsxRuntime: 'automatic',
};

export default config;
