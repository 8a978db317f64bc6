/** @jest-environment node */
import { emptyInquiry } from '../../../src/lib/forms/fields';
import {
  applyPrefill,
  contactPrefillPath,
  parsePrefill,
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
        '?venue=lake-valhalla-club&event=wedding&service=music&item=moving-head-wash&attachment=gobo',
        CHOICES,
      ),
    ).toEqual({
      venue: 'lake-valhalla-club',
      eventType: 'wedding',
      serviceLabelKey: 'common:nav.music',
      itemId: 'moving-head-wash',
      attachment: 'gobo',
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
      parsePrefill(
        '?venue=nowhere&event=gala&service=fireworks&item=unknown-item&attachment=logo&x=1',
        CHOICES,
      ),
    ).toEqual({});
    expect(parsePrefill('?service=toString&service=constructor', CHOICES)).toEqual({});
    expect(parsePrefill('?item=../secret', { ...CHOICES, isKnownItem: () => true })).toEqual({});
    expect(parsePrefill('', CHOICES)).toEqual({});
  });

  it('does not mind case and spaces', () => {
    expect(parsePrefill('?event=%20Wedding%20', CHOICES)).toEqual({ eventType: 'wedding' });
  });

  it('knows every service of data/services.yaml, each by its name key', () => {
    expect(Object.keys(SERVICE_LABEL_KEYS)).toEqual(services().map((service) => service.id));
    for (const key of Object.values(SERVICE_LABEL_KEYS)) expect(key).toMatch(/^common:nav\.\w+$/);
  });
});

describe('applyPrefill', () => {
  it('fills empty choices and adds the sentences to the message', () => {
    const values = applyPrefill(emptyInquiry(), {
      venue: 'bear-brook-valley',
      eventType: 'corporate',
      messageLines: ["I'm interested in: Music.", '', 'I’d like to ask about: Wash.'],
    });
    expect(values).toMatchObject({
      venue: 'bear-brook-valley',
      eventType: 'corporate',
      message: "I'm interested in: Music.\nI’d like to ask about: Wash.",
    });
  });

  it('never overwrites what the visitor chose or wrote', () => {
    const mine = { ...emptyInquiry(), venue: 'other', eventType: 'wedding', message: 'Hello!' };
    const values = applyPrefill(mine, {
      venue: 'bear-brook-valley',
      eventType: 'corporate',
      messageLines: ["I'm interested in: Music."],
    });
    expect(values).toMatchObject({
      venue: 'other',
      eventType: 'wedding',
      message: "Hello!\nI'm interested in: Music.",
    });
  });

  it('adds a sentence only once, so a reload does not repeat it', () => {
    const once = applyPrefill(emptyInquiry(), { messageLines: ["I'm interested in: Music."] });
    const twice = applyPrefill(once, { messageLines: ["I'm interested in: Music."] });
    expect(twice.message).toBe("I'm interested in: Music.");
  });

  it('leaves the values alone when nothing was asked', () => {
    const mine = { ...emptyInquiry(), firstName: 'Ana' };
    expect(applyPrefill(mine, {})).toEqual(mine);
  });
});

describe('contactPrefillPath', () => {
  it('writes the links other pages use, which parsePrefill reads back', () => {
    const path = contactPrefillPath('/contact/', { venue: 'bear-brook-valley', event: 'wedding' });
    expect(path).toBe('/contact/?venue=bear-brook-valley&event=wedding');
    expect(parsePrefill(path.slice(path.indexOf('?')), CHOICES)).toEqual({
      venue: 'bear-brook-valley',
      eventType: 'wedding',
    });
    expect(contactPrefillPath('/contact/', { item: 'moving-head-wash', attachment: 'gobo' })).toBe(
      '/contact/?item=moving-head-wash&attachment=gobo',
    );
  });

  it('leaves the path alone when nothing is asked', () => {
    expect(contactPrefillPath('/contact/', { venue: '' })).toBe('/contact/');
  });
});
