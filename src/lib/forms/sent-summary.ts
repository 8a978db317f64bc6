/**
 * What the thank-you page repeats of the form just sent: a few labelled
 * lines in the words of the page it was sent from (the name, where we
 * reply, the event, the event list…), so the visitor can check them. The
 * form stores them in the tab right before it moves on
 * (sessionStorage['contact:sent']); they stay until the tab closes or the
 * next form is sent, and are never sent anywhere.
 *
 * Each line shows on one row of a set height, so that an inline script
 * (SENT_ROWS_SCRIPT) can keep room for them before the page's script runs.
 */
import type { TextLine } from './encode';
import type { FormName } from './fields';
import { QUICK_FORM, INQUIRY_FORM } from './fields';
import type { TabStorage } from './tab-storage';
import { isRecord } from '../json';

export const SENT_SUMMARY_KEY = 'contact:sent';

export interface SentSummary {
  form: FormName;
  rows: TextLine[];
}

/** Bounds for what is read back: a summary is short. */
export const MOST_SENT_ROWS = 40;
const MOST_TEXT_LENGTH = 300;

/** The custom property and attribute on <html> with the number of rows, before the script runs. */
export const SENT_ROWS_PROPERTY = '--sent-rows';
export const SENT_ROWS_ATTRIBUTE = 'data-sent-summary';

/** One line of text, trimmed to a length a row can show. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MOST_TEXT_LENGTH);
}

/** The rows worth showing: both parts text, the value given. */
function rowsOf(rows: readonly unknown[]): TextLine[] {
  return rows
    .filter(isRecord)
    .filter((row) => typeof row.label === 'string' && typeof row.value === 'string')
    .map((row) => ({ label: oneLine(String(row.label)), value: oneLine(String(row.value)) }))
    .filter((row) => row.value !== '')
    .slice(0, MOST_SENT_ROWS);
}

export function parseSentSummary(stored: unknown): SentSummary | null {
  if (!isRecord(stored) || !Array.isArray(stored.rows)) return null;
  const { form } = stored;
  if (form !== INQUIRY_FORM && form !== QUICK_FORM) return null;
  const rows = rowsOf(stored.rows);
  return rows.length > 0 ? { form, rows } : null;
}

/** Stores what was sent (its empty lines left out); a full or blocked storage only loses the summary. */
export function saveSentSummary(storage: TabStorage | null, summary: SentSummary): void {
  const rows = rowsOf(summary.rows);
  try {
    if (rows.length === 0) storage?.removeItem(SENT_SUMMARY_KEY);
    else storage?.setItem(SENT_SUMMARY_KEY, JSON.stringify({ form: summary.form, rows }));
  } catch {
    // The thank-you page then shows no summary.
  }
}

export function sentSummaryText(storage: TabStorage | null): string | null {
  try {
    return storage?.getItem(SENT_SUMMARY_KEY) ?? null;
  } catch {
    return null;
  }
}

export function parseSentSummaryText(text: string | null): SentSummary | null {
  if (text === null) return null;
  try {
    return parseSentSummary(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * Run inline by the thank-you page while it is parsed: the number of rows
 * on <html>, where CSS keeps their room. Plain ES5; it counts the rows
 * parseSentSummary keeps (its unit test checks that they agree).
 */
export const SENT_ROWS_SCRIPT =
  '(function(){try{' +
  'var s=JSON.parse(sessionStorage.getItem(' +
  JSON.stringify(SENT_SUMMARY_KEY) +
  ')||"null"),n=0;' +
  'if(s&&(s.form===' +
  JSON.stringify(INQUIRY_FORM) +
  '||s.form===' +
  JSON.stringify(QUICK_FORM) +
  ')&&s.rows instanceof Array)' +
  's.rows.forEach(function(r){' +
  'if(r&&typeof r.label==="string"&&typeof r.value==="string"&&r.value.trim()!=="")n++});' +
  'n=Math.min(n,' +
  String(MOST_SENT_ROWS) +
  ');' +
  'if(n>0){var r=document.documentElement;r.style.setProperty(' +
  JSON.stringify(SENT_ROWS_PROPERTY) +
  ',String(n));r.setAttribute(' +
  JSON.stringify(SENT_ROWS_ATTRIBUTE) +
  ',"")}' +
  '}catch(x){}})()';
