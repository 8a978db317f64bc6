/** @jest-environment node */
import {
  daysInMonth,
  eventDurationMinutes,
  FIRST_SLOT,
  formatUsPhone,
  HTML_PATTERNS,
  isEmail,
  isRealDate,
  isTimeSlot,
  isoDate,
  localToday,
  normalizeUsPhone,
  normalizeZip,
  parseUsPhone,
  TIME_SLOTS,
  timeLabel,
  type ClockWords,
} from '../../../src/lib/forms/formats';

describe('US phone numbers', () => {
  it.each([
    '(201) 555-0147',
    '201-555-0147',
    '201.555.0147',
    '201 555 0147',
    '2015550147',
    '+1 201 555 0147',
    '+1 (201) 555-0147',
    '1-201-555-0147',
    '12015550147',
    '  (201)555-0147  ',
  ])('accepts %j and normalizes it to (201) 555-0147', (written) => {
    expect(parseUsPhone(written)).toBe('2015550147');
    expect(normalizeUsPhone(written)).toBe('(201) 555-0147');
  });

  it.each([
    ['too short', '555-0147'],
    ['too long', '201-555-01478'],
    ['an area code starting with 1', '(101) 555-0147'],
    ['an area code starting with 0', '(001) 555-0147'],
    ['an exchange starting with 1', '201-155-0147'],
    ['letters', '201-555-CALL'],
    ['another country', '+44 20 7946 0958'],
    ['a plus sign without the country code', '+201 555 0147'],
    ['two pairs of brackets', '(201) (555) 0147'],
    ['an extension', '201-555-0147 x12'],
    ['nothing', ''],
  ])('refuses %s', (_, written) => {
    expect(parseUsPhone(written)).toBeNull();
    expect(normalizeUsPhone(written)).toBeNull();
  });

  it('formats 10 digits the way the site writes its own number', () => {
    expect(formatUsPhone('9735550123')).toBe('(973) 555-0123');
  });
});

describe('ZIP codes', () => {
  it.each([
    ['07866', '07866'],
    [' 07866 ', '07866'],
    ['07866-1234', '07866-1234'],
    ['07866 1234', '07866-1234'],
    ['078661234', '07866-1234'],
  ])('accepts %j as %j', (written, normalized) => {
    expect(normalizeZip(written)).toBe(normalized);
  });

  it.each(['0786', '078660', '07866-123', '07866--1234', 'ABCDE', '07866-12345', ''])(
    'refuses %j',
    (written) => {
      expect(normalizeZip(written)).toBeNull();
    },
  );
});

describe('email addresses', () => {
  it.each(['ana@example.com', 'a.b+events@sub.example.co', ' ana@example.com '])(
    'accepts %j',
    (email) => expect(isEmail(email)).toBe(true),
  );
  it.each(['ana', 'ana@', 'ana@example', '@example.com', 'ana @example.com', 'ana@exa mple.com'])(
    'refuses %j',
    (email) => expect(isEmail(email)).toBe(false),
  );
});

describe('HTML patterns (the check without JavaScript)', () => {
  // Browsers compile `pattern` with the v flag and anchor it on both ends.
  const compiled = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');

  it('compile with the v flag, as browsers do', () => {
    for (const pattern of Object.values(HTML_PATTERNS))
      expect(() => compiled(pattern)).not.toThrow();
  });

  it('accept what the form accepts', () => {
    for (const phone of ['(201) 555-0147', '201.555.0147', '+1 201 555 0147', '2015550147']) {
      expect([phone, compiled(HTML_PATTERNS.phone).test(phone)]).toEqual([phone, true]);
    }
    for (const zip of ['07866', '07866-1234', '07866 1234']) {
      expect([zip, compiled(HTML_PATTERNS.zip).test(zip)]).toEqual([zip, true]);
    }
    expect(compiled(HTML_PATTERNS.year).test('2027')).toBe(true);
  });

  it('refuse what is clearly wrong', () => {
    expect(compiled(HTML_PATTERNS.phone).test('555-0147')).toBe(false);
    expect(compiled(HTML_PATTERNS.zip).test('0786')).toBe(false);
    expect(compiled(HTML_PATTERNS.year).test('27')).toBe(false);
  });
});

