/**
 * The visitor's event list as the tab keeps it: entries added once each,
 * a new design replacing the one before, removed by key, checked when read
 * back, and every change told to the page.
 */
import {
  addToEventList,
  entryKey,
  EVENT_LIST_CHANGE,
  EVENT_LIST_KEY,
  MOST_ENTRIES,
  parseEventList,
  readEventList,
  withEntry,
  withoutEntry,
  writeEventList,
  type EventListEntry,
} from '../../../src/lib/event-list/entries';
import { askedEntries } from '../../../src/lib/event-list/asked';
import { eventListFields } from '../../../src/lib/event-list/fields';
import { eventListSnapshot } from '../../../src/lib/event-list/store';
import { INQUIRY_LIST_FIELDS } from '../../../src/lib/forms/fields';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="4"/></svg>';
const design = (summary: string): EventListEntry => ({
  kind: 'gobo',
  fileName: 'gobo-design.svg',
  summary,
  svg: SVG,
});
const wash: EventListEntry = { kind: 'item', id: 'moving-head-wash' };
const music: EventListEntry = { kind: 'service', id: 'music' };

beforeEach(() => window.sessionStorage.clear());

describe('adding and removing', () => {
  it('adds a second entry after the first instead of mixing them', () => {
    expect(withEntry(withEntry([], wash), music)).toEqual([wash, music]);
  });

  it('keeps an entry once, where it was first added', () => {
    expect(withEntry([wash, music], { kind: 'item', id: 'moving-head-wash' })).toEqual([
      wash,
      music,
    ]);
  });

  it('replaces a design with the newer one, in its place', () => {
    const list = withEntry([wash, design('first'), music], design('second'));
    expect(list.map((entry) => (entry.kind === 'gobo' ? entry.summary : entryKey(entry)))).toEqual([
      'item:moving-head-wash',
      'second',
      'service:music',
    ]);
  });

  it('removes by key', () => {
    expect(withoutEntry([wash, music, design('x')], 'gobo')).toEqual([wash, music]);
    expect(withoutEntry([wash, music], 'item:moving-head-wash')).toEqual([music]);
  });
});

describe('what is read back', () => {
  it('keeps well-formed entries once each, in order, and drops the rest', () => {
    expect(
      parseEventList([
        wash,
        { kind: 'item', id: '../secret' },
        { kind: 'coupon', id: 'x' },
        'music',
        null,
        music,
        wash,
        { kind: 'gobo', fileName: 'x.svg', summary: '', svg: '<script>alert(1)</script>' },
        design('ok'),
      ]),
    ).toEqual([wash, music, design('ok')]);
  });

  it('is bounded, and empty for anything but a list', () => {
    const many = Array.from({ length: MOST_ENTRIES + 5 }, (_, index) => ({
      kind: 'item',
      id: `item-${index}`,
    }));
    expect(parseEventList(many)).toHaveLength(MOST_ENTRIES);
    expect(parseEventList({ 0: wash })).toEqual([]);
  });

  it('survives broken JSON and a storage that refuses to be read', () => {
    window.sessionStorage.setItem(EVENT_LIST_KEY, '[{"kind":');
    expect(readEventList(window.sessionStorage)).toEqual([]);
    const refusing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readEventList(refusing)).toEqual([]);
    expect(readEventList(null)).toEqual([]);
  });
});

describe('storing', () => {
  it('writes the list, tells the page, and removes it once empty', () => {
    const heard = jest.fn();
    window.addEventListener(EVENT_LIST_CHANGE, heard);
    expect(addToEventList(window.sessionStorage, wash)).toBe(true);
    expect(addToEventList(window.sessionStorage, music)).toBe(true);
    expect(readEventList(window.sessionStorage)).toEqual([wash, music]);
    expect(eventListSnapshot()).toEqual([wash, music]);
    // The same array while nothing changed: React re-renders only on a change.
    expect(eventListSnapshot()).toBe(eventListSnapshot());
    expect(writeEventList(window.sessionStorage, [])).toBe(true);
    expect(window.sessionStorage.getItem(EVENT_LIST_KEY)).toBeNull();
    expect(heard).toHaveBeenCalledTimes(3);
    window.removeEventListener(EVENT_LIST_CHANGE, heard);
  });

  it('reports a full storage instead of throwing', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(addToEventList(full, wash)).toBe(false);
    expect(addToEventList(null, wash)).toBe(false);
  });
});

describe('what a link asks about', () => {
  it('becomes the item, the service and the venue; "other" is no venue', () => {
    expect(askedEntries({ itemId: 'wash', serviceId: 'music', venue: 'lake-club' })).toEqual([
      { kind: 'item', id: 'wash' },
      { kind: 'service', id: 'music' },
      { kind: 'venue', id: 'lake-club' },
    ]);
    expect(askedEntries({ venue: 'other', eventType: 'wedding' })).toEqual([]);
  });
});

describe('the fields the inquiry sends', () => {
  it('are every declared field, empty for an empty list', () => {
    expect(eventListFields([])).toEqual(INQUIRY_LIST_FIELDS.map((name) => [name, '']));
  });

  it('name each entry on its line, the ids beside, and the design as text', () => {
    const fields = Object.fromEntries(
      eventListFields([
        { entry: wash, kindLabel: 'Rental item', name: 'Moving-head wash light' },
        { entry: { kind: 'venue', id: 'lake-club' }, kindLabel: 'Venue', name: '' },
        { entry: design('Custom gobo request\nText: A & M'), kindLabel: 'Custom gobo', name: 'x' },
      ]),
    );
    expect(fields).toEqual({
      eventList:
        'Rental item: Moving-head wash light\nVenue: venue:lake-club\n' +
        'Custom gobo: x\n  Custom gobo request\n  Text: A & M',
      eventListIds: 'item:moving-head-wash, venue:lake-club, gobo',
      attachmentName: 'gobo-design.svg',
      attachmentSvg: SVG,
    });
  });
});
