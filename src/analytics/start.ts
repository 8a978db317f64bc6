/**
 * The analytics module gatsby-browser loads once site.yaml switches
 * analytics on, after the page's first paint. The build puts the module of
 * the service site.yaml names in this file's place: plausible.ts,
 * cloudflare.ts or google.ts (gatsby/analytics.ts, `analyticsModule`), so
 * the site's scripts hold that one service's code; a build without
 * analytics, whose gatsby-browser drops the import, holds none of them.
 * Each of the three has the shape declared here; the common part is
 * start-analytics.ts.
 */
import type { Analytics } from './start-analytics';

export declare const pageShown: Analytics['pageShown'];
