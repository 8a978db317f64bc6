/** @jest-environment node */
/**
 * The rules that tell an example from a real value. Each must catch what
 * cannot be real, and never a value a real company could have.
 */
import {
  exampleDomainOf,
  isFictionalPhone,
  saysExample,
} from '../../../src/config/launch/example-values';

describe('a fictional phone number', () => {
  it.each(['(201) 555-0147', '201-555-0100', '201.555.0199', '+1 973 555 0150', '19735550123'])(
    '%s is one (555-0100 to 555-0199)',
    (phone) => expect(isFictionalPhone(phone)).toBe(true),
  );

  it.each([
    '(201) 555-0200',
    '(201) 555-1212',
    '(201) 555-0099',
    '(555) 014-7123',
    '(973) 814-2260',
    '555-0147',
    '(201) 555-01477',
  ])('%s is not', (phone) => expect(isFictionalPhone(phone)).toBe(false));
});

describe('an address on an example domain', () => {
  it.each([
    ['https://www.example-events.com', 'example-events.com'],
    ['https://quote.example-events.com/form?x=1', 'example-events.com'],
    ['https://alex-rivera.example.com/', 'example.com'],
    ['https://EXAMPLE.NET', 'example.net'],
    ['https://forms.example.org/f/abc', 'example.org'],
    ['https://my-shop.example/', 'my-shop.example'],
    ['hello@example-events.com', 'example-events.com'],
    ['mailto:ana@Example.com', 'example.com'],
  ])('%s is on %s', (value, domain) => expect(exampleDomainOf(value)).toBe(domain));

  it.each([
    'https://www.examplebakery.com',
    'https://example.company.com',
    'https://notexample-events.com',
    'https://example-events.com.brightnight.net',
    'https://www.brightnight-events.com/example/',
    'hello@brightnight-events.com',
    'see example.com for details',
    'example.com',
    'https://',
  ])('%s is not', (value) => expect(exampleDomainOf(value)).toBeUndefined());
});

describe('a name or id that says "example"', () => {
  it.each([
    'Example Events & Production',
    'example-agent-id',
    'EXAMPLE_ID',
    'example-events/website',
  ])('%s does', (value) => expect(saysExample(value)).toBe(true));

  it.each([
    'Examples Unlimited',
    'Counterexample Studio',
    'agent_01jx7q2w9v',
    'Bright Night Events',
  ])('%s does not', (value) => expect(saysExample(value)).toBe(false));
});
