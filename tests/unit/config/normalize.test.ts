/** @jest-environment node */
/**
 * Values people obviously meant are accepted and reach the pages cleaned up:
 * the GraphQL field extension gives templates the same value the build's
 * validation accepted, and the editor's previews the same value too.
 */
import { normalizedExtension } from '../../../gatsby/schema-customization';
import { servedAsNormalized } from '../../../src/config/graphql/normalized-values';
import { cleanUpUsPhone, normalizeEmail } from '../../../src/config/normalize';
import { siteConfigSchema } from '../../../src/config/schema';
import { normalizeUsPhone } from '../../../src/lib/forms/formats';

describe("cleanUpUsPhone (site.yaml's phone)", () => {
  it.each([
    [2015550147, '(201) 555-0147'],
    ['2015550147', '(201) 555-0147'],
    ['12015550147', '(201) 555-0147'],
    ['tel:+12015550147', '(201) 555-0147'],
    [' (201) 555-0147 ', '(201) 555-0147'],
    ['201-555-0147', '(201) 555-0147'],
    ['+1 201.555.0147', '(201) 555-0147'],
  ])('%p → %p', (written, shown) => {
    expect(cleanUpUsPhone(written)).toBe(shown);
  });

  it("writes a number the way the contact form writes a visitor's (one rule)", () => {
    for (const written of ['201 555 0147', '1-201-555-0147', '(201)555-0147']) {
      expect(cleanUpUsPhone(written)).toBe(normalizeUsPhone(written));
    }
  });

  it('leaves what is not a US number for the validation to refuse', () => {
    expect(cleanUpUsPhone(555)).toBe('555');
    expect(cleanUpUsPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(normalizeUsPhone('+44 20 7946 0958')).toBeNull();
    expect(cleanUpUsPhone(2.5)).toBe(2.5);
    expect(cleanUpUsPhone(true)).toBe(true);
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

describe("servedAsNormalized (the editor previews' reading of site.yaml)", () => {
  const written = {
    business: { name: 'Example Events', phone: 2015550147, email: 'mailto:a@b.co' },
    routes: [{ id: 'home', path: '/' }],
  };

  it('cleans up the fields GraphQL serves @normalized, and only those', () => {
    const served = servedAsNormalized(siteConfigSchema, written) as typeof written;
    expect(served.business).toEqual({
      name: 'Example Events',
      phone: '(201) 555-0147',
      email: 'a@b.co',
    });
    expect(served.routes).toEqual(written.routes);
  });

  it('adds no field the owner left out, and leaves what was typed untouched', () => {
    const served = servedAsNormalized(siteConfigSchema, { business: { name: 'X' } });
    expect(served).toEqual({ business: { name: 'X' } });
    expect(written.business.phone).toBe(2015550147);
  });

  it('hands on a value of the wrong kind as it is, for the validation to name', () => {
    expect(servedAsNormalized(siteConfigSchema, { business: 'none' })).toEqual({
      business: 'none',
    });
    expect(servedAsNormalized(siteConfigSchema, null)).toBeNull();
  });
});
