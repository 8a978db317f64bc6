import { parseVisitSource, readVisitSource } from '../../../src/lib/forms/inquiry-source';
import {
  DIRECT,
  recordVisitSource,
  referringHostOf,
  VISIT_SOURCE_KEY,
  visitSourceOf,
  type LandingLocation,
} from '../../../src/lib/forms/visit-source';

const HOST = 'www.example-events.com';

function landing(address: string): LandingLocation {
  const url = new URL(address, `https://${HOST}`);
  return { pathname: url.pathname, search: url.search, host: url.host };
}

/** A sessionStorage of its own for each test. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('the source of a visit', () => {
  it('takes the three campaign tags of an ad link, and names the source by utm_source', () => {
    const source = visitSourceOf(
      landing('/es/music/?utm_source=theknot&utm_medium=listing&utm_campaign=spring-weddings&x=1'),
      'https://www.theknot.com/marketplace/example',
    );
    expect(source).toEqual({
      source: 'theknot',
      landingPage: '/es/music/',
      referringSite: 'www.theknot.com',
      utmSource: 'theknot',
      utmMedium: 'listing',
      utmCampaign: 'spring-weddings',
      adClick: '',
    });
  });

  it('keeps only the referring site’s host, never its address', () => {
    const source = visitSourceOf(
      landing('/venues/'),
      'https://www.google.com/search?q=wedding+dj+sparta+nj',
    );
    expect(source.referringSite).toBe('www.google.com');
    expect(source.source).toBe('www.google.com');
    expect(JSON.stringify(source)).not.toContain('wedding');
  });

  it('reduces an ad network’s click id to the network’s name, and keeps no id', () => {
    const google = visitSourceOf(landing('/?gclid=Cj0KCQiA-secret'), '');
    expect(google).toMatchObject({ source: 'Google Ads', adClick: 'Google Ads' });
    expect(JSON.stringify(google)).not.toContain('secret');
    expect(visitSourceOf(landing('/?fbclid=IwAR-secret'), '').source).toBe('Meta Ads');
    expect(visitSourceOf(landing('/?wbraid=abc'), '').adClick).toBe('Google Ads');
    // The owner's own tag names the source; the click id still says it was an ad.
    expect(visitSourceOf(landing('/?utm_source=google&gclid=x'), '')).toMatchObject({
      source: 'google',
      adClick: 'Google Ads',
    });
  });

  it('is "direct" when nothing led to the page', () => {
    expect(visitSourceOf(landing('/contact/'), '')).toEqual({
      source: DIRECT,
      landingPage: '/contact/',
      referringSite: '',
      utmSource: '',
      utmMedium: '',
      utmCampaign: '',
      adClick: '',
    });
    // Empty tags count as none.
    expect(visitSourceOf(landing('/?utm_source=&gclid='), '').source).toBe(DIRECT);
  });

  it('does not count the site itself, nor an address that is not a web page, as a referrer', () => {
    expect(referringHostOf(`https://${HOST}/music/`, HOST)).toBe('');
    expect(referringHostOf('https://WWW.Example-Events.com/', HOST)).toBe('');
    expect(referringHostOf('android-app://com.google.android.gm/', HOST)).toBe('');
    expect(referringHostOf('not an address', HOST)).toBe('');
    expect(referringHostOf('http://localhost:9000/', HOST)).toBe('localhost:9000');
  });

  it('cuts a tag that is far too long', () => {
    const source = visitSourceOf(landing(`/?utm_campaign=${'x'.repeat(5000)}`), '');
    expect(source.utmCampaign).toHaveLength(200);
  });
});

describe('recording the source in the tab', () => {
  it('lets the first page of the visit win: later pages and reloads change nothing', () => {
    const storage = memoryStorage();
    recordVisitSource(storage, landing('/?utm_source=facebook&utm_medium=social'), '');
    recordVisitSource(storage, landing('/music/'), `https://${HOST}/`);
    recordVisitSource(storage, landing('/contact/?utm_source=other'), 'https://www.bing.com/');
    expect(readVisitSource(storage)).toMatchObject({
      source: 'facebook',
      landingPage: '/',
      utmMedium: 'social',
    });
  });

  it('keeps it in the one storage it is given, under one key', () => {
    const storage = memoryStorage();
    recordVisitSource(storage, landing('/'), '');
    expect([...storage.values.keys()]).toEqual([VISIT_SOURCE_KEY]);
  });

  it('never trusts an unreadable entry, and lives without storage', () => {
    const storage = memoryStorage();
    storage.values.set(VISIT_SOURCE_KEY, '{not json');
    recordVisitSource(storage, landing('/venues/'), '');
    // The inquiry then goes without a source, as without JavaScript: never a guessed one.
    expect(readVisitSource(storage)).toBeNull();
    expect(() => recordVisitSource(null, landing('/'), '')).not.toThrow();
    expect(readVisitSource(null)).toBeNull();
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => recordVisitSource(full, landing('/'), '')).not.toThrow();
  });

  it('trusts a stored entry only when every field is text', () => {
    expect(parseVisitSource({ source: 'direct' })).toBeNull();
    expect(parseVisitSource([])).toBeNull();
    const whole = visitSourceOf(landing('/'), '');
    expect(parseVisitSource({ ...whole, extra: '<script>' })).toEqual(whole);
    expect(parseVisitSource({ ...whole, utmSource: 42 })).toBeNull();
  });
});
