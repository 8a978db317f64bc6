/**
 * The event list's count on the page before its script runs. The pages
 * load their JavaScript only after the first paint (gatsby/output-rewrites/
 * scripts-after-first-paint.ts), so the server's HTML cannot know the list
 * and React would show it late. This small inline script, in the header's
 * HTML, reads the list while the page is parsed and writes its length on
 * <html>, where CSS reads it: the header's badge shows the count in the
 * first paint, and the contact page keeps room for the list's rows, so that
 * nothing moves when the list itself appears. On the contact page it also
 * counts what the link asks about, which the page adds to the list.
 *
 * Its text is the same on every page (one hash in the Content-Security-
 * Policy); the contact page's path in the page's language comes in an
 * attribute of the element.
 */
import { ASKED_KINDS, EVENT_LIST_KEY, MOST_ENTRIES } from './entries';
import { ID_PATTERN } from '../forms/prefill';
import { OTHER_VENUE } from '../forms/fields';

/** The custom property on <html> holding the count, and the attribute saying there is one. */
export const COUNT_PROPERTY = '--event-list-count';
export const COUNT_ATTRIBUTE = 'data-event-list';

/** The script element's attribute naming the contact page's path. */
export const CONTACT_PATH_ATTRIBUTE = 'data-contact';

/** The query parameter of each kind of entry a link asks about (lib/forms/prefill.ts). */
const PARAM_OF_KIND: Readonly<Record<(typeof ASKED_KINDS)[number], string>> = {
  item: 'item',
  service: 'service',
  venue: 'venue',
};

const KINDS = new RegExp(`^(?:${ASKED_KINDS.join('|')})$`).source;

/**
 * Plain ES5, as it runs unprocessed in every browser. It counts as
 * parseEventList does (each entry once, a design once) and is checked
 * against it by its unit test; anything unreadable counts nothing.
 */
export const EVENT_LIST_COUNT_SCRIPT =
  '(function(s){' +
  'var seen={},n=0,id=' +
  String(ID_PATTERN) +
  ',kinds=/' +
  KINDS +
  '/;' +
  'function add(key){if(!seen[key]&&n<' +
  String(MOST_ENTRIES) +
  '){seen[key]=1;n++}}' +
  'try{var list=JSON.parse(sessionStorage.getItem(' +
  JSON.stringify(EVENT_LIST_KEY) +
  ')||"[]");' +
  'if(list instanceof Array)list.slice(0,' +
  String(MOST_ENTRIES) +
  ').forEach(function(e){' +
  'if(e&&e.kind==="gobo")add("gobo");' +
  'else if(e&&kinds.test(e.kind)&&typeof e.id==="string"&&id.test(e.id))add(e.kind+":"+e.id)' +
  '})}catch(x){}' +
  'try{if(s&&s.getAttribute(' +
  JSON.stringify(CONTACT_PATH_ATTRIBUTE) +
  ')===location.pathname){' +
  'var q=new URLSearchParams(location.search);' +
  JSON.stringify(Object.entries(PARAM_OF_KIND)) +
  '.forEach(function(p){var v=(q.get(p[1])||"").trim().toLowerCase();' +
  'if(id.test(v)&&v!==' +
  JSON.stringify(OTHER_VENUE) +
  ')add(p[0]+":"+v)})}}catch(x){}' +
  'if(n>0){var r=document.documentElement;r.style.setProperty(' +
  JSON.stringify(COUNT_PROPERTY) +
  ',String(n));r.setAttribute(' +
  JSON.stringify(COUNT_ATTRIBUTE) +
  ',"")}' +
  '})(document.currentScript)';

/** Once the page runs: the count on <html> follows the list (0 takes it away). */
export function showCountOnPage(count: number, root: HTMLElement = document.documentElement): void {
  if (count > 0) {
    root.style.setProperty(COUNT_PROPERTY, String(count));
    root.setAttribute(COUNT_ATTRIBUTE, '');
  } else {
    root.style.removeProperty(COUNT_PROPERTY);
    root.removeAttribute(COUNT_ATTRIBUTE);
  }
}
