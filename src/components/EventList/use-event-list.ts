import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { sessionStore } from '../../lib/forms/tab-storage';
import { withoutPrefill } from '../../lib/forms/prefill';
import {
  entryKey,
  readEventList,
  withEntry,
  withoutEntry,
  writeEventList,
  type AskedEntry,
  type EventListEntry,
} from '../../lib/event-list/entries';
import {
  eventListSnapshot,
  NO_ENTRIES,
  serverEventListSnapshot,
  subscribeToEventList,
} from '../../lib/event-list/store';

export interface EventList {
  entries: readonly EventListEntry[];
  /** False in the server's HTML and while the browser hydrates it: no list is known yet. */
  known: boolean;
  remove: (key: string) => void;
  /** Once the inquiry carrying the list is sent. */
  clear: () => void;
}

const subscribeToNothing = () => () => undefined;

/** True in the browser's renders, false in the server's and while hydrating them. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The visitor's event list on the contact page: what the tab keeps, plus
 * what the page's link asks about (`asked`, the same array while the
 * address is), which the page then stores and takes out of the address,
 * so that a reload or a step back never adds again what was removed.
 */
export function useEventList(asked: readonly AskedEntry[]): EventList {
  const known = useInBrowser();
  const stored = useSyncExternalStore(
    subscribeToEventList,
    eventListSnapshot,
    serverEventListSnapshot,
  );
  // What was removed here, which also keeps it out where the tab keeps no storage.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());

  const entries = useMemo(() => {
    if (!known) return NO_ENTRIES;
    return asked.reduce(withEntry, [...stored]).filter((entry) => !removed.has(entryKey(entry)));
  }, [known, stored, asked, removed]);

  useEffect(() => {
    const storage = sessionStore();
    if (asked.length > 0) writeEventList(storage, asked.reduce(withEntry, readEventList(storage)));
    const { location, history } = window;
    const address = withoutPrefill(location);
    if (address !== `${location.pathname}${location.search}${location.hash}`) {
      history.replaceState(history.state, '', address);
    }
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const remove = useCallback((key: string) => {
    setRemoved((before) => new Set(before).add(key));
    const storage = sessionStore();
    writeEventList(storage, withoutEntry(readEventList(storage), key));
  }, []);

  const clear = useCallback(() => {
    writeEventList(sessionStore(), []);
  }, []);

  return { entries, known, remove, clear };
}
