import { previousPage, rememberPreviousPage } from '../../../src/lib/forms/previous-page';

describe('the page the visitor came from', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('is the page left by the last move inside the site', () => {
    rememberPreviousPage({ href: 'http://localhost/es/music/', pathname: '/es/music/' });
    expect(previousPage()).toBe('http://localhost/es/music/');
  });

  it('is built from the path when the location has no href', () => {
    rememberPreviousPage({ pathname: '/venues/', search: '?a=1' });
    expect(previousPage()).toBe('http://localhost/venues/?a=1');
  });

  it('falls back to document.referrer after a fresh page load, when it is a page of the site', () => {
    rememberPreviousPage({ href: 'http://localhost/music/', pathname: '/music/' });
    rememberPreviousPage(null);
    jest.spyOn(document, 'referrer', 'get').mockReturnValue('http://localhost/venues/');
    expect(previousPage()).toBe('http://localhost/venues/');
  });

  it('is empty when another site linked here: the visit’s source keeps that site’s host only', () => {
    jest.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/search?q=dj');
    expect(previousPage()).toBe('');
    jest.spyOn(document, 'referrer', 'get').mockReturnValue('http://localhost.example.com/');
    expect(previousPage()).toBe('');
  });
});
