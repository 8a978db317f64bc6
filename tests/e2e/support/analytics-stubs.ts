/**
 * Stand-ins for the analytics services, answered through Playwright's
 * routing: the site is offline here. Each stub script keeps to its
 * service's documented interface (what the site calls, where the service
 * sends): Plausible's window.plausible queue and POST /api/event, the
 * Cloudflare beacon's data-cf-beacon and POST /cdn-cgi/rum, Google's gtag()
 * dataLayer and GET /g/collect. What the tests read is the requests that
 * reach the stubbed servers, as the real services would receive them.
 */
import type { BrowserContext, Request } from '@playwright/test';

export interface SeenRequest {
  url: URL;
  body: unknown;
}

const PLAUSIBLE_STUB = `(function () {
  var script = document.currentScript;
  var domain = script.getAttribute('data-domain');
  function send(name, options) {
    fetch('https://plausible.io/api/event', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ n: name, u: location.href, d: domain, p: (options && options.props) || null }),
      keepalive: true,
    });
  }
  var queue = (window.plausible && window.plausible.q) || [];
  window.plausible = send;
  for (var i = 0; i < queue.length; i++) send.apply(null, queue[i]);
  send('pageview');
  var push = history.pushState;
  history.pushState = function () { push.apply(this, arguments); send('pageview'); };
})();`;

const CLOUDFLARE_STUB = `(function () {
  var config = JSON.parse(document.currentScript.getAttribute('data-cf-beacon'));
  function beacon() {
    fetch('https://cloudflareinsights.com/cdn-cgi/rum', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ siteToken: config.token, location: location.href }),
      keepalive: true,
    });
  }
  beacon();
  var push = history.pushState;
  history.pushState = function () { push.apply(this, arguments); beacon(); };
})();`;

/** Google's tag: reads gtag()'s dataLayer, now and from then on, and sends each event. */
const GOOGLE_STUB = `(function () {
  var id = '';
  function collect(name, params) {
    var query = new URLSearchParams({ v: '2', tid: id, en: name, dl: (params && params.page_location) || location.href });
    for (var key in params || {}) if (key !== 'page_location') query.set('ep.' + key, String(params[key]));
    fetch('https://region1.google-analytics.com/g/collect?' + query.toString(), { method: 'POST', keepalive: true });
  }
  function handle(args) {
    if (args[0] === 'config') {
      id = args[1];
      collect('page_view', {});
    }
    if (args[0] === 'event') collect(args[1], args[2]);
  }
  var layer = (window.dataLayer = window.dataLayer || []);
  for (var i = 0; i < layer.length; i++) handle(layer[i]);
  var push = layer.push;
  layer.push = function (args) { push.call(layer, args); handle(args); };
})();`;

const CORS = { 'access-control-allow-origin': '*' };

function bodyOf(request: Request): unknown {
  const text = request.postData() ?? '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Routes every outside address of the context: the service's stubs, everything else empty. */
export async function stubAnalyticsServices(context: BrowserContext): Promise<SeenRequest[]> {
  const seen: SeenRequest[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      seen.push({ url, body: bodyOf(request) });
      const script = (body: string) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', headers: CORS, body });
      if (url.href === 'https://plausible.io/js/script.js') return script(PLAUSIBLE_STUB);
      if (url.href === 'https://static.cloudflareinsights.com/beacon.min.js') {
        return script(CLOUDFLARE_STUB);
      }
      if (url.origin === 'https://www.googletagmanager.com' && url.pathname === '/gtag/js') {
        return script(GOOGLE_STUB);
      }
      return route.fulfill({ status: 202, headers: CORS, body: '' });
    },
  );
  return seen;
}
