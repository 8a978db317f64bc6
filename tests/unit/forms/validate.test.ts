/** @jest-environment node */
import {
  emptyInquiry,
  emptyQuick,
  INQUIRY_TEXT_FIELDS,
  QUICK_FIELDS,
  type InquiryValues,
} from '../../../src/lib/forms/fields';
import {
  eventDateOf,
  inquiryRequirement,
  INQUIRY_REQUIRED_ANSWERS,
  quickRequirement,
  validateInquiry,
  validateQuick,
  type Requirement,
} from '../../../src/lib/forms/validate';

const TODAY = { year: 2026, month: 11, day: 23 };

function inquiry(changes: Partial<InquiryValues> = {}): InquiryValues {
  return {
    ...emptyInquiry(),
    eventMonth: '6',
    eventDay: '13',
    eventYear: '2027',
    firstName: 'Ana',
    lastName: 'Rossi',
    email: 'ana@example.com',
    street: '1 Main St',
    city: 'Sparta',
    state: 'NJ',
    zip: '07871',
    phone: '(201) 555-0147',
    startTime: '18:00',
    endTime: '23:00',
    venue: 'lake-valhalla-club',
    eventType: 'wedding',
    ...changes,
  };
}

describe('the quick question', () => {
  it('asks for name, email and message with the specified words’ keys', () => {
    expect(validateQuick(emptyQuick())).toEqual({
      name: 'required.name',
      email: 'required.email',
      message: 'required.message',
    });
  });

  it('treats spaces as empty', () => {
    expect(validateQuick({ name: '  ', email: 'a@b.co', message: '\n' })).toEqual({
      name: 'required.name',
      message: 'required.message',
    });
  });

  it('checks the email format once the email is there', () => {
    expect(validateQuick({ name: 'Ana', email: 'ana@', message: 'Hi' })).toEqual({
      email: 'emailFormat',
    });
    expect(validateQuick({ name: 'Ana', email: 'ana@example.com', message: 'Hi' })).toEqual({});
  });
});

describe('the detailed inquiry', () => {
  it('accepts a complete inquiry', () => {
    expect(validateInquiry(inquiry(), TODAY)).toEqual({});
  });

  it('requires four answers only: first name, a way to reply, the date and the type of event', () => {
    const errors = validateInquiry(emptyInquiry(), TODAY);
    expect(errors).toEqual({
      firstName: 'required.firstName',
      email: 'required.contactWay',
      eventMonth: 'required.eventDate',
      eventDay: 'required.eventDate',
      eventYear: 'required.eventDate',
      eventType: 'required.eventType',
    });
    expect(INQUIRY_REQUIRED_ANSWERS).toHaveLength(4);
  });

  it('accepts the four answers alone, with either way to reply', () => {
    const minimal = {
      ...emptyInquiry(),
      firstName: 'Ana',
      eventType: 'wedding',
      eventMonth: '6',
      eventDay: '13',
      eventYear: '2027',
    };
    expect(validateInquiry({ ...minimal, email: 'ana@example.com' }, TODAY)).toEqual({});
    expect(validateInquiry({ ...minimal, phone: '201 555 0147' }, TODAY)).toEqual({});
    expect(validateInquiry(minimal, TODAY)).toEqual({ email: 'required.contactWay' });
  });

  it('lets "not sure yet" stand for the date, and then checks no date given with it', () => {
    const undecided = { dateUndecided: true, eventMonth: '', eventDay: '', eventYear: '' };
    expect(validateInquiry(inquiry(undecided), TODAY)).toEqual({});
    expect(validateInquiry(inquiry({ ...undecided, eventYear: '27' }), TODAY)).toEqual({});
  });

  it('checks the optional fields only when they are filled in', () => {
    const blank = { street: '', city: '', state: '', zip: '', startTime: '', endTime: '' };
    expect(validateInquiry(inquiry({ ...blank, lastName: '', venue: '' }), TODAY)).toEqual({});
    expect(validateInquiry(inquiry({ ...blank, zip: '123' }), TODAY)).toEqual({
      zip: 'zipFormat',
    });
  });

  it('asks for the date once when none of it is given, for each missing part otherwise', () => {
    const none = validateInquiry(inquiry({ eventMonth: '', eventDay: '', eventYear: '' }), TODAY);
    expect([none.eventMonth, none.eventDay, none.eventYear]).toEqual([
      'required.eventDate',
      'required.eventDate',
      'required.eventDate',
    ]);
    const noDay = validateInquiry(inquiry({ eventDay: '' }), TODAY);
    expect(noDay).toEqual({ eventDay: 'required.eventDay' });
  });

  it.each([
    [
      'an impossible day',
      { eventMonth: '2', eventDay: '30', eventYear: '2027' },
      { eventDay: 'dateInvalid' },
    ],
    [
      '29 February outside a leap year',
      { eventMonth: '2', eventDay: '29', eventYear: '2027' },
      { eventDay: 'dateInvalid' },
    ],
    ['a two-digit year', { eventYear: '27' }, { eventYear: 'yearFormat' }],
    [
      'yesterday',
      { eventMonth: '11', eventDay: '22', eventYear: '2026' },
      { eventMonth: 'datePast' },
    ],
    [
      'last year',
      { eventMonth: '12', eventDay: '31', eventYear: '2025' },
      { eventMonth: 'datePast' },
    ],
  ])('refuses %s', (_, date, expected) => {
    expect(validateInquiry(inquiry(date), TODAY)).toEqual(expected);
  });

  it.each([
    ['today', { eventMonth: '11', eventDay: '23', eventYear: '2026' }],
    ['29 February of a leap year', { eventMonth: '2', eventDay: '29', eventYear: '2028' }],
    ['a date years ahead', { eventMonth: '1', eventDay: '1', eventYear: '2031' }],
  ])('accepts %s', (_, date) => {
    expect(validateInquiry(inquiry(date), TODAY)).toEqual({});
  });

  it('checks the formats of email, phone and ZIP', () => {
    expect(
      validateInquiry(inquiry({ email: 'ana.example.com', phone: '555-0147', zip: '123' }), TODAY),
    ).toEqual({ email: 'emailFormat', phone: 'phoneFormat', zip: 'zipFormat' });
    expect(validateInquiry(inquiry({ phone: '201.555.0147', zip: '07871-1234' }), TODAY)).toEqual(
      {},
    );
  });

  it('lets an event pass midnight but not end when it starts', () => {
    expect(validateInquiry(inquiry({ startTime: '19:00', endTime: '01:00' }), TODAY)).toEqual({});
    expect(validateInquiry(inquiry({ startTime: '12:00', endTime: '00:00' }), TODAY)).toEqual({});
    expect(validateInquiry(inquiry({ startTime: '20:00', endTime: '20:00' }), TODAY)).toEqual({
      endTime: 'sameTimes',
    });
  });

  it('accepts only the offered times', () => {
    expect(validateInquiry(inquiry({ startTime: '19:15' }), TODAY)).toEqual({
      startTime: 'timeFormat',
    });
  });

  it('never requires the custom location: it is one of the optional answers', () => {
    expect(validateInquiry(inquiry({ venue: 'other' }), TODAY)).toEqual({});
  });
});

