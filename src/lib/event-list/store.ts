/**
 * The stored event list for React's useSyncExternalStore: the same array
 * while the stored text is the same, and a call on every change this page
 * makes (writeEventList tells the page). Server renders, and the browser
 * while it hydrates them, see NO_ENTRIES: the list lives in the tab.
 */
import { sessionStore } from '../forms/tab-storage';
import {
  EVENT_LIST_CHANGE,
  parseEventListText,
  storedEventListText,
  type EventListEntry,
} from './entries';

export const NO_ENTRIES: readonly EventListEntry[] = [];

let lastText: string | null = null;
let lastList: readonly EventListEntry[] = NO_ENTRIES;

export function eventListSnapshot(): readonly EventListEntry[] {
  const text = storedEventListText(sessionStore());
  if (text !== lastText) {
    lastText = text;
    lastList = text === null ? NO_ENTRIES : parseEventListText(text);
  }
  return lastList;
}

export function serverEventListSnapshot(): readonly EventListEntry[] {
  return NO_ENTRIES;
}

export function subscribeToEventList(onChange: () => void): () => void {
  window.addEventListener(EVENT_LIST_CHANGE, onChange);
  return () => window.removeEventListener(EVENT_LIST_CHANGE, onChange);
}
