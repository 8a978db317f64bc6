/**
 * The build's webpack configuration: each page kind's own stylesheet and
 * short class names (both rewrites of Gatsby's configuration, in
 * gatsby/output-rewrites/), source maps that no script names, and site.yaml's
 * settings that the code reads as build-time constants.
 */
import type { GatsbyNode } from 'gatsby';
import { rewriteOrFailBuild } from './output-rewrites';
import { withShortClassNames } from './output-rewrites/short-class-names';
import { withStylesheetPerPageKind } from './output-rewrites/stylesheet-per-page-kind';
import type { WebpackConfig } from './output-rewrites/webpack-config';
import { PRODUCTION_DEVTOOL } from './site-files/source-maps';
import { demoSiteDefinition } from './site-files/demo-pages';
import { serverVenueListDefinition } from './site-files/venue-list';
import { loadSiteConfigOrExit, readProjectLocales } from '../src/config/project';
import { analyticsDefinitions, analyticsModule, consentBannerDefinition } from './analytics';

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  actions,
  getConfig,
  plugins,
  reporter,
  stage,
}) => {
  // The contact form's venue list, the demo switch and the consent banner, for the
  // HTML renderer only (site-files/venue-list.ts, site-files/demo-pages.tsx, analytics.ts).
  const serverVenueList = () => {
    const site = loadSiteConfigOrExit();
    return plugins.define({
      ...serverVenueListDefinition(site.venues),
      ...demoSiteDefinition(site.deploy.demo),
      ...consentBannerDefinition(site, readProjectLocales()),
    });
  };
  // site.yaml's analytics for the browser's scripts (gatsby/analytics.ts): its
  // settings, and the service's module loaded in the placeholder's place.
  const analytics = (): unknown[] => {
    const site = loadSiteConfigOrExit();
    const module = analyticsModule(site);
    return [
      plugins.define(analyticsDefinitions(site)),
      ...(module ? [plugins.normalModuleReplacement(module.placeholder, module.service)] : []),
    ];
  };
  if (stage === 'build-javascript') {
    rewriteOrFailBuild(reporter, () => {
      const config = withShortClassNames(
        withStylesheetPerPageKind(getConfig() as WebpackConfig, stage),
        stage,
      );
      actions.replaceWebpackConfig({
        ...config,
        plugins: [...((config.plugins as unknown[] | undefined) ?? []), ...analytics()],
        // Maps no script names, moved out of public/ after the build
        // (gatsby/site-files/source-maps.ts).
        devtool: PRODUCTION_DEVTOOL,
      });
    });
  } else if (stage === 'build-html') {
    rewriteOrFailBuild(reporter, () => {
      const config = withShortClassNames(getConfig() as WebpackConfig, stage);
      actions.replaceWebpackConfig({
        ...config,
        plugins: [...((config.plugins as unknown[] | undefined) ?? []), serverVenueList()],
      });
    });
  } else if (stage === 'develop-html') {
    actions.setWebpackConfig({ plugins: [serverVenueList()] });
  } else if (stage === 'develop') {
    actions.setWebpackConfig({ plugins: analytics() });
  }
};