describe('eventDateOf', () => {
  it('reads the three parts as numbers, or null when one is missing or not a number', () => {
    expect(eventDateOf({ eventMonth: '6', eventDay: '13', eventYear: '2027' })).toEqual({
      year: 2027,
      month: 6,
      day: 13,
    });
    expect(eventDateOf({ eventMonth: '6', eventDay: '', eventYear: '2027' })).toBeNull();
    expect(eventDateOf({ eventMonth: 'June', eventDay: '13', eventYear: '2027' })).toBeNull();
  });
});

/**
 * The marks the forms show come from inquiryRequirement and quickRequirement
 * (components/ContactForm/Fields.tsx): they must say what the checks do.
 * Each field is left blank in an otherwise complete form; a required one
 * must then fail, an optional one pass, and one of a pair fail only when
 * the other is blank too.
 */
describe('the requirements the forms mark', () => {
  type TextField = (typeof INQUIRY_TEXT_FIELDS)[number];
  const blankIn = (values: InquiryValues, field: TextField) => ({ ...values, [field]: '' });
  const failsBlank = (values: InquiryValues, field: TextField, undecided = false) =>
    validateInquiry(blankIn({ ...values, dateUndecided: undecided }, field), TODAY)[field] !==
    undefined;

  it.each(INQUIRY_TEXT_FIELDS)('are the inquiry’s own checks: %s', (field) => {
    const requirement: Requirement = inquiryRequirement(field);
    // Without its partner, the one-of field's blank is a problem reported on the pair's first.
    const partnerless = blankIn(blankIn(inquiry(), 'email'), 'phone');
    const expected: Record<Requirement, () => void> = {
      required: () => expect(failsBlank(inquiry(), field)).toBe(true),
      optional: () => expect(failsBlank(inquiry(), field)).toBe(false),
      'one-of': () => {
        expect(failsBlank(inquiry(), field)).toBe(false);
        expect(Object.keys(validateInquiry(partnerless, TODAY))).toEqual(['email']);
      },
    };
    expected[requirement]();
  });

  it('make the date optional with "not sure yet", as its check does', () => {
    for (const part of ['eventMonth', 'eventDay', 'eventYear'] as const) {
      expect(inquiryRequirement(part)).toBe('required');
      expect(inquiryRequirement(part, { dateUndecided: true })).toBe('optional');
      expect(failsBlank(inquiry(), part, true)).toBe(false);
    }
  });

  it('name the four required answers, and only them', () => {
    const marked = INQUIRY_TEXT_FIELDS.filter((field) => inquiryRequirement(field) !== 'optional');
    expect(marked).toEqual([
      'eventMonth',
      'eventDay',
      'eventYear',
      'firstName',
      'email',
      'phone',
      'eventType',
    ]);
  });

  it.each(QUICK_FIELDS)('are the quick question’s own checks: %s', (field) => {
    const complete = { name: 'Ana', email: 'ana@example.com', message: 'Hi' };
    const failed = validateQuick({ ...complete, [field]: '' })[field] !== undefined;
    expect(quickRequirement(field) === 'required').toBe(failed);
  });
});
