import {
  contactAddress,
  goboAttachment,
  storeAttachment,
} from '../../../src/components/GoboDesigner/request-gobo';
import { EVENT_LIST_KEY } from '../../../src/lib/event-list/entries';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';

describe('handing the design to the contact page', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    jest.restoreAllMocks();
  });

  const stored = () => JSON.parse(window.sessionStorage.getItem(EVENT_LIST_KEY) ?? 'null');

  it('adds it to the visitor’s event list, after what is there', () => {
    window.sessionStorage.setItem(EVENT_LIST_KEY, JSON.stringify([{ kind: 'item', id: 'wash' }]));
    expect(storeAttachment(goboAttachment('Template: Monogram', SVG))).toBe(true);
    expect(stored()).toEqual([
      { kind: 'item', id: 'wash' },
      { kind: 'gobo', fileName: 'gobo-design.svg', summary: 'Template: Monogram', svg: SVG },
    ]);
  });

  it('replaces an earlier design with the new one', () => {
    storeAttachment(goboAttachment('first', SVG));
    storeAttachment(goboAttachment('second', SVG));
    expect(stored()).toEqual([
      { kind: 'gobo', fileName: 'gobo-design.svg', summary: 'second', svg: SVG },
    ]);
  });

  it('reports a full or blocked storage instead of throwing', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(storeAttachment(goboAttachment('x', SVG))).toBe(false);
  });

  it('leads to the inquiry on the contact page of the visitor’s language', () => {
    expect(contactAddress('/contact/', 'en', 'en')).toBe('/contact/#inquiry');
    expect(contactAddress('/contact/', 'it', 'en')).toBe('/it/contact/#inquiry');
  });
});
