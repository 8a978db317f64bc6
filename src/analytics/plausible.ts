/** The analytics module of a site with Plausible: the build loads it in start.ts's place. */
import { plausibleTracker } from './trackers';
import { pageShownWith } from './start-analytics';

export const pageShown = pageShownWith((win, settings) => plausibleTracker(win, settings.script));
