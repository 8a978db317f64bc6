/**
 * A visitor's answer to the consent banner (Google Analytics only). It is
 * kept in localStorage so that the banner asks once, not on every page or
 * visit: the one thing the site keeps beyond the tab, and only where a
 * banner asked. It holds the answer alone.
 */
export const CONSENT_KEY = 'analytics-consent';

export type ConsentAnswer = 'granted' | 'denied';

type AnswerStorage = Pick<Storage, 'getItem' | 'setItem'>;

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
