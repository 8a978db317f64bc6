/**
 * Google Analytics' cookies, expired when a visitor takes their consent
 * back. A module of its own, loaded only then: no first visit needs it.
 */
/** Every name and parent domain a cookie of this host may be set on. */
function cookieDomains(hostname: string): string[] {
  const parts = hostname.split('.');
  return parts.slice(0, -1).flatMap((_, index) => {
    const domain = parts.slice(index).join('.');
    return [domain, `.${domain}`];
  });
}

/**
 * Expires Google Analytics' cookies (_ga, _ga_<id>) wherever its tag may
 * have set them: on this host or a parent domain, as its cookie_domain
 * "auto" chooses.
 */
export function expireGoogleCookies(document: Document): void {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=', 1).join('').trim())
    .filter((name) => /^_ga(?:_|$)/.test(name));
  const expired = 'Max-Age=0; path=/';
  for (const name of names) {
    document.cookie = `${name}=; ${expired}`;
    for (const domain of cookieDomains(document.location.hostname)) {
      document.cookie = `${name}=; ${expired}; domain=${domain}`;
    }
  }
}
