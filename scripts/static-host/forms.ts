// Form submissions the way Netlify Forms takes them, for the local host:
//   - a form exists if the built HTML has <form name="…" data-netlify="true"> (or `netlify`);
//     only the fields that form declares are kept, as Netlify does;
//   - a POST to any page with a known `form-name` is a submission; a filled honeypot
//     (the form's `netlify-honeypot` field) is accepted and silently dropped;
//   - a browser's form post (a navigation) gets 303 to the thank-you page of the submission's
//     language, or to the page it was posted to when that is a thank-you page (the form's
//     `action`); a script's fetch gets 200, and the script moves on by itself.
// Pure: reading the body, scanning files and writing the inbox happen in server.ts.

import { parse } from 'node-html-parser';

export const FORM_NAME_FIELD = 'form-name';

export interface DetectedForm {
  readonly name: string;
  /** Every named control of the form, hidden ones included. */
  readonly fields: ReadonlySet<string>;
  readonly honeypot: string | null;
}

export type FormRegistry = ReadonlyMap<string, DetectedForm>;

/** The forms Netlify would detect in one HTML page. */
export function detectForms(html: string): DetectedForm[] {
  const document = parse(html, { comment: false });
  return document
    .querySelectorAll('form')
    .filter((form) => form.getAttribute('data-netlify') === 'true' || form.hasAttribute('netlify'))
    .flatMap((form): DetectedForm[] => {
      const name = form.getAttribute('name');
      if (!name) return [];
      const fields = form
        .querySelectorAll('input[name], select[name], textarea[name]')
        .map((control) => control.getAttribute('name') ?? '');
      return [
        { name, fields: new Set(fields), honeypot: form.getAttribute('netlify-honeypot') ?? null },
      ];
    });
}

/** Several pages may carry the same form (one per language): their fields add up. */
export function registerForms(forms: Iterable<DetectedForm>): FormRegistry {
  const registry = new Map<string, DetectedForm>();
  for (const form of forms) {
    const known = registry.get(form.name);
    registry.set(
      form.name,
      known
        ? {
            name: form.name,
            fields: new Set([...known.fields, ...form.fields]),
            honeypot: known.honeypot ?? form.honeypot,
          }
        : form,
    );
  }
  return registry;
}

/** Where visitors land after a plain form post: the thank-you page of each language. */
export interface SuccessPages {
  readonly defaultLanguage: string;
  /** Language code → the thank-you page's path in it. */
  readonly byLanguage: Readonly<Record<string, string>>;
}

export interface InboxRecord {
  receivedAt: string;
  form: string;
  /** The page the submission was posted to. */
  path: string;
  fields: Record<string, string>;
}

export interface FormPost {
  /** Decoded request path. */
  readonly path: string;
  readonly fields: ReadonlyArray<readonly [string, string]>;
  /** A browser navigation (plain form post) rather than a script's fetch. */
  readonly isNavigation: boolean;
  readonly forms: FormRegistry;
  readonly successPages: SuccessPages | null;
  readonly now: Date;
}

export type FormPostOutcome =
  | { readonly kind: 'not-a-form' }
  | { readonly kind: 'unknown-form'; readonly name: string }
  | {
      readonly kind: 'accepted';
      /** What to append to the inbox; null for spam caught by the honeypot. */
      readonly record: InboxRecord | null;
      /** Fields the form does not declare, dropped as Netlify drops them. */
      readonly dropped: readonly string[];
      readonly response:
        { readonly status: 303; readonly location: string } | { readonly status: 200 };
    };

export function handleFormPost(post: FormPost): FormPostOutcome {
  const name = post.fields.find(([field]) => field === FORM_NAME_FIELD)?.[1];
  if (name === undefined) return { kind: 'not-a-form' };
  const form = post.forms.get(name);
  if (!form) return { kind: 'unknown-form', name };

  const kept: Record<string, string> = {};
  const dropped: string[] = [];
  let isSpam = false;
  for (const [field, value] of post.fields) {
    if (field === FORM_NAME_FIELD) continue;
    if (field === form.honeypot) {
      isSpam ||= value !== '';
      continue;
    }
    if (form.fields.has(field)) kept[field] = value;
    else dropped.push(field);
  }

  const response = post.isNavigation
    ? {
        status: 303 as const,
        location: successLocation(post.path, kept.language, post.successPages),
      }
    : { status: 200 as const };
  const record = isSpam
    ? null
    : { receivedAt: post.now.toISOString(), form: name, path: post.path, fields: kept };
  return { kind: 'accepted', record, dropped, response };
}

/**
 * The thank-you page for a plain form post: the page posted to when it is a thank-you page
 * (the form's `action`), otherwise the one of the submission's language (its `language` field,
 * else the path's /xx/ prefix, else the default language).
 */
export function successLocation(
  path: string,
  language: string | undefined,
  pages: SuccessPages | null,
): string {
  if (pages === null) return path;
  const paths = Object.values(pages.byLanguage);
  if (paths.includes(path)) return path;
  const prefix = path.split('/')[1] ?? '';
  // Only the site's own languages: "constructor" or "__proto__" is `in` every object.
  const chosen = [language ?? '', prefix].find((code) => Object.hasOwn(pages.byLanguage, code));
  return pages.byLanguage[chosen ?? pages.defaultLanguage] ?? path;
}
