import {
  ATTACHMENT_STORAGE_KEY,
  contactAddress,
  goboAttachment,
  storeAttachment,
} from '../../../src/components/GoboDesigner/request-gobo';

describe('handing the design to the contact page', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    jest.restoreAllMocks();
  });

  it('stores the agreed attachment object under contact:attachment', () => {
    expect(storeAttachment(goboAttachment('Template: Monogram', '<svg/>'))).toBe(true);
    expect(JSON.parse(window.sessionStorage.getItem(ATTACHMENT_STORAGE_KEY) ?? 'null')).toEqual({
      kind: 'gobo',
      fileName: 'gobo-design.svg',
      summary: 'Template: Monogram',
      svg: '<svg/>',
    });
  });

  it('reports a full or blocked storage instead of throwing', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(storeAttachment(goboAttachment('x', '<svg/>'))).toBe(false);
  });

  it('leads to the contact page of the visitor language, with the service and attachment', () => {
    expect(contactAddress('/contact/', 'en', 'en')).toBe(
      '/contact/?service=lighting&attachment=gobo',
    );
    expect(contactAddress('/contact/', 'it', 'en')).toBe(
      '/it/contact/?service=lighting&attachment=gobo',
    );
  });
});
