/** The site as served in "host mode": honours _redirects and _headers like the real host. */
export const HOST_URL = 'http://127.0.0.1:9000';

/** A dumb static host that ignores _redirects (plain files only). */
export const PLAIN_HOST_URL = 'http://127.0.0.1:9001';
