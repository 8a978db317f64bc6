/**
 * The build, with the rules written for Netlify, served by Netlify's own
 * local runtime (netlify-cli's `netlify dev --offline`) and by our local host.
 */
import { describeHost } from './support/host-suite';
import { startNetlify } from './support/runtimes';

describeHost('netlify', startNetlify);
