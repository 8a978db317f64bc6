/**
 * Shared by the contact-form specs: where the forms are, how to fill them,
 * and the local host's inbox, where every accepted submission lands.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { loadSite, ROOT_DIR, pageOfKind, translation } from '../../support/site';
import { waitForHydration } from './page-helpers';

/** The inbox of the servers Playwright starts (scripts/serve.ts, default --inbox). */
export const INBOX_FILE = path.join(ROOT_DIR, '.data', 'inbox.jsonl');

export interface InboxRecord {
  receivedAt: string;
  form: string;
  path: string;
  fields: Record<string, string>;
}

export function contactPath(language: string): string {
  return pageOfKind('contact', language).path;
}

export function thankYouPath(language: string): string {
  return pageOfKind('thank-you', language).path;
}

export const contactText = (language: string, key: string) =>
  translation(language, `contact:${key}`);

/** A unique email, so a test finds its own submission among the others in the inbox. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The submission carrying `email`, once the host has written it. */
export async function inboxRecordWith(email: string): Promise<InboxRecord> {
  let found: InboxRecord | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(INBOX_FILE)) return undefined;
        found = fs
          .readFileSync(INBOX_FILE, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as InboxRecord)
          .find((record) => record.fields.email === email);
        return found;
      },
      { message: `a submission from ${email} in ${INBOX_FILE}` },
    )
    .toBeDefined();
  return found as InboxRecord;
}

export function inboxCountWith(email: string): number {
  if (!fs.existsSync(INBOX_FILE)) return 0;
  return fs
    .readFileSync(INBOX_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.includes(email)).length;
}

/**
 * Waits until both forms of the contact page are run by its script.
 * Hydration starting is not enough: a click before the forms' own effects
 * ran is handled by the plain HTML form. Each form takes over validation
 * (sets novalidate) once it runs.
 */
export async function waitForContactForms(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('main form[method="post"]')).toHaveCount(2);
  await expect(page.locator('main form[method="post"]:not([novalidate])')).toHaveCount(0);
}

export async function openContact(page: Page, language: string, query = ''): Promise<void> {
  await page.goto(`${contactPath(language)}${query}`);
  await waitForContactForms(page);
}

export const inquiryForm = (page: Page): Locator => page.locator('form[name="event-inquiry"]');
export const quickForm = (page: Page): Locator => page.locator('form[name="quick-question"]');

/** A date in two years: always valid, never in the past. */
export function futureDate(): { month: string; day: string; year: string } {
  return { month: '6', day: '13', year: String(new Date().getFullYear() + 2) };
}

/** The venue field once the page's script has made it a combobox (the HTML holds a <select>). */
export const venueCombobox = (form: Locator): Locator =>
  form.locator('#event-inquiry-venue[role="combobox"]');

/** The inquiry's group of optional answers (a <details>), and its summary that opens it. */
export const moreDetails = (form: Locator): Locator => form.locator('details');

/** Opens the optional answers' group as a visitor does, by its summary (with or without JavaScript). */
export async function openMoreDetails(form: Locator): Promise<void> {
  const group = moreDetails(form);
  if (await group.evaluate((details: HTMLDetailsElement) => details.open)) return;
  await group.locator('summary').click();
  await expect(group).toHaveAttribute('open', '');
}

/** Chooses a venue (its slug, or "other") in the combobox, with the mouse. */
export async function chooseVenue(form: Locator, value: string): Promise<void> {
  await openMoreDetails(form);
  const combobox = venueCombobox(form);
  await combobox.click();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await form.locator(`[role="option"][id="event-inquiry-venue-option-${value}"]`).click();
  await expect(form.locator('input[type="hidden"][name="venue"]')).toHaveValue(value);
}

/** A venue of site.yaml for an inquiry that needs one (any will do): the first listed. */
export function firstVenueSlug(): string {
  const venue = loadSite().venues[0];
  if (!venue) throw new Error('site.yaml lists no venue to choose in the inquiry');
  return venue.slug;
}

export interface InquiryInput {
  email: string;
  /** null: leave the venue to the caller (without JavaScript it is a plain <select>). */
  venue?: string | null;
  phone?: string;
}

/** Fills every field of the detailed inquiry with valid values, the optional group's too. */
export async function fillInquiry(form: Locator, input: InquiryInput): Promise<void> {
  const date = futureDate();
  const field = (name: string) => form.locator(`[name="${name}"]`);
  await openMoreDetails(form);
  await field('eventMonth').selectOption(date.month);
  await field('eventDay').selectOption(date.day);
  await field('eventYear').fill(date.year);
  await field('startTime').selectOption('19:00');
  await field('endTime').selectOption('01:00');
  await field('eventType').selectOption('wedding');
  if (input.venue !== null) await chooseVenue(form, input.venue ?? firstVenueSlug());
  await field('firstName').fill('Ana');
  await field('lastName').fill('Rossi');
  await field('email').fill(input.email);
  await field('phone').fill(input.phone ?? '201.555.0147');
  await field('street').fill('1 Main St');
  await field('city').fill('Sparta');
  await field('state').selectOption('NJ');
  await field('zip').fill('07871');
}

export async function fillQuick(form: Locator, email: string, message = 'Is June 13 free?') {
  await form.locator('[name="name"]').fill('Ana Rossi');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="message"]').fill(message);
}
