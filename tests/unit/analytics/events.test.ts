import { eventOfClick } from '../../../src/analytics/clicks';
import * as events from '../../../src/analytics/events';
import { announce, SITE_EVENT, type SiteEvent } from '../../../src/analytics/events';

const LINKS = {
  instantQuote: 'https://quote.example.com/',
  scheduling: 'https://schedule.example.com/consultation',
  vipLogin: 'https://vip.example.com/login',
};

const click = (href: string, hreflang = '', language = 'en') =>
  eventOfClick({ href, hreflang }, { links: LINKS, language });

describe('what a click on a link stands for', () => {
  it('a call and an email', () => {
    expect(click('tel:+12015550147')).toEqual({ name: 'call_tapped' });
    expect(click('mailto:hello@example.com?subject=Hi')).toEqual({ name: 'email_tapped' });
  });

  it('the instant quote, the scheduling site and the VIP login, as site.yaml names them', () => {
    expect(click('https://quote.example.com/')).toEqual({ name: 'instant_quote_followed' });
    expect(click('https://quote.example.com')).toEqual({ name: 'instant_quote_followed' });
    expect(click('https://schedule.example.com/consultation?ref=site')).toEqual({
      name: 'scheduling_followed',
    });
    expect(click('https://vip.example.com/login/')).toEqual({ name: 'vip_login_followed' });
  });

  it('not another page of those sites, nor any other outside site', () => {
    expect(click('https://vip.example.com/login-help')).toBeNull();
    expect(click('https://schedule.example.com/other')).toBeNull();
    expect(click('https://gallery.example.com/')).toBeNull();
  });

  it('a switch to another language, from the language shown', () => {
    expect(click('http://localhost/es/music/', 'es', 'en')).toEqual({
      name: 'language_switched',
      props: { from: 'en', to: 'es' },
    });
    // The language already shown is no switch; a plain page link neither.
    expect(click('http://localhost/es/music/', 'es', 'es')).toBeNull();
    expect(click('http://localhost/music/')).toBeNull();
  });

  it('keeps one name for each action, the same for every service', () => {
    const names = Object.entries(events)
      .filter(([key]) => /^[A-Z_]+$/.test(key) && !['SITE_EVENT', 'CONSENT_CHANGE'].includes(key))
      .map(([, value]) => value)
      .sort();
    expect(names).toEqual([
      'call_tapped',
      'email_tapped',
      'gobo_design_requested',
      'inquiry_sent',
      'instant_quote_followed',
      'language_switched',
      'scheduling_followed',
      'vip_login_followed',
    ]);
    // Google Analytics 4 accepts letters, digits and underscores, up to 40 characters.
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9_]{0,39}$/);
  });
});

describe('announce', () => {
  it('dispatches the event on window for whoever listens, and is silent otherwise', () => {
    const heard: SiteEvent[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<SiteEvent>).detail);
    expect(() => announce({ name: 'gobo_design_requested' })).not.toThrow();
    window.addEventListener(SITE_EVENT, listener);
    announce({ name: 'inquiry_sent', props: { form: 'quick-question' } });
    window.removeEventListener(SITE_EVENT, listener);
    expect(heard).toEqual([{ name: 'inquiry_sent', props: { form: 'quick-question' } }]);
  });
});
