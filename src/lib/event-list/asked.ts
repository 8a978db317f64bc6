/**
 * What a link to the contact page asks about (lib/forms/prefill.ts), as
 * entries of the event list: the rental item, the service and the venue.
 * The contact page adds them when it opens, so a link works the same from
 * a page whose script never ran, from another tab or from an email.
 */
import { OTHER_VENUE } from '../forms/fields';
import type { Prefill } from '../forms/prefill';
import type { AskedEntry } from './entries';

export function askedEntries(prefill: Prefill): AskedEntry[] {
  const entries: AskedEntry[] = [];
  if (prefill.itemId) entries.push({ kind: 'item', id: prefill.itemId });
  if (prefill.serviceId) entries.push({ kind: 'service', id: prefill.serviceId });
  if (prefill.venue && prefill.venue !== OTHER_VENUE) {
    entries.push({ kind: 'venue', id: prefill.venue });
  }
  return entries;
}
