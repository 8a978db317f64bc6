/**
 * What a submission sends: the visitor's values, normalized, inside the
 * envelope the form host expects, encoded for Netlify Forms (URL-encoded,
 * like a plain HTML form) or for a JSON endpoint (Formspree, a CRM webhook).
 * Also the plain-text copy of an inquiry for the "Email us instead" link.
 */
import {
  CHECKED_VALUE,
  INQUIRY_CHECKBOXES,
  CONTEXT_FIELDS,
  CUSTOM_LOCATION_FIELDS,
  FORM_NAME_FIELD,
  HONEYPOT_FIELD,
  INQUIRY_TEXT_FIELDS,
  OTHER_VENUE,
  QUICK_FIELDS,
  type FormName,
  type InquiryValues,
  type QuickValues,
  type SubmissionContext,
} from './fields';
import { normalizeUsPhone, normalizeZip } from './formats';

/** Field name → value, in the order of the form. */
export type Fields = Array<[name: string, value: string]>;

/** The detailed inquiry's values as sent: trimmed, phone and ZIP normalized. */
export function inquiryFields(values: InquiryValues): Fields {
  const isCustomLocation = values.venue.trim() === OTHER_VENUE;
  const fields: Fields = [];
  for (const field of INQUIRY_TEXT_FIELDS) {
    // A location typed, then abandoned for a listed venue, is not sent.
    if (!isCustomLocation && (CUSTOM_LOCATION_FIELDS as readonly string[]).includes(field)) {
      continue;
    }
    let value = values[field].trim();
    if (field === 'phone') value = normalizeUsPhone(value) ?? value;
    if (field === 'zip') value = normalizeZip(value) ?? value;
    fields.push([field, value]);
  }
  // An unticked box sends nothing, as in a plain HTML form.
  for (const box of INQUIRY_CHECKBOXES) {
    if (values[box]) fields.push([box, CHECKED_VALUE]);
  }
  return fields;
}

export function quickFields(values: QuickValues): Fields {
  return QUICK_FIELDS.map((field) => [field, values[field].trim()]);
}

export interface Envelope {
  formName: FormName;
  fields: Fields;
  context: SubmissionContext;
  /** Hidden fields of the form's own, after the visitor's (the inquiry's event list). */
  extra?: Fields;
  /** The trap field's value: empty unless a bot filled it in. */
  honeypot?: string;
}

/** Every field of a submission, hidden ones included, as the HTML form would post them. */
export function envelopeFields({
  formName,
  fields,
  context,
  extra = [],
  honeypot = '',
}: Envelope): Fields {
  return [
    [FORM_NAME_FIELD, formName],
    ...fields,
    ...extra,
    ...CONTEXT_FIELDS.map((name): [string, string] => [name, context[name]]),
    [HONEYPOT_FIELD, honeypot],
  ];
}

/** Netlify Forms: application/x-www-form-urlencoded, exactly like a plain form post. */
export function toUrlEncoded(envelope: Envelope): string {
  return new URLSearchParams(envelopeFields(envelope)).toString();
}

/**
 * A JSON endpoint: one flat object, `form` naming the form. The trap field
 * is left out: such services have their own, and a filled trap is never
 * sent (see submit.ts).
 */
export function toJson(envelope: Envelope): string {
  const body: Record<string, string> = { form: envelope.formName };
  for (const [name, value] of envelopeFields(envelope)) {
    if (name === FORM_NAME_FIELD || name === HONEYPOT_FIELD) continue;
    body[name] = value;
  }
  return JSON.stringify(body);
}

/** One line of the plain-text copy: a translated label and the value as the visitor saw it. */
export interface TextLine {
  label: string;
  value: string;
}

/** "Label: value" per line; empty values are left out, a multi-line message keeps its lines. */
export function inquiryAsText(lines: readonly TextLine[]): string {
  return lines
    .filter((line) => line.value.trim() !== '')
    .map((line) =>
      line.value.includes('\n')
        ? `${line.label}:\n${line.value.trim()}`
        : `${line.label}: ${line.value.trim()}`,
    )
    .join('\n');
}

/** A mailto: link with subject and body (RFC 6068: percent-encoded, CRLF line breaks). */
export function mailtoWithBody(email: string, subject: string, body: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:${email}?subject=${encode(subject)}&body=${encode(body)}`;
}
