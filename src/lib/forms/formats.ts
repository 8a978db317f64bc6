/**
 * The formats the inquiry forms accept, as pure functions: each `parse…`
 * returns the normalized value or null. The same rules run in the browser
 * (messages on blur and submit) and in the payload (normalized values).
 */

/**
 * An email address: something@domain.tld, no spaces. The one pattern for a
 * visitor's address and site.yaml's business.email (src/config/schema.ts
 * imports it from here, so that visitors' scripts never load the schema).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * A US (NANP) number written any common way: (201) 555-0147, 201.555.0147,
 * 201 555 0147, +1 201-555-0147, 1-201-555-0147, 2015550147. Area code and
 * exchange start with 2-9. Returns the 10 national digits, or null.
 */
export function parseUsPhone(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  if (/\(.*\(|\).*\)/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (trimmed.startsWith('+') && digits.length !== 11) return null;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? national : null;
}

/** "2015550147" → "(201) 555-0147", the way the site writes its own number. */
export function formatUsPhone(national: string): string {
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** A phone number as typed → "(201) 555-0147", or null when it is not a US number. */
export function normalizeUsPhone(value: string): string | null {
  const national = parseUsPhone(value);
  return national === null ? null : formatUsPhone(national);
}

/** ZIP or ZIP+4: "07866", "07866-1234", "07866 1234", "078661234" → "07866" / "07866-1234". */
export function normalizeZip(value: string): string | null {
  const match = /^(\d{5})(?:[\s-]?(\d{4}))?$/.exec(value.trim());
  if (!match) return null;
  return match[2] ? `${match[1]}-${match[2]}` : (match[1] ?? null);
}

/**
 * Patterns for the HTML `pattern` attribute, so that a visitor without
 * JavaScript gets the browser's own check. Browsers compile them with the
 * `v` flag, where "-" must be escaped inside a character class.
 */
export const HTML_PATTERNS = {
  phone: String.raw`\+?1?[\s.\-]?\(?[2-9]\d{2}\)?[\s.\-]?[2-9]\d{2}[\s.\-]?\d{4}`,
  zip: String.raw`\d{5}(?:[\s\-]?\d{4})?`,
  year: String.raw`\d{4}`,
} as const;

// ── Dates ──────────────────────────────────────────────────────────────────

export interface CalendarDate {
  year: number;
  /** 1 = January. */
  month: number;
  day: number;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether year-month-day exists on the calendar (no 30 February, 29 February only in leap years). */
export function isRealDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Today in the visitor's own time zone: an event "today" is not in the past. */
export function localToday(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** "2026-06-13": how a date is written in payloads. */
export function isoDate({ year, month, day }: CalendarDate): string {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

// ── Times ──────────────────────────────────────────────────────────────────

const MINUTES_PER_DAY = 24 * 60;
const SLOT_MINUTES = 30;

/**
 * The start and end times offered: every half hour, "HH:MM" in 24-hour
 * form. The list starts in the morning, so that the small hours (when an
 * evening event ends) come after 11:30 PM instead of before breakfast.
 */
export const FIRST_SLOT = '06:00';

export const TIME_SLOTS: readonly string[] = Array.from(
  { length: MINUTES_PER_DAY / SLOT_MINUTES },
  (_, index) => {
    const minutes = (toMinutes(FIRST_SLOT) + index * SLOT_MINUTES) % MINUTES_PER_DAY;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  },
);

export function toMinutes(slot: string): number {
  const [hours = NaN, minutes = NaN] = slot.split(':').map(Number);
  return hours * 60 + minutes;
}

export function isTimeSlot(value: string): boolean {
  return TIME_SLOTS.includes(value);
}

/**
 * How long an event lasts, in minutes. An end time earlier than the start
 * means the event runs past midnight (7:00 PM to 1:00 AM is 6 hours); the
 * same time for both is 0, which the form refuses.
 */
export function eventDurationMinutes(start: string, end: string): number {
  return (toMinutes(end) - toMinutes(start) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/** The texts a time label is made of, from the page's translations. */
export interface ClockWords {
  /** "12": 7:30 PM; "24": 19:30. */
  clock: '12' | '24';
  am: string;
  pm: string;
  noon: string;
  midnight: string;
}

/** "19:30" → "7:30 PM" (or "19:30" on a 24-hour clock); 12:00 and 00:00 are named. */
export function timeLabel(slot: string, words: ClockWords): string {
  if (slot === '12:00') return words.noon;
  if (slot === '00:00') return words.midnight;
  if (words.clock === '24') return slot;
  const [hours = 0, minutes = 0] = slot.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? words.am : words.pm}`;
}
