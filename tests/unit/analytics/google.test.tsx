/**
 * Google Analytics asks first: the page carries the banner in every
 * language, hidden, written from analytics.json; the tracker shows the one
 * of the page's language; refusing loads nothing and sends nothing;
 * accepting loads Partytown's snippet (and through it Google's tag, in a
 * worker); the answer is kept.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { ConsentBanners } from '../../../src/analytics/ConsentBanner';
import { googleTracker } from '../../../src/analytics/google';
import { PARTYTOWN_SNIPPET } from '../../../src/analytics/google-tag';
import { CONSENT_KEY } from '../../../src/analytics/consent';
import { googleTagSetup, providerScript } from '../../../src/analytics/providers';
import type { AnalyticsSettings, ConsentBannerSettings } from '../../../src/analytics/settings';
import type { AnalyticsWindow, Tracker } from '../../../src/analytics/trackers';

const BANNER: ConsentBannerSettings = {
  provider: 'Google Analytics',
  defaultLanguage: 'en',
  languages: ['en', 'es'],
  resources: {
    en: {
      analytics: {
        consent: {
          label: 'Visit statistics',
          question: 'May we use {{provider}}?',
          accept: 'Accept',
          refuse: 'Decline',
        },
      },
    },
    es: {
      analytics: {
        consent: {
          label: 'Estadísticas',
          question: '¿Nos permite usar {{provider}}?',
          accept: 'Aceptar',
          refuse: 'Rechazar',
        },
      },
    },
  },
};

const SETTINGS: AnalyticsSettings = {
  provider: 'google',
  script: providerScript('google', 'G-A1B2C3D4E5'),
  measurementId: 'G-A1B2C3D4E5',
  links: {
    instantQuote: 'https://q.example.com/',
    scheduling: 'https://s.example.com/',
    vipLogin: 'https://v.example.com/',
  },
  languages: { defaultLanguage: 'en', languages: ['en', 'es', 'it'] },
};

const win = window as AnalyticsWindow & { partytown?: unknown };
const snippets = () => document.querySelectorAll(`script[src="${PARTYTOWN_SNIPPET}"]`);
const scripts = () => document.querySelectorAll('script');

/** A page as the server wrote it (the banners, hidden), and the tracker started on it. */
function start(language = 'en', page: AnalyticsWindow = win): Tracker {
  cleanup();
  render(<ConsentBanners settings={BANNER} />);
  const tracker = googleTracker(page, SETTINGS, language);
  tracker.start();
  return tracker;
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.localStorage.clear();
  delete win.gtag;
  delete win.partytown;
});

it('shows the banner in the page’s language, loading nothing before an answer', () => {
  const tracker = start('es');
  const banner = screen.getByRole('region', { name: 'Estadísticas' });
  expect(banner).toHaveTextContent('¿Nos permite usar Google Analytics?');
  expect(
    within(banner)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Aceptar', 'Rechazar']);
  expect(screen.getAllByRole('region')).toHaveLength(1);
  tracker.languageChanged('en');
  expect(screen.getByRole('region', { name: 'Visit statistics' })).toBeInTheDocument();
  expect(screen.getAllByRole('region')).toHaveLength(1);
  // A language without its own banner gets the default language's.
  tracker.languageChanged('it');
  expect(screen.getByRole('region', { name: 'Visit statistics' })).toBeInTheDocument();
  expect(snippets()).toHaveLength(0);
  expect(scripts()).toHaveLength(0);
});

it('loads nothing and sends nothing when refused, and remembers it', () => {
  const tracker = start();
  screen.getByRole('button', { name: 'Decline' }).click();
  expect(screen.queryByRole('region')).toBeNull();
  expect(window.localStorage.getItem(CONSENT_KEY)).toBe('denied');
  tracker.send({ name: 'call_tapped' });
  tracker.pageChanged();
  expect(scripts()).toHaveLength(0);
  expect(win.partytown).toBeUndefined();

  // Next page, next visit: no banner, still nothing.
  start();
  expect(screen.queryByRole('region')).toBeNull();
  expect(scripts()).toHaveLength(0);
});

it('loads Google’s tag through Partytown once accepted, and then sends the events', async () => {
  const tracker = start();
  tracker.send({ name: 'call_tapped' });
  screen.getByRole('button', { name: 'Accept' }).click();
  expect(window.localStorage.getItem(CONSENT_KEY)).toBe('granted');
  expect(screen.queryByRole('region')).toBeNull();
  // The tag's module is loaded then.
  await waitFor(() => expect(snippets()).toHaveLength(1));
  expect(win.partytown).toEqual({ forward: ['gtag'] });
  // The tag's setup, as Gatsby's off-main-thread <Script> writes it: the text the
  // security policy allows by its hash.
  const setup = document.querySelector('script[type="text/partytown"]');
  expect(setup?.textContent).toBe(googleTagSetup('G-A1B2C3D4E5'));

  // Events wait for Partytown's forwarding gtag(); the one before the answer was not kept.
  tracker.send({ name: 'inquiry_sent', props: { form: 'quick-question' } });
  const gtag = jest.fn();
  win.gtag = gtag;
  snippets()[0]?.dispatchEvent(new Event('load'));
  tracker.pageChanged();
  expect(gtag.mock.calls).toEqual([
    ['event', 'inquiry_sent', { form: 'quick-question' }],
    ['event', 'page_view', { page_location: window.location.href, page_title: document.title }],
  ]);
});

it('loads the tag at once, without asking, for a visitor who accepted before', async () => {
  window.localStorage.setItem(CONSENT_KEY, 'granted');
  start();
  expect(screen.queryByRole('region')).toBeNull();
  await waitFor(() => expect(snippets()).toHaveLength(1));
});

describe('changing one’s answer', () => {
  it('after a refusal, asks again', () => {
    const tracker = start();
    screen.getByRole('button', { name: 'Decline' }).click();
    tracker.consentChange?.();
    expect(window.localStorage.getItem(CONSENT_KEY)).toBeNull();
    expect(screen.getByRole('region', { name: 'Visit statistics' })).toBeInTheDocument();
    expect(snippets()).toHaveLength(0);
  });

  it('after a consent, expires Google’s cookies and reloads, loading nothing until answered', async () => {
    window.localStorage.setItem(CONSENT_KEY, 'granted');
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_ga_E2ETEST=GS1.1.456; path=/';
    document.cookie = 'other=kept; path=/';
    const reload = jest.fn();
    const page = Object.create(window, { location: { value: { ...window.location, reload } } });
    const tracker = start('en', page as AnalyticsWindow);
    tracker.consentChange?.();
    // The cookies' module is loaded then (no first visit needs it).
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem(CONSENT_KEY)).toBeNull();
    expect(document.cookie).toBe('other=kept');
  });
});
