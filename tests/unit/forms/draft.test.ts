/** @jest-environment node */
import {
  clearDraft,
  draftKey,
  readDraft,
  sanitizeDraft,
  writeDraft,
  type DraftStorage,
} from '../../../src/lib/forms/draft';
import { emptyInquiry, emptyQuick } from '../../../src/lib/forms/fields';

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('drafts', () => {
  it('come back as they were saved, per form', () => {
    const storage = memoryStorage();
    const quick = { name: 'Ana', email: 'ana@', message: 'Half a sent' };
    const inquiry = { ...emptyInquiry(), firstName: 'Ana', smsConsent: true };
    writeDraft(storage, 'quick-question', quick, emptyQuick());
    writeDraft(storage, 'event-inquiry', inquiry, emptyInquiry());
    expect(readDraft(storage, 'quick-question', emptyQuick())).toEqual(quick);
    expect(readDraft(storage, 'event-inquiry', emptyInquiry())).toEqual(inquiry);
    expect([...storage.data.keys()].sort()).toEqual([
      'contact:draft:event-inquiry',
      'contact:draft:quick-question',
    ]);
  });

  it('are removed when the form is emptied, and once sent', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'quick-question', { ...emptyQuick(), name: 'Ana' }, emptyQuick());
    writeDraft(storage, 'quick-question', { ...emptyQuick(), name: '  ' }, emptyQuick());
    expect(storage.data.has(draftKey('quick-question'))).toBe(false);

    writeDraft(storage, 'quick-question', { ...emptyQuick(), name: 'Ana' }, emptyQuick());
    clearDraft(storage, 'quick-question');
    expect(readDraft(storage, 'quick-question', emptyQuick())).toBeNull();
  });

  it('keep only known fields of the right type', () => {
    expect(
      sanitizeDraft(
        { version: 1, values: { name: 'Ana', email: 42, message: ['x'], extra: 'no' } },
        emptyQuick(),
      ),
    ).toEqual({ name: 'Ana', email: '', message: '' });
    expect(
      sanitizeDraft({ version: 1, values: { smsConsent: 'yes' } }, emptyInquiry())?.smsConsent,
    ).toBe(false);
  });

  it('ignore what they cannot trust: other versions, broken JSON, no storage', () => {
    expect(sanitizeDraft({ version: 2, values: { name: 'Ana' } }, emptyQuick())).toBeNull();
    expect(sanitizeDraft('Ana', emptyQuick())).toBeNull();
    const storage = memoryStorage();
    storage.data.set(draftKey('quick-question'), '{not json');
    expect(readDraft(storage, 'quick-question', emptyQuick())).toBeNull();
    expect(readDraft(null, 'quick-question', emptyQuick())).toBeNull();
    expect(() => writeDraft(null, 'quick-question', emptyQuick(), emptyQuick())).not.toThrow();
  });

  it('never stop the visitor when the storage is full or blocked', () => {
    const failing: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() =>
      writeDraft(failing, 'quick-question', { ...emptyQuick(), name: 'Ana' }, emptyQuick()),
    ).not.toThrow();
    expect(readDraft(failing, 'quick-question', emptyQuick())).toBeNull();
    expect(() => clearDraft(failing, 'quick-question')).not.toThrow();
  });
});
