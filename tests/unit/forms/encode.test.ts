/** @jest-environment node */
import {
  envelopeFields,
  inquiryAsText,
  inquiryFields,
  mailtoWithBody,
  quickFields,
  toJson,
  toUrlEncoded,
  type Envelope,
} from '../../../src/lib/forms/encode';
import {
  emptyInquiry,
  type InquiryValues,
  type SubmissionContext,
} from '../../../src/lib/forms/fields';

const CONTEXT: SubmissionContext = {
  language: 'es',
  referrer: 'https://www.example-events.com/es/music/',
  sentFrom: '/es/contact/',
  source: 'theknot',
  landingPage: '/es/venues/',
  referringSite: 'www.theknot.com',
  utmSource: 'theknot',
  utmMedium: 'listing',
  utmCampaign: 'spring',
  adClick: '',
};

function inquiry(changes: Partial<InquiryValues> = {}): InquiryValues {
  return {
    ...emptyInquiry(),
    eventMonth: '6',
    eventDay: '13',
    eventYear: '2027',
    firstName: ' Ana ',
    lastName: 'Rossi',
    email: 'ana@example.com',
    street: '1 Main St',
    city: 'Sparta',
    state: 'NJ',
    zip: '078711234',
    phone: '201.555.0147',
    startTime: '19:00',
    endTime: '01:00',
    venue: 'lake-valhalla-club',
    eventType: 'wedding',
    message: 'Two sets, please.\nAnd a first dance.',
    ...changes,
  };
}

describe('inquiryFields', () => {
  it('trims every value and normalizes the phone and the ZIP', () => {
    const fields = Object.fromEntries(inquiryFields(inquiry()));
    expect(fields.firstName).toBe('Ana');
    expect(fields.phone).toBe('(201) 555-0147');
    expect(fields.zip).toBe('07871-1234');
    expect(fields.message).toBe('Two sets, please.\nAnd a first dance.');
  });

  it('sends the fields in the order of the form, the SMS box only when ticked', () => {
    const names = inquiryFields(inquiry()).map(([name]) => name);
    expect(names.slice(0, 4)).toEqual(['eventMonth', 'eventDay', 'eventYear', 'firstName']);
    expect(names).not.toContain('smsConsent');
    expect(inquiryFields(inquiry({ smsConsent: true }))).toContainEqual(['smsConsent', 'yes']);
  });

  it('sends "no date yet" only when ticked, keeping a date given with it', () => {
    expect(inquiryFields(inquiry()).map(([name]) => name)).not.toContain('dateUndecided');
    const undecided = Object.fromEntries(inquiryFields(inquiry({ dateUndecided: true })));
    expect(undecided.dateUndecided).toBe('yes');
    expect(undecided.eventYear).toBe(inquiry().eventYear);
  });

  it('sends the custom location only with "Other location"', () => {
    const location = { locationName: 'The Barn', locationCity: 'Hope', locationState: 'NJ' };
    const listed = inquiryFields(inquiry(location)).map(([name]) => name);
    expect(listed).not.toContain('locationName');
    const other = Object.fromEntries(inquiryFields(inquiry({ ...location, venue: 'other' })));
    expect(other).toMatchObject({ venue: 'other', ...location });
  });
});

describe('envelopes', () => {
  const envelope: Envelope = {
    formName: 'quick-question',
    fields: quickFields({ name: 'Ana', email: 'ana@example.com', message: 'Hola & adiós' }),
    context: CONTEXT,
  };

  it('wrap the values in what the host needs: form name, context, trap', () => {
    expect(envelopeFields(envelope)).toEqual([
      ['form-name', 'quick-question'],
      ['name', 'Ana'],
      ['email', 'ana@example.com'],
      ['message', 'Hola & adiós'],
      ['language', 'es'],
      ['referrer', CONTEXT.referrer],
      ['sentFrom', '/es/contact/'],
      ['source', 'theknot'],
      ['landingPage', '/es/venues/'],
      ['referringSite', 'www.theknot.com'],
      ['utmSource', 'theknot'],
      ['utmMedium', 'listing'],
      ['utmCampaign', 'spring'],
      ['adClick', ''],
      ['bot-field', ''],
    ]);
  });

  it('carry the form’s own hidden fields after the visitor’s (an event list, a design)', () => {
    const withList = envelopeFields({
      ...envelope,
      formName: 'event-inquiry',
      extra: [
        ['eventList', 'Service: Music'],
        ['attachmentName', 'gobo-design.svg'],
      ],
    });
    const names = withList.map(([name]) => name);
    expect(withList).toContainEqual(['eventList', 'Service: Music']);
    expect(withList).toContainEqual(['attachmentName', 'gobo-design.svg']);
    expect(names.indexOf('eventList')).toBe(names.indexOf('message') + 1);
    expect(names.indexOf('attachmentName')).toBeLessThan(names.indexOf('language'));
  });

  it('URL-encode exactly like a plain HTML form post', () => {
    const body = toUrlEncoded(envelope);
    expect(body).toBe(
      'form-name=quick-question&name=Ana&email=ana%40example.com&message=Hola+%26+adi%C3%B3s' +
        '&language=es&referrer=https%3A%2F%2Fwww.example-events.com%2Fes%2Fmusic%2F' +
        '&sentFrom=%2Fes%2Fcontact%2F&source=theknot&landingPage=%2Fes%2Fvenues%2F' +
        '&referringSite=www.theknot.com&utmSource=theknot&utmMedium=listing&utmCampaign=spring' +
        '&adClick=&bot-field=',
    );
    expect(Object.fromEntries(new URLSearchParams(body))).toMatchObject({
      message: 'Hola & adiós',
    });
  });

  it('become one flat JSON object for an endpoint, without the host-only fields', () => {
    expect(JSON.parse(toJson(envelope))).toEqual({
      form: 'quick-question',
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Hola & adiós',
      ...CONTEXT,
    });
  });

  it('keep the whole inquiry in JSON, newlines included', () => {
    const json = JSON.parse(
      toJson({ formName: 'event-inquiry', fields: inquiryFields(inquiry()), context: CONTEXT }),
    ) as Record<string, string>;
    expect(json).toMatchObject({
      form: 'event-inquiry',
      phone: '(201) 555-0147',
      message: 'Two sets, please.\nAnd a first dance.',
      language: 'es',
    });
  });
});

describe('the "Email us instead" copy', () => {
  it('writes one labelled line per value, leaving out empty ones', () => {
    expect(
      inquiryAsText([
        { label: 'First name', value: 'Ana' },
        { label: 'Organization', value: ' ' },
        { label: 'Message', value: 'Line one\nLine two' },
      ]),
    ).toBe('First name: Ana\nMessage:\nLine one\nLine two');
  });

  it('makes a mailto link whose body carries it all, percent-encoded with CRLF', () => {
    const href = mailtoWithBody('hello@example-events.com', 'Event inquiry', 'A: 1 & 2\nB: ¿sí?');
    expect(href).toBe(
      'mailto:hello@example-events.com?subject=Event%20inquiry&body=A%3A%201%20%26%202%0D%0AB%3A%20%C2%BFs%C3%AD%3F',
    );
    const url = new URL(href);
    expect(url.searchParams.get('body')).toBe('A: 1 & 2\r\nB: ¿sí?');
  });
});
