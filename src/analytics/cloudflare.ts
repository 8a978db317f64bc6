/** The analytics module of a site with Cloudflare Web Analytics: the build loads it in start.ts's place. */
import { cloudflareTracker } from './trackers';
import { pageShownWith } from './start-analytics';

export const pageShown = pageShownWith((win, settings) => cloudflareTracker(win, settings.script));
