/** @jest-environment node */
import { emptyInquiry } from '../../../src/lib/forms/fields';
import {
  applyPrefill,
  contactPrefillPath,
  parsePrefill,
  withoutPrefill,
  type PrefillChoices,
} from '../../../src/lib/forms/prefill';
import { serviceLabelKeys } from '../../../src/lib/forms/services';
import { services } from '../../support/content';

const SERVICE_LABEL_KEYS = serviceLabelKeys(services());

const CHOICES: PrefillChoices = {
  venues: ['bear-brook-valley', 'lake-valhalla-club'],
  eventTypes: ['wedding', 'corporate', 'other'],
  serviceLabels: SERVICE_LABEL_KEYS,
  isKnownItem: (id) => id === 'moving-head-wash',
};

describe('parsePrefill', () => {
  it('reads every known parameter', () => {
    expect(
      parsePrefill(
        '?venue=lake-valhalla-club&event=wedding&service=music&item=moving-head-wash',
        CHOICES,
      ),
    ).toEqual({
      venue: 'lake-valhalla-club',
      eventType: 'wedding',
      serviceId: 'music',
      itemId: 'moving-head-wash',
    });
  });

  it('accepts "other" as a venue', () => {
    expect(parsePrefill('?venue=other', CHOICES)).toEqual({ venue: 'other' });
  });

  it('keeps any slug-shaped venue when the page has no venue list, for the field to check', () => {
    const { venues: _list, ...withoutList } = CHOICES;
    expect(parsePrefill('?venue=Some-Hall', withoutList)).toEqual({ venue: 'some-hall' });
    expect(parsePrefill('?venue=other', withoutList)).toEqual({ venue: 'other' });
    expect(parsePrefill('?venue=<b>hall</b>', withoutList)).toEqual({});
    expect(parsePrefill('?venue=some-hall', CHOICES)).toEqual({});
  });

  it('ignores unknown values silently', () => {
    expect(
      parsePrefill('?venue=nowhere&event=gala&service=fireworks&item=unknown-item&x=1', CHOICES),
    ).toEqual({});
    expect(parsePrefill('?service=toString&service=constructor', CHOICES)).toEqual({});
    expect(parsePrefill('?item=../secret', { ...CHOICES, isKnownItem: () => true })).toEqual({});
    expect(parsePrefill('', CHOICES)).toEqual({});
  });

  it('does not mind case and spaces', () => {
    expect(parsePrefill('?event=%20Wedding%20', CHOICES)).toEqual({ eventType: 'wedding' });
  });

  it('knows every service of data/services.yaml, each with the key of its name', () => {
    expect(Object.keys(SERVICE_LABEL_KEYS)).toEqual(services().map((service) => service.id));
    for (const key of Object.values(SERVICE_LABEL_KEYS)) expect(key).toMatch(/^common:nav\.\w+$/);
  });
});

describe('applyPrefill', () => {
  it('fills empty choices', () => {
    const values = applyPrefill(emptyInquiry(), {
      venue: 'bear-brook-valley',
      eventType: 'corporate',
    });
    expect(values).toMatchObject({
      venue: 'bear-brook-valley',
      eventType: 'corporate',
      message: '',
    });
  });

  it('never overwrites what the visitor chose', () => {
    const mine = { ...emptyInquiry(), venue: 'other', eventType: 'wedding', message: 'Hello!' };
    const values = applyPrefill(mine, { venue: 'bear-brook-valley', eventType: 'corporate' });
    expect(values).toEqual(mine);
  });

  it('leaves the values alone when nothing was asked', () => {
    const mine = { ...emptyInquiry(), firstName: 'Ana' };
    expect(applyPrefill(mine, {})).toEqual(mine);
  });
});

describe('contactPrefillPath', () => {
  it('writes the links other pages use, landing at the inquiry, which parsePrefill reads back', () => {
    const path = contactPrefillPath('/contact/', { venue: 'bear-brook-valley', event: 'wedding' });
    expect(path).toBe('/contact/?venue=bear-brook-valley&event=wedding#inquiry');
    const url = new URL(path, 'https://example.com');
    expect(parsePrefill(url.search, CHOICES)).toEqual({
      venue: 'bear-brook-valley',
      eventType: 'wedding',
    });
    expect(contactPrefillPath('/es/contact/', { item: 'moving-head-wash' })).toBe(
      '/es/contact/?item=moving-head-wash#inquiry',
    );
  });

  it('leaves the path alone when nothing is asked', () => {
    expect(contactPrefillPath('/contact/', { venue: '' })).toBe('/contact/');
  });
});

describe('withoutPrefill', () => {
  it('takes what the page has read out of the address, keeping the rest and the hash', () => {
    const url = new URL(
      'https://example.com/es/contact/?item=x&utm_source=flyer&service=music#inquiry',
    );
    expect(withoutPrefill(url)).toBe('/es/contact/?utm_source=flyer#inquiry');
    expect(withoutPrefill(new URL('https://example.com/contact/?venue=a&event=b'))).toBe(
      '/contact/',
    );
  });
});
