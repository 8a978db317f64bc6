/**
 * A visitor's answer to the consent banner (Google Analytics only). It is
 * kept in localStorage so that the banner asks once, not on every page or
 * visit: the one thing the site keeps beyond the tab, and only where a
 * banner asked. It holds the answer alone. The visitor may change it at any
 * time from the privacy note by the contact forms.
 */
export const CONSENT_KEY = 'analytics-consent';

export type ConsentAnswer = 'granted' | 'denied';

type AnswerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where it is unavailable (blocked, private mode…). */
export function localStore(): AnswerStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The answer given earlier, or null when the visitor has not answered (or it cannot be read). */
export function readConsent(storage: AnswerStorage | null): ConsentAnswer | null {
  try {
    const answer = storage?.getItem(CONSENT_KEY);
    return answer === 'granted' || answer === 'denied' ? answer : null;
  } catch {
    return null;
  }
}

/** Keeps the answer; where storage is refused, the banner simply asks again next time. */
export function keepConsent(storage: AnswerStorage | null, answer: ConsentAnswer): void {
  try {
    storage?.setItem(CONSENT_KEY, answer);
  } catch {
    // Nothing to keep it in: the answer holds for this page only.
  }
}

/** Forgets the answer, so that the banner asks again. */
export function forgetConsent(storage: AnswerStorage | null): void {
  try {
    storage?.removeItem(CONSENT_KEY);
  } catch {
    // Nothing was kept either.
  }
}

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
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => /^_ga(?:_|$)/.test(name));
  const expired = 'Max-Age=0; path=/';
  for (const name of names) {
    document.cookie = `${name}=; ${expired}`;
    for (const domain of cookieDomains(document.location.hostname)) {
      document.cookie = `${name}=; ${expired}; domain=${domain}`;
    }
  }
}
