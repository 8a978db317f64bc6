import type { GatsbyConfig } from 'gatsby';
import { developMiddleware } from './gatsby/dev-server';
import { LOCALE_SOURCE_NAME } from './gatsby/locale-nodes';
import { sitemapPluginOptions } from './gatsby/site-files/sitemap';
import { GRAPHQL_TYPES_FILE } from './gatsby/graphql-types-file';
import { CONTENT_SOURCE_NAME, SITE_CONFIG_SOURCE_NAME } from './gatsby/yaml-nodes';
import { DATA_DIR } from './src/config/content/file-names';
import { loadSiteConfigOrExit, LOCALES_DIR, SITE_CONFIG_FILE } from './src/config/project';

// Validated first of all: a broken site.yaml stops here with the list of fixes.
const site = loadSiteConfigOrExit();

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: site.siteUrl,
    title: site.business.name,
  },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  // Every query's result type (Queries.*), written by each build and committed,
  // so that `tsc` checks the pages before a build; a build test fails while
  // the committed file is stale (tests/build/graphql-types.test.ts).
  graphqlTypegen: {
    typesOutputPath: GRAPHQL_TYPES_FILE,
    // The queries of gatsby-node's hooks live in gatsby/.
    documentSearchPaths: ['./gatsby-node.ts', './gatsby/**/*.ts'],
    generateOnBuild: true,
  },
  // `npm run develop` answers what the build writes after the pages (gatsby/dev-server.ts).
  developMiddleware,
  plugins: [
    // Each YAML file becomes a node typed after it, from the validated data
    // (gatsby/yaml-nodes.ts): site.yaml → SiteYaml, data/venues.yaml → VenuesYaml.
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: SITE_CONFIG_SOURCE_NAME, path: `${__dirname}/${SITE_CONFIG_FILE}` },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: CONTENT_SOURCE_NAME, path: `${__dirname}/${DATA_DIR}` },
    },
    {
      // Each file becomes a Locale node (gatsby/locale-nodes.ts); pages get
      // theirs through src/i18n/page-translations.tsx (gatsby-browser/ssr).
      resolve: 'gatsby-source-filesystem',
      options: { name: LOCALE_SOURCE_NAME, path: `${__dirname}/${LOCALES_DIR}` },
    },
    // gatsby-plugin-image is the image pipeline (gatsbyImageData, through
    // gatsby-transformer-sharp) but not registered as a plugin: its page
    // script and styles serve <GatsbyImage>, which src/components/Picture
    // replaces with a native <picture>.
    {
      resolve: 'gatsby-plugin-sharp',
      // Every picture is served as AVIF, with WebP for browsers without it
      // (every browser since 2020: no JPEG copies), in the widths its layout
      // needs; the dominant colour fills its box until it loads, which has
      // its final size from the start (no layout shift). AVIF at quality 50
      // looks like WebP at 72 and is 30-45 % smaller; it costs about a
      // minute of build time on a 2-core machine. Each query's `sizes` ends
      // with the width the picture takes on a phone (inside the page
      // gutters, calc(100vw - 2rem); the heroes' from edge to edge, 100vw),
      // so a phone picks the file it shows rather than the next one up.
      options: {
        defaults: {
          formats: ['avif', 'webp'],
          avifOptions: { quality: 50 },
          placeholder: 'dominantColor',
          quality: 72,
        },
      },
    },
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-sitemap',
      options: sitemapPluginOptions(site.siteUrl),
    },
  ],
};

export default config;