describe('calendar dates', () => {
  it.each([
    [{ year: 2027, month: 2, day: 28 }, true],
    [{ year: 2027, month: 2, day: 29 }, false],
    [{ year: 2028, month: 2, day: 29 }, true],
    [{ year: 2100, month: 2, day: 29 }, false],
    [{ year: 2000, month: 2, day: 29 }, true],
    [{ year: 2027, month: 4, day: 31 }, false],
    [{ year: 2027, month: 12, day: 31 }, true],
    [{ year: 2027, month: 13, day: 1 }, false],
    [{ year: 2027, month: 0, day: 1 }, false],
    [{ year: 2027, month: 6, day: 0 }, false],
    [{ year: 2027, month: 6.5, day: 1 }, false],
  ])('%j is a real date: %s', (date, real) => {
    expect(isRealDate(date)).toBe(real);
  });

  it('knows the length of each month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2027, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });

  it('takes today from the visitor’s own clock, not UTC', () => {
    // 11:30 PM on 31 December, local time: still the 31st, whatever UTC says.
    expect(localToday(new Date(2026, 11, 31, 23, 30))).toEqual({ year: 2026, month: 12, day: 31 });
  });

  it('writes dates as ISO 8601', () => {
    expect(isoDate({ year: 2027, month: 6, day: 5 })).toBe('2027-06-05');
  });
});

describe('times', () => {
  it('offers every half hour once, starting in the morning', () => {
    expect(TIME_SLOTS).toHaveLength(48);
    expect(new Set(TIME_SLOTS).size).toBe(48);
    expect(TIME_SLOTS[0]).toBe(FIRST_SLOT);
    expect(TIME_SLOTS.slice(0, 3)).toEqual(['06:00', '06:30', '07:00']);
    // Late evening, then midnight, then the small hours.
    expect(TIME_SLOTS.slice(35, 39)).toEqual(['23:30', '00:00', '00:30', '01:00']);
    expect(TIME_SLOTS).toContain('12:00');
    expect(TIME_SLOTS[47]).toBe('05:30');
  });

  it('knows its own slots only', () => {
    expect(isTimeSlot('19:30')).toBe(true);
    expect(isTimeSlot('19:15')).toBe(false);
    expect(isTimeSlot('7:30 PM')).toBe(false);
  });

  it.each([
    ['18:00', '23:00', 300],
    ['19:00', '01:00', 360],
    ['22:30', '00:00', 90],
    ['00:00', '12:00', 720],
    ['12:00', '00:00', 720],
    ['06:00', '05:30', 1410],
    ['20:00', '20:00', 0],
  ])('an event from %s to %s lasts %d minutes (past midnight included)', (start, end, minutes) => {
    expect(eventDurationMinutes(start, end)).toBe(minutes);
  });

  const english: ClockWords = {
    clock: '12',
    am: 'AM',
    pm: 'PM',
    noon: 'Noon',
    midnight: 'Midnight',
  };
  const italian: ClockWords = {
    ...english,
    clock: '24',
    noon: 'Mezzogiorno',
    midnight: 'Mezzanotte',
  };

  it.each([
    ['06:00', '6:00 AM', '06:00'],
    ['11:30', '11:30 AM', '11:30'],
    ['12:00', 'Noon', 'Mezzogiorno'],
    ['12:30', '12:30 PM', '12:30'],
    ['19:30', '7:30 PM', '19:30'],
    ['00:00', 'Midnight', 'Mezzanotte'],
    ['00:30', '12:30 AM', '00:30'],
  ])('labels %s as %j (12-hour clock) and %j (24-hour clock)', (slot, twelve, twentyFour) => {
    expect(timeLabel(slot, english)).toBe(twelve);
    expect(timeLabel(slot, italian)).toBe(twentyFour);
  });
});
