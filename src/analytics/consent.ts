/**
 * A visitor's answer to the consent banner (Google Analytics only). It is
 * kept in localStorage so that the banner asks once, not on every page or
 * visit: the one thing the site keeps beyond the tab, and only where a
 * banner asked. It holds the answer alone. The visitor may change it at any
 * time from the privacy note by the contact forms.
 */
export const CONSENT_KEY = 'analytics-consent';

export type ConsentAnswer = 'granted' | 'denied';

/**
 * One step on the browser's localStorage, where the browser allows it: a
 * blocked or full storage (private mode…) keeps nothing, and the banner
 * simply asks again next time.
 */
function withStorage<T>(step: (storage: Storage) => T): T | undefined {
  try {
    return step(window.localStorage);
  } catch {
    return undefined;
  }
}

/** The answer given earlier, or null when the visitor has not answered (or it cannot be read). */
export function readConsent(): ConsentAnswer | null {
  const answer = withStorage((storage) => storage.getItem(CONSENT_KEY));
  return answer === 'granted' || answer === 'denied' ? answer : null;
}

/** Keeps the answer (where storage is refused, it holds for this page only). */
export function keepConsent(answer: ConsentAnswer): void {
  withStorage((storage) => storage.setItem(CONSENT_KEY, answer));
}

/** Forgets the answer, so that the banner asks again. */
export function forgetConsent(): void {
  withStorage((storage) => storage.removeItem(CONSENT_KEY));
}
