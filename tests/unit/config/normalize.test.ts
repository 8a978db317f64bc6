/** @jest-environment node */
/**
 * Values people obviously meant are accepted and reach the pages cleaned up:
 * the GraphQL field extension gives templates the same value the build's
 * validation accepted.
 */
import { normalizedExtension } from '../../../gatsby/schema-customization';
import { normalizeEmail, normalizeUsPhone } from '../../../src/config/normalize';

describe('normalizeUsPhone', () => {
  it.each([
    [2015550147, '(201) 555-0147'],
    ['2015550147', '(201) 555-0147'],
    ['12015550147', '(201) 555-0147'],
    ['tel:+12015550147', '(201) 555-0147'],
    [' (201) 555-0147 ', '(201) 555-0147'],
    ['201-555-0147', '201-555-0147'],
  ])('%p → %p', (written, shown) => {
    expect(normalizeUsPhone(written)).toBe(shown);
  });

  it('leaves what is not a phone number for the validation to refuse', () => {
    expect(normalizeUsPhone(555)).toBe('555');
    expect(normalizeUsPhone(2.5)).toBe(2.5);
    expect(normalizeUsPhone(true)).toBe(true);
  });
});

describe('normalizeEmail', () => {
  it('takes off a copied mailto: and spaces', () => {
    expect(normalizeEmail(' mailto:hello@example.com')).toBe('hello@example.com');
    expect(normalizeEmail('MAILTO:hello@example.com')).toBe('hello@example.com');
    expect(normalizeEmail('hello@example.com')).toBe('hello@example.com');
  });
});

describe('the @normalized GraphQL field extension', () => {
  it('resolves a field to its cleaned-up value', () => {
    const phone = normalizedExtension.extend({ as: 'usPhone' });
    const email = normalizedExtension.extend({ as: 'email' });
    expect(phone.resolve({ phone: 2015550147 }, {}, {}, { fieldName: 'phone' })).toBe(
      '(201) 555-0147',
    );
    expect(email.resolve({ email: 'mailto:a@b.co' }, {}, {}, { fieldName: 'email' })).toBe(
      'a@b.co',
    );
  });
});
