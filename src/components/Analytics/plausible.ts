/** The analytics module with Plausible (see start.ts): gatsby-browser loads it when site.yaml names it. */
import { plausibleTracker } from '../../lib/analytics/trackers';
import { pageShownWith } from './start';

export const pageShown = pageShownWith((win, settings) => plausibleTracker(win, settings.script));
