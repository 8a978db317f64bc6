/**
 * What is still an example, decided from a value alone: no list of the
 * shipped values, so an example copied anywhere is caught, and the rules
 * hold whatever the owner writes. Each rule matches only what cannot be a
 * real value: numbers reserved for fiction, domains reserved for examples
 * (or the fictional company's own), and the word "example" standing alone.
 * Pure: the build, `npm run check:launch` and the browser editor share it.
 */

/**
 * Domains that can never be a real company's: example.com, .net and .org
 * (reserved by RFC 2606 for documentation), and the fictional company's
 * domain the shipped site.yaml uses.
 */
export const EXAMPLE_DOMAINS = ['example.com', 'example.net', 'example.org', 'example-events.com'];

/** RFC 2606 also reserves a whole top-level domain: anything.example. */
const EXAMPLE_TOP_LEVEL_DOMAIN = 'example';

/**
 * The example domain a host name is on (example-events.com for
 * www.example-events.com), or undefined for any other host.
 */
export function exampleDomainOfHost(host: string): string | undefined {
  const name = host.toLowerCase().replace(/\.$/, '');
  const labels = name.split('.');
  if (labels.length > 1 && labels[labels.length - 1] === EXAMPLE_TOP_LEVEL_DOMAIN) {
    return labels.slice(-2).join('.');
  }
  return EXAMPLE_DOMAINS.find((domain) => name === domain || name.endsWith(`.${domain}`));
}

/**
 * The example domain a web address or an email address is on, or undefined
 * (also for anything that is neither).
 */
export function exampleDomainOf(value: string): string | undefined {
  const text = value.trim();
  const email = /^[^\s@]+@([^\s@]+)$/.exec(text.replace(/^mailto:/i, ''));
  if (email) return exampleDomainOfHost(email[1]!);
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return undefined;
  try {
    const { hostname } = new URL(text);
    return hostname ? exampleDomainOfHost(hostname) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A North American number whose last seven digits are 555-0100 to 555-0199:
 * the range set aside for films and examples, never given to a line. Other
 * 555 numbers are real (555-1212 is directory assistance) and not matched.
 */
export function isFictionalPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 10 && !(digits.length === 11 && digits.startsWith('1'))) return false;
  return /55501\d\d$/.test(digits);
}

/** The words of a value, lowercased: "example-agent-id" → example, agent, id. */
function wordsOf(value: string): string[] {
  return value
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * A name or an id that says "example" as a word of its own: "Example Events
 * & Production", "example-agent-id", "example-events/website". "Examples" or
 * "counterexample" are other words.
 */
export function saysExample(value: string): boolean {
  return wordsOf(value).includes('example');
}
