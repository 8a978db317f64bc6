import { previousPage, rememberPreviousPage } from '../../../src/lib/forms/previous-page';

describe('the page the visitor came from', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is the page left by the last move inside the site', () => {
    rememberPreviousPage({ href: 'http://localhost/es/music/', pathname: '/es/music/' });
    expect(previousPage()).toBe('http://localhost/es/music/');
  });

  it('is built from the path when the location has no href', () => {
    rememberPreviousPage({ pathname: '/venues/', search: '?a=1' });
    expect(previousPage()).toBe('http://localhost/venues/?a=1');
  });

  it('falls back to document.referrer after a fresh page load', () => {
    rememberPreviousPage({ href: 'http://localhost/music/', pathname: '/music/' });
    rememberPreviousPage(null);
    jest.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/');
    expect(previousPage()).toBe('https://www.google.com/');
  });
});
