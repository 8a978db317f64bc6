/** The analytics module with Cloudflare Web Analytics (see start.ts): gatsby-browser loads it when site.yaml names it. */
import { cloudflareTracker } from '../../lib/analytics/trackers';
import { pageShownWith } from './start';

export const pageShown = pageShownWith((win, settings) => cloudflareTracker(win, settings.script));
