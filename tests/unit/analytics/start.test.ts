/**
 * The analytics module in the browser with Plausible and Cloudflare: the
 * service's script only once the browser is idle, and the site's events
 * reaching the service under the same names, from link clicks and from the
 * code that announces them.
 */
import {
  startAnalytics,
  type Analytics,
  type TrackerOf,
} from '../../../src/analytics/start-analytics';
import { announce } from '../../../src/analytics/events';
import { providerScript } from '../../../src/analytics/providers';
import type { AnalyticsSettings } from '../../../src/analytics/settings';
import {
  cloudflareTracker,
  plausibleTracker,
  type AnalyticsWindow,
} from '../../../src/analytics/trackers';

// The trackers the services' modules hand the common part (plausible.ts, cloudflare.ts).
const plausible: TrackerOf = (page, given) => plausibleTracker(page, given.script);
const cloudflare: TrackerOf = (page, given) => cloudflareTracker(page, given.script);

const LINKS = {
  instantQuote: 'https://quote.example.com/',
  scheduling: 'https://schedule.example.com/consultation',
  vipLogin: 'https://vip.example.com/login',
};

function settings(provider: 'plausible' | 'cloudflare', value: string): AnalyticsSettings {
  return {
    provider,
    script: providerScript(provider, value),
    links: LINKS,
    languages: { defaultLanguage: 'en', languages: ['en', 'es', 'it'] },
  };
}

const win = window as AnalyticsWindow;
let analytics: Analytics | null = null;

function linkTo(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.append(document.createElement('span'));
  link.addEventListener('click', (event) => event.preventDefault());
  document.body.append(link);
  return link;
}

const scripts = () => Array.from(document.head.querySelectorAll('script'));

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete win.plausible;
  delete win.gtag;
});

afterEach(() => {
  analytics?.stop();
  analytics = null;
  jest.useRealTimers();
});

describe('with Plausible', () => {
  it('loads its script with the domain only once the browser is idle', async () => {
    analytics = startAnalytics(settings('plausible', 'example-events.com'), win, plausible);
    analytics.pageShown({ pathname: '/' }, true);
    expect(scripts()).toEqual([]);
    await jest.runOnlyPendingTimersAsync();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toHaveAttribute('src', 'https://plausible.io/js/script.js');
    expect(scripts()[0]).toHaveAttribute('data-domain', 'example-events.com');
    expect(scripts()[0]?.async).toBe(true);
  });

  it('sends each action under its name, with its details, in Plausible’s documented call', async () => {
    analytics = startAnalytics(settings('plausible', 'example-events.com'), win, plausible);
    // Before the script is even asked for: kept, and sent once it is.
    linkTo('tel:+12015550147').querySelector('span')?.click();
    await jest.runOnlyPendingTimersAsync();
    linkTo('mailto:hello@example.com').click();
    linkTo('https://quote.example.com/').click();
    linkTo('https://schedule.example.com/consultation').click();
    linkTo('https://vip.example.com/login').click();
    linkTo('/es/', { hreflang: 'es' }).click();
    linkTo('/music/').click();
    announce({ name: 'inquiry_sent', props: { form: 'event-inquiry', event_type: 'wedding' } });
    announce({ name: 'gobo_design_requested' });

    expect(win.plausible?.q).toEqual([
      ['call_tapped', undefined],
      ['email_tapped', undefined],
      ['instant_quote_followed', undefined],
      ['scheduling_followed', undefined],
      ['vip_login_followed', undefined],
      ['language_switched', { props: { from: 'en', to: 'es' } }],
      ['inquiry_sent', { props: { form: 'event-inquiry', event_type: 'wedding' } }],
      ['gobo_design_requested', undefined],
    ]);
  });

  it('judges a language switch from the page shown, page changes included', async () => {
    window.history.pushState({}, '', '/es/music/');
    analytics = startAnalytics(settings('plausible', 'example-events.com'), win, plausible);
    await jest.runOnlyPendingTimersAsync();
    linkTo('/es/', { hreflang: 'es' }).click();
    linkTo('/it/', { hreflang: 'it' }).click();
    analytics.pageShown({ pathname: '/it/' }, false);
    linkTo('/', { hreflang: 'en' }).click();
    window.history.pushState({}, '', '/');
    expect(win.plausible?.q).toEqual([
      ['language_switched', { props: { from: 'es', to: 'it' } }],
      ['language_switched', { props: { from: 'it', to: 'en' } }],
    ]);
  });
});

describe('with Cloudflare Web Analytics', () => {
  it('loads its beacon with the token, and sends no events (it has no way to receive them)', async () => {
    analytics = startAnalytics(
      settings('cloudflare', '0123456789abcdef0123456789abcdef'),
      win,
      cloudflare,
    );
    await jest.runOnlyPendingTimersAsync();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toHaveAttribute(
      'src',
      'https://static.cloudflareinsights.com/beacon.min.js',
    );
    expect(JSON.parse(scripts()[0]?.getAttribute('data-cf-beacon') ?? '')).toEqual({
      token: '0123456789abcdef0123456789abcdef',
    });
    linkTo('tel:+12015550147').click();
    announce({ name: 'inquiry_sent', props: { form: 'quick-question' } });
    expect(win.plausible).toBeUndefined();
    expect(win.gtag).toBeUndefined();
  });
});
