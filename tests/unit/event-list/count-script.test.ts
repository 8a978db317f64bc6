/**
 * The inline script that writes the event list's count on <html> while
 * the page is parsed counts what the page's own code counts: the stored
 * list as parseEventList reads it, plus, on the contact page only, what
 * the address asks about.
 */
import {
  COUNT_ATTRIBUTE,
  COUNT_PROPERTY,
  CONTACT_PATH_ATTRIBUTE,
  EVENT_LIST_COUNT_SCRIPT,
  showCountOnPage,
} from '../../../src/lib/event-list/count-script';
import { EVENT_LIST_KEY, parseEventList, withEntry } from '../../../src/lib/event-list/entries';
import { askedEntries } from '../../../src/lib/event-list/asked';
import { parsePrefill } from '../../../src/lib/forms/prefill';

const root = document.documentElement;

/** Runs the script as the browser does, from its element, and reads what it wrote. */
function runScript(contactPath: string): number {
  showCountOnPage(0);
  const script = document.createElement('script');
  script.setAttribute(CONTACT_PATH_ATTRIBUTE, contactPath);
  document.body.append(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    // The text the server writes into every page, run as that page would.
    new Function(EVENT_LIST_COUNT_SCRIPT)();
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
    script.remove();
  }
  if (!root.hasAttribute(COUNT_ATTRIBUTE)) return 0;
  return Number(root.style.getPropertyValue(COUNT_PROPERTY));
}

/** What the contact page's own code lists for this stored text and address. */
function countedByThePage(stored: unknown, search: string): number {
  const asked = askedEntries(
    parsePrefill(search, {
      eventTypes: [],
      serviceLabels: { music: 'x' },
      isKnownItem: () => true,
    }),
  );
  return asked.reduce(withEntry, parseEventList(stored)).length;
}

const STORED_CASES: Array<[string, unknown]> = [
  ['nothing', null],
  [
    'two entries',
    [
      { kind: 'item', id: 'wash' },
      { kind: 'service', id: 'music' },
    ],
  ],
  [
    'one repeated, and a design',
    [
      { kind: 'item', id: 'wash' },
      { kind: 'item', id: 'wash' },
      { kind: 'gobo', fileName: 'gobo-design.svg', summary: '', svg: '<svg></svg>' },
    ],
  ],
  ['malformed entries', [{ kind: 'item', id: 'Bad Id' }, { kind: 'coupon', id: 'x' }, 'wash']],
  ['not a list', { kind: 'item', id: 'wash' }],
];

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  showCountOnPage(0);
});

describe.each(STORED_CASES)('with %s stored', (_, stored) => {
  beforeEach(() => {
    if (stored !== null) window.sessionStorage.setItem(EVENT_LIST_KEY, JSON.stringify(stored));
  });

  it('counts as the page does, on any page', () => {
    window.history.replaceState(null, '', '/catalog/?item=spot');
    expect(runScript('/contact/')).toBe(countedByThePage(stored, ''));
  });

  it('adds what the contact page’s address asks about, as the page does', () => {
    const search = '?item=spot&service=music&venue=lake-club&event=wedding';
    window.history.replaceState(null, '', `/es/contact/${search}#inquiry`);
    expect(runScript('/es/contact/')).toBe(countedByThePage(stored, search));
    window.history.replaceState(null, '', '/es/contact/?item=wash&venue=other');
    expect(runScript('/es/contact/')).toBe(countedByThePage(stored, '?item=wash&venue=other'));
  });
});

it('writes nothing for an empty list, and the page takes the count away at 0', () => {
  expect(runScript('/contact/')).toBe(0);
  expect(root.hasAttribute(COUNT_ATTRIBUTE)).toBe(false);
  showCountOnPage(3);
  expect(root.style.getPropertyValue(COUNT_PROPERTY)).toBe('3');
  showCountOnPage(0);
  expect(root.hasAttribute(COUNT_ATTRIBUTE)).toBe(false);
  expect(root.style.getPropertyValue(COUNT_PROPERTY)).toBe('');
});

it('survives a storage that refuses to be read', () => {
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  window.history.replaceState(null, '', '/contact/?item=wash');
  expect(runScript('/contact/')).toBe(1);
  getItem.mockRestore();
});
