/**
 * Where the end-to-end tests find the built site. E2E_PORT moves both hosts
 * (host mode on E2E_PORT, plain mode on the next port), so that two
 * checkouts can run their tests side by side without sharing a server.
 */
const HOST_PORT = Number(process.env.E2E_PORT ?? 9000);

/** The site as served in "host mode": honours _redirects and _headers like the real host. */
export const HOST_URL = `http://127.0.0.1:${HOST_PORT}`;

/** A dumb static host that ignores _redirects (plain files only). */
export const PLAIN_HOST_URL = `http://127.0.0.1:${HOST_PORT + 1}`;
