import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Translate } from '../../i18n/translate';
import { entryKey, type EventListEntry } from '../../lib/event-list/entries';
import type { NamedEntry } from '../../lib/event-list/fields';
import {
  knownVenueLabel,
  loadVenueList,
  rememberVenueLabels,
  serverHtmlListsVenues,
  subscribeToVenueLabels,
  venueLabelsVersion,
} from '../ContactForm/venue-list';
import { venueOptionLabel } from '../ContactForm/VenueCombobox';

type VenueNames = ((slug: string) => string | undefined) | 'loading' | 'failed';

/**
 * The venues' names, as the venue field remembers them: from the server's
 * <select> when the page came with it (nothing to load), else from the
 * venue field's list (/venues.json), loaded here when the event list holds
 * a venue: venues are not in the page's data.
 */
function useVenueNames(needed: boolean, t: Translate): VenueNames {
  const [fromServerHtml] = useState(serverHtmlListsVenues);
  const [status, setStatus] = useState<'idle' | 'loading' | 'loaded' | 'failed'>('idle');
  useSyncExternalStore(subscribeToVenueLabels, venueLabelsVersion, () => 0);
  useEffect(() => {
    if (!needed || fromServerHtml || status !== 'idle') return;
    setStatus('loading');
    loadVenueList().then(
      (list) => {
        rememberVenueLabels(list.map((venue) => [venue.slug, venueOptionLabel(venue, t)]));
        setStatus('loaded');
      },
      () => setStatus('failed'),
    );
  }, [needed, fromServerHtml, status, t]);
  const known = venueLabelsVersion() > 0 || status === 'loaded';
  if (status === 'failed') return 'failed';
  return known ? knownVenueLabel : 'loading';
}

/**
 * The entry's name in the page's language; null for an entry the site no
 * longer has (an item or a service taken out since, a venue not on the list).
 */
function nameOf(
  entry: EventListEntry,
  t: Translate,
  exists: (key: string) => boolean,
  serviceLabels: Readonly<Record<string, string>>,
  venues: VenueNames,
): string | null {
  switch (entry.kind) {
    case 'item': {
      const key = `catalog-items:${entry.id}.name`;
      return exists(key) ? t(key) : null;
    }
    case 'service': {
      const key = serviceLabels[entry.id];
      return key ? t(key) : null;
    }
    case 'venue':
      // Nothing while the list loads (the row keeps its size); the slug if it cannot.
      if (venues === 'loading') return '';
      if (venues === 'failed') return entry.id;
      return venues(entry.id) ?? null;
    case 'gobo':
      return t('contact:eventList.design');
  }
}

export interface NamedList {
  named: NamedEntry[];
  /** The keys of entries the site no longer has: not shown, not sent, to be removed. */
  unknown: string[];
}

/** Each entry of the list with what it is and its name, in the page's language. */
export function useNamedEntries(
  entries: readonly EventListEntry[],
  serviceLabels: Readonly<Record<string, string>>,
): NamedList {
  const { t, i18n } = useTranslation('contact');
  const venues = useVenueNames(
    entries.some((entry) => entry.kind === 'venue'),
    t,
  );
  const labelsVersion = venueLabelsVersion();
  return useMemo(() => {
    const list: NamedList = { named: [], unknown: [] };
    for (const entry of entries) {
      const name = nameOf(entry, t, (key) => i18n.exists(key), serviceLabels, venues);
      if (name === null) list.unknown.push(entryKey(entry));
      else list.named.push({ entry, kindLabel: t(`contact:eventList.kinds.${entry.kind}`), name });
    }
    return list;
    // The remembered names change in place: their version says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entries, t, i18n, serviceLabels, venues, labelsVersion]);
}
