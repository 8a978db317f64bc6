/**
 * The build, with the rules written for Cloudflare Pages, served by
 * Cloudflare's own local runtime (wrangler's `pages dev`, on workerd) and by
 * our local host.
 */
import { describeHost } from './support/host-suite';
import { startCloudflare } from './support/runtimes';

describeHost('cloudflare', startCloudflare);
