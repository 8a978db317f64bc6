/**
 * The contact page's two forms in Chromium, in English and Spanish, against
 * the local host, which takes form posts like Netlify and keeps them in its
 * inbox: messages, formats, "Other location", prefill, a real submission
 * (checked in the inbox and in the intercepted request), failures with
 * Retry, the draft across a reload, no double submit, and the plain HTML
 * post without JavaScript.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { SUBMIT_TIMEOUT_MS } from '../../src/lib/forms/submit';
import { EVENT_LIST_KEY } from '../../src/lib/event-list/entries';
import { catalog, services } from '../support/content';
import { loadSite, siteLinks, translation } from '../support/site';
import {
  chooseVenue,
  contactPath,
  contactText,
  fillInquiry,
  firstVenueSlug,
  fillQuick,
  futureDate,
  inboxCountWith,
  inboxRecordWith,
  inquiryForm,
  moreDetails,
  openContact,
  openMoreDetails,
  waitForContactForms,
  quickForm,
  thankYouPath,
  uniqueEmail,
} from './support/contact';
import { HOST_URL } from './support/hosts';
import {
  escapeRegExp,
  recordConsoleProblems,
  stubExternalRequests,
  waitForHydration,
} from './support/page-helpers';

const LANGUAGES = ['en', 'es'] as const;

/** The form posts the page's script makes (not the page loads). */
function isFormPost(request: Request): boolean {
  return request.method() === 'POST';
}

const described = (text: string) => new RegExp(escapeRegExp(text));

/** The entries of the visitor's event list at the top of the inquiry: what each is, then its name. */
function eventListEntries(page: Page) {
  return inquiryForm(page).locator('#event-list-heading + ol > li > span:last-of-type');
}

async function submitInquiry(page: Page, language: string) {
  await inquiryForm(page)
    .getByRole('button', { name: contactText(language, 'inquiry.submit') })
    .click();
}

for (const language of LANGUAGES) {
  const t = (key: string) => contactText(language, key);

  test.describe(`contact forms (${language})`, () => {
    test('the page loads without console errors and fits a 375 px phone', async ({ page }) => {
      await stubExternalRequests(page, [HOST_URL]);
      const problems = recordConsoleProblems(page);
      await page.setViewportSize({ width: 375, height: 812 });
      await openContact(page, language);
      await page.waitForLoadState('networkidle');
      expect(problems.map((problem) => `${problem.kind}: ${problem.text}`)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await expect(inquiryForm(page)).toBeVisible();
      await expect(quickForm(page)).toBeVisible();
    });

    test('the quick question shows each required message, tied to its field', async ({ page }) => {
      await openContact(page, language);
      const form = quickForm(page);
      await form.getByRole('button', { name: t('quick.submit') }).click();

      for (const field of ['name', 'email', 'message']) {
        const control = form.locator(`[name="${field}"]`);
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        await expect(control).toHaveAccessibleDescription(t(`errors.required.${field}`));
      }
      // The specified English words, exactly.
      if (language === 'en') {
        await expect(form.locator('#quick-question-name-error')).toHaveText(
          'Please enter your name',
        );
        await expect(form.locator('#quick-question-email-error')).toHaveText(
          'Please enter your email address',
        );
        await expect(form.locator('#quick-question-message-error')).toHaveText(
          'Please enter your message',
        );
      }
      await expect(form.locator('[name="name"]')).toBeFocused();
      await expect(form.getByRole('alert')).toContainText(
        translation(language, 'contact:summary.heading_other').replace('{{count}}', '3'),
      );
    });

    test('the detailed inquiry asks for four answers only, and says which', async ({ page }) => {
      await openContact(page, language);
      const form = inquiryForm(page);
      await submitInquiry(page, language);

      // A name, one way to reply, the date and the type of event: nothing else.
      const summary = form.getByRole('alert');
      await expect(summary.getByRole('link')).toHaveCount(4);
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(6); // the date is 3 boxes
      await expect(form.locator('[name="firstName"]')).toBeFocused();
      await expect(form.locator('[name="firstName"]')).toHaveAccessibleDescription(
        described(t('errors.required.firstName')),
      );
      await expect(form.locator('[name="email"]')).toHaveAccessibleDescription(
        described(t('errors.required.contactWay')),
      );
      await expect(form.locator('[name="eventMonth"]')).toHaveAccessibleDescription(
        described(t('errors.required.eventDate')),
      );
      await expect(form.locator('[name="eventType"]')).toHaveAccessibleDescription(
        described(t('errors.required.eventType')),
      );
      for (const optional of [
        'lastName',
        'phone',
        'organization',
        'street',
        'address2',
        'city',
        'state',
        'zip',
        'startTime',
        'endTime',
        'venue',
        'heardAbout',
        'message',
      ]) {
        await expect(form.locator(`[name="${optional}"]`), optional).not.toHaveAttribute(
          'aria-invalid',
        );
      }
      await summary.getByRole('link', { name: t('errors.required.eventType') }).click();
      await expect(form.locator('[name="eventType"]')).toBeFocused();

      // A phone number instead of an email, and "not sure yet" instead of a date, will do.
      await form.locator('[name="phone"]').fill('201 555 0147');
      await form.getByRole('checkbox', { name: t('fields.dateUndecided') }).check();
      await expect(form.locator('[name="email"]')).not.toHaveAttribute('aria-invalid');
      await expect(form.locator('[name="eventMonth"]')).not.toHaveAttribute('aria-invalid');
    });

    test('messages appear on leaving a field, not while typing', async ({ page }) => {
      await openContact(page, language);
      const email = inquiryForm(page).locator('[name="email"]');
      await email.pressSequentially('ana@exa');
      await expect(email).not.toHaveAttribute('aria-invalid');
      await email.press('Tab');
      await expect(email).toHaveAccessibleDescription(described(t('errors.emailFormat')));
      await email.focus();
      await email.pressSequentially('mple.com');
      await expect(email).not.toHaveAttribute('aria-invalid');
    });

    test('each format error', async ({ page }) => {
      await openContact(page, language);
      const form = inquiryForm(page);
      await fillInquiry(form, { email: 'ana@example.com' });
      const field = (name: string) => form.locator(`[name="${name}"]`);

      const cases: Array<[string, string, string]> = [
        ['email', 'ana.example.com', 'errors.emailFormat'],
        ['phone', '555-0147', 'errors.phoneFormat'],
        ['zip', '0787', 'errors.zipFormat'],
      ];
      for (const [name, value, message] of cases) {
        await field(name).fill(value);
        await field(name).blur();
        await expect(field(name), name).toHaveAccessibleDescription(described(t(message)));
      }

      // The phone is accepted in any common form, and rewritten the site's way.
      await field('phone').fill('+1 201.555.0147');
      await field('phone').blur();
      await expect(field('phone')).toHaveValue('(201) 555-0147');
      await expect(field('phone')).not.toHaveAttribute('aria-invalid');

      const dateMessage = async (message: string) => {
        await field('eventYear').blur();
        await expect(field('eventMonth')).toHaveAccessibleDescription(described(t(message)));
      };
      await field('eventYear').fill('27');
      await dateMessage('errors.yearFormat');
      await field('eventMonth').selectOption('2');
      await field('eventDay').selectOption('30');
      await field('eventYear').fill(futureDate().year);
      await dateMessage('errors.dateInvalid');
      await expect(field('eventDay')).toHaveAttribute('aria-invalid', 'true');
      await field('eventDay').selectOption('1');
      await field('eventYear').fill(String(new Date().getFullYear() - 1));
      await dateMessage('errors.datePast');

      await field('startTime').selectOption('20:00');
      // Choosing from a list means focusing it, then leaving it.
      await field('endTime').focus();
      await field('endTime').selectOption('20:00');
      await field('endTime').blur();
      await expect(field('endTime')).toHaveAccessibleDescription(described(t('errors.sameTimes')));
      // Past midnight is fine.
      await field('endTime').selectOption('02:00');
      await expect(field('endTime')).not.toHaveAttribute('aria-invalid');
    });

    test('"Other location" reveals its fields, all optional', async ({ page }) => {
      await openContact(page, language);
      const form = inquiryForm(page);
      const name = form.locator('[name="locationName"]');
      await expect(name).toBeHidden();

      await chooseVenue(form, 'other');
      await expect(name).toBeVisible();
      await expect(form.locator('[name="locationCity"]')).toBeVisible();
      await expect(form.locator('[name="locationState"]')).toBeVisible();
      await submitInquiry(page, language);
      await expect(name).not.toHaveAttribute('aria-invalid');

      await chooseVenue(form, firstVenueSlug());
      await expect(name).toBeHidden();
    });

    test('links fill in the venue and the type of event, and list what they ask about', async ({
      page,
    }) => {
      // Any venue, service and rental item of site.yaml and data/ will do: the last of each.
      const place = loadSite().venues.at(-1)!;
      const offered = services().at(-1)!;
      const rental = catalog().items.at(-1)!.id;
      await openContact(
        page,
        language,
        `?venue=${place.slug}&event=corporate&service=${offered.id}&item=${rental}&zzz=1`,
      );
      const form = inquiryForm(page);
      await expect(form.locator('[name="venue"]')).toHaveValue(place.slug);
      await expect(form.locator('[name="eventType"]')).toHaveValue('corporate');
      const venueName = t('fields.venueOption')
        .replace('{{name}}', place.name)
        .replace('{{locality}}', place.locality)
        .replace('{{region}}', place.region);
      await expect(eventListEntries(page)).toHaveText([
        `${t('eventList.kinds.item')}${translation(language, `catalog-items:${rental}.name`)}`,
        `${t('eventList.kinds.service')}${translation(language, offered.label)}`,
        `${t('eventList.kinds.venue')}${venueName}`,
      ]);
      // Listed, not mixed into the visitor's own words.
      await expect(form.locator('[name="message"]')).toHaveValue('');
      // Read once: a reload keeps the list as it is, and only the other parameter stays.
      await expect(page).toHaveURL(`${HOST_URL}${contactPath(language)}?zzz=1`);

      // A fresh tab (no draft, no list): unknown values are ignored.
      await page.evaluate(() => window.sessionStorage.clear());
      await openContact(page, language, '?venue=atlantis&event=gala&service=x&item=y');
      await expect(form.locator('[name="venue"]')).toHaveValue('');
      await expect(form.locator('[name="eventType"]')).toHaveValue('');
      await expect(form.locator('[name="message"]')).toHaveValue('');
      await expect(eventListEntries(page)).toHaveCount(0);
    });

    test('a successful inquiry reaches the inbox with its language and previous page', async ({
      page,
    }) => {
      // Arrive the way visitors do: from another page, through the site's own link.
      await page.goto(language === 'en' ? '/music/' : `/${language}/music/`);
      await waitForHydration(page);
      await page
        .locator('header')
        .getByRole('link', { name: translation(language, 'common:nav.moreInfo') })
        .first()
        .click();
      await expect(page).toHaveURL(`${HOST_URL}${contactPath(language)}`);
      await waitForContactForms(page);

      const email = uniqueEmail(`inquiry-${language}`);
      const form = inquiryForm(page);
      await fillInquiry(form, { email, venue: 'other' });
      await form.locator('[name="locationName"]').fill('The Old Mill');
      await form.locator('[name="locationCity"]').fill('Hope');
      await form.locator('[name="locationState"]').selectOption('NJ');
      await form.locator('[name="smsConsent"]').check();
      await form.locator('[name="message"]').fill('Two sets.\nFirst dance at 8.');
      await submitInquiry(page, language);

      await expect(page).toHaveURL(`${HOST_URL}${thankYouPath(language)}`);
      await expect(page.locator('h1')).toHaveText(translation(language, 'thank-you:heading'));
      // The thank-you page: a call to book now, what was sent, and the owner's proof.
      await expect(
        page.getByRole('link', {
          name: new RegExp(translation(language, 'thank-you:book.action')),
        }),
      ).toHaveAttribute('href', siteLinks().scheduling);
      const sent = page.getByRole('region', {
        name: translation(language, 'thank-you:sent.heading'),
      });
      await expect(sent.getByRole('term')).toContainText([
        t('fields.name'),
        t('fields.email'),
        t('fields.eventType'),
        t('fields.eventDate'),
        t('fields.venue'),
      ]);
      await expect(sent.getByRole('definition')).toContainText([
        'Ana Rossi',
        email,
        translation(language, 'contact:eventTypes.wedding'),
        futureDate().year,
        'The Old Mill',
      ]);
      const proof = page.getByRole('region', { name: translation(language, 'home:trust.heading') });
      await expect(proof.getByRole('listitem')).toHaveCount(3);
      await expect(proof).toContainText(translation(language, 'home:trust.events.label'));
      const record = await inboxRecordWith(email);
      const date = futureDate();
      expect(record.form).toBe('event-inquiry');
      expect(record.path).toBe(contactPath(language));
      expect(record.fields).toMatchObject({
        eventMonth: date.month,
        eventDay: date.day,
        eventYear: date.year,
        startTime: '19:00',
        endTime: '01:00',
        venue: 'other',
        locationName: 'The Old Mill',
        phone: '(201) 555-0147',
        zip: '07871',
        smsConsent: 'yes',
        message: 'Two sets.\nFirst dance at 8.',
        language,
        referrer: `${HOST_URL}${language === 'en' ? '' : `/${language}`}/music/`,
      });
      // The draft is gone once sent.
      expect(
        await page.evaluate(() => window.sessionStorage.getItem('contact:draft:event-inquiry')),
      ).toBeNull();
    });

    test('the intercepted request carries the whole URL-encoded payload', async ({ page }) => {
      await openContact(page, language);
      let body = '';
      let contentType = '';
      await page.route(`**${contactPath(language)}`, async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        body = route.request().postData() ?? '';
        contentType = (await route.request().allHeaders())['content-type'] ?? '';
        return route.fulfill({ status: 200, body: '' });
      });
      const email = uniqueEmail(`quick-${language}`);
      await fillQuick(quickForm(page), email, 'Hola & hello');
      await quickForm(page)
        .getByRole('button', { name: t('quick.submit') })
        .click();
      await expect(page).toHaveURL(`${HOST_URL}${thankYouPath(language)}`);

      expect(contentType).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
        'form-name': 'quick-question',
        name: 'Ana Rossi',
        email,
        message: 'Hola & hello',
        language,
        referrer: '',
        sentFrom: contactPath(language),
        // The visit began here, from nowhere: lead-source.spec.ts follows a tagged visit.
        source: 'direct',
        landingPage: contactPath(language),
        referringSite: '',
        utmSource: '',
        utmMedium: '',
        utmCampaign: '',
        adClick: '',
        'bot-field': '',
      });
      expect(inboxCountWith(email)).toBe(0);
    });

    test('a host that never answers frees the button after the timeout, keeping everything', async ({
      page,
    }) => {
      await page.clock.install();
      await openContact(page, language);
      const email = uniqueEmail(`hang-${language}`);
      const form = quickForm(page);
      await fillQuick(form, email, 'Still there?');
      // The request is held and never answered, as by a host that hangs.
      await page.route(`**${contactPath(language)}`, (route) =>
        route.request().method() === 'POST' ? new Promise<void>(() => undefined) : route.fallback(),
      );
      const button = form.locator('button[type="submit"]');
      await button.click();
      await expect(button).toHaveAttribute('aria-disabled', 'true');

      await page.clock.runFor(SUBMIT_TIMEOUT_MS - 1_000);
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await page.clock.runFor(1_000);

      await expect(form.getByRole('alert')).toContainText(t('status.failed'));
      await expect(button).not.toHaveAttribute('aria-disabled');
      await expect(form.locator('[name="email"]')).toHaveValue(email);
      await expect(form.locator('[name="message"]')).toHaveValue('Still there?');
      const mail = form.getByRole('alert').getByRole('link', { name: t('status.emailInstead') });
      const href = new URL((await mail.getAttribute('href')) ?? '');
      expect(href.searchParams.get('body')).toContain('Still there?');
    });

    test('a 500 and a dropped request keep everything, alert, and Retry sends', async ({
      page,
    }) => {
      await openContact(page, language);
      const email = uniqueEmail(`retry-${language}`);
      const form = inquiryForm(page);
      await fillInquiry(form, { email });
      const failures = ['500', 'abort'];
      await page.route(`**${contactPath(language)}`, (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        const failure = failures.shift();
        if (failure === '500') return route.fulfill({ status: 500, body: 'Server error' });
        if (failure === 'abort') return route.abort('connectionreset');
        return route.fallback();
      });

      await submitInquiry(page, language);
      const alert = form.getByRole('alert');
      await expect(alert).toContainText(t('status.failed'));
      await expect(page).toHaveURL(`${HOST_URL}${contactPath(language)}`);
      await expect(form.locator('[name="email"]')).toHaveValue(email);
      await expect(form.locator('[name="firstName"]')).toHaveValue('Ana');
      const mail = alert.getByRole('link', { name: t('status.emailInstead') });
      const href = new URL((await mail.getAttribute('href')) ?? '');
      expect(href.protocol).toBe('mailto:');
      const mailBody = href.searchParams.get('body') ?? '';
      expect(mailBody).toContain(email);
      expect(mailBody).toContain('(201) 555-0147');
      expect(mailBody).toContain(translation(language, 'contact:eventTypes.wedding'));

      await alert.getByRole('button', { name: t('status.retry') }).click();
      await expect(form.getByRole('alert')).toContainText(t('status.failed'));
      expect(inboxCountWith(email)).toBe(0);

      await form
        .getByRole('alert')
        .getByRole('button', { name: t('status.retry') })
        .click();
      await expect(page).toHaveURL(`${HOST_URL}${thankYouPath(language)}`);
      expect((await inboxRecordWith(email)).fields.language).toBe(language);
    });

    test('a reload keeps what was typed in both forms', async ({ page }) => {
      await openContact(page, language);
      await inquiryForm(page).locator('[name="firstName"]').fill('Draft Ana');
      await chooseVenue(inquiryForm(page), 'other');
      await inquiryForm(page).locator('[name="smsConsent"]').check();
      await quickForm(page).locator('[name="message"]').fill('Half a question');
      await page.reload();
      await waitForContactForms(page);
      await expect(inquiryForm(page).locator('[name="firstName"]')).toHaveValue('Draft Ana');
      await expect(inquiryForm(page).locator('[name="venue"]')).toHaveValue('other');
      // Kept in the optional group, closed again after the reload, which counts it.
      await expect(moreDetails(inquiryForm(page)).locator('summary')).toContainText('1');
      await openMoreDetails(inquiryForm(page));
      await expect(inquiryForm(page).locator('[name="locationName"]')).toBeVisible();
      await expect(inquiryForm(page).locator('[name="smsConsent"]')).toBeChecked();
      await expect(quickForm(page).locator('[name="message"]')).toHaveValue('Half a question');
    });

    test('clicking again while sending sends nothing more', async ({ page }) => {
      await openContact(page, language);
      const posts: Request[] = [];
      page.on('request', (request) => {
        if (isFormPost(request)) posts.push(request);
      });
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${contactPath(language)}`, async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        await held;
        return route.fallback();
      });
      const email = uniqueEmail(`double-${language}`);
      const form = quickForm(page);
      await fillQuick(form, email);
      const button = form.locator('button[type="submit"]');
      await button.click();
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toContainText(t('status.sending'));
      // Playwright will not click a disabled button; a visitor's click still arrives.
      await button.click({ force: true });
      await form.locator('[name="message"]').press('Enter');
      await form.locator('[name="name"]').press('Enter');
      release();
      await expect(page).toHaveURL(`${HOST_URL}${thankYouPath(language)}`);
      expect(posts).toHaveLength(1);
      await inboxRecordWith(email);
      expect(inboxCountWith(email)).toBe(1);
    });
  });
}

test('a design from the gobo designer is listed with its preview, sent as text, and can be removed', async ({
  page,
}) => {
  const design = {
    kind: 'gobo',
    fileName: 'gobo-design.svg',
    summary: 'Gobo: a six-point star, 48 mm, steel.',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>',
  };
  const storeDesign = () =>
    page.evaluate(([key, stored]) => window.sessionStorage.setItem(key, JSON.stringify([stored])), [
      EVENT_LIST_KEY,
      design,
    ] as const);
  // What the designer does right before it sends the visitor here.
  await openContact(page, 'en');
  await storeDesign();
  await openContact(page, 'en');
  const form = inquiryForm(page);
  const preview = form.getByRole('img', { name: 'Preview of gobo-design.svg' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
    0,
  );
  await expect(form.locator('[name="message"]')).toHaveValue('');

  const email = uniqueEmail('gobo');
  await fillInquiry(form, { email });
  await submitInquiry(page, 'en');
  await expect(page).toHaveURL(`${HOST_URL}${thankYouPath('en')}`);
  const record = await inboxRecordWith(email);
  expect(record.fields).toMatchObject({
    attachmentName: design.fileName,
    attachmentSvg: design.svg,
    eventList: `${contactText('en', 'eventList.kinds.gobo')}: ${contactText('en', 'eventList.design')}\n  ${design.summary}`,
    eventListIds: 'gobo',
    message: '',
  });
  // Sent: the list, the design with it, is not offered again.
  expect(
    await page.evaluate((key) => window.sessionStorage.getItem(key), EVENT_LIST_KEY),
  ).toBeNull();

  // Removing it before sending.
  await storeDesign();
  await openContact(page, 'en');
  await form
    .getByRole('button', {
      name: contactText('en', 'eventList.remove').replace(
        '{{name}}',
        contactText('en', 'eventList.design'),
      ),
    })
    .click();
  await expect(preview).toHaveCount(0);
  await expect(form.locator('[name="attachmentSvg"]')).toHaveValue('');
  await expect(form.locator('[name="eventList"]')).toHaveValue('');
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`the contact page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('starts its own form in the first screen, its submit the page’s primary action', async ({
      page,
    }) => {
      for (const language of loadSite().languages) {
        await page.goto(contactPath(language));
        const form = inquiryForm(page);
        // The form's heading and its first field, in the first screen, before any scroll.
        const firstField = form.locator('[name="firstName"]');
        const fieldTop = await firstField.evaluate((field) => field.getBoundingClientRect().top);
        expect(fieldTop, `the first field of ${contactPath(language)}`).toBeLessThan(
          viewport.height,
        );
        await expect(page.locator('#inquiry h2')).toBeInViewport();
        // The amber of the page: the forms' submits; the outside ways to start are secondary.
        const amber = await form
          .locator('button[type="submit"]')
          .evaluate((button) => getComputedStyle(button).backgroundImage);
        expect(amber).toContain('gradient');
        for (const link of [siteLinks().instantQuote, siteLinks().scheduling]) {
          const outside = page.locator(`main a[href="${link}"]`);
          await expect(outside).toHaveCount(1);
          expect(await outside.evaluate((anchor) => getComputedStyle(anchor).backgroundImage)).toBe(
            'none',
          );
        }
        // The four steps stay on the page, after the forms.
        const stepsAfterForms = await page.evaluate(() => {
          const steps = document.getElementById('steps-heading');
          const forms = document.querySelectorAll('main form');
          const last = forms[forms.length - 1];
          return Boolean(
            steps && last && last.compareDocumentPosition(steps) & Node.DOCUMENT_POSITION_FOLLOWING,
          );
        });
        expect(stepsAfterForms).toBe(true);
        await expect(page.locator('#steps-heading + ol > li')).toHaveCount(4);
      }
    });

    test('keeps what is typed in the closed optional group, and opens it at its first problem', async ({
      page,
    }) => {
      await openContact(page, 'en');
      const form = inquiryForm(page);
      const group = moreDetails(form);
      await expect(group).not.toHaveAttribute('open');
      await expect(form.locator('[name="lastName"]')).toBeHidden();
      await openMoreDetails(form);
      await form.locator('[name="lastName"]').fill('Rossi');
      await form.locator('[name="zip"]').fill('0787');
      await group.locator('summary').click();
      await expect(group).not.toHaveAttribute('open');
      // Counted while closed.
      await expect(group.locator('summary')).toContainText('2');

      await form.locator('[name="firstName"]').fill('Ana');
      const email = uniqueEmail(`group-${viewport.width}`);
      await form.locator('[name="email"]').fill(email);
      await form.locator('[name="eventType"]').selectOption('wedding');
      await form.getByRole('checkbox', { name: contactText('en', 'fields.dateUndecided') }).check();
      await submitInquiry(page, 'en');
      await expect(group).toHaveAttribute('open', '');
      const zip = form.locator('[name="zip"]');
      await expect(zip).toBeFocused();
      await expect(zip).toBeInViewport();
      await expect(zip).toHaveAccessibleDescription(
        described(contactText('en', 'errors.zipFormat')),
      );
      await expect(form.locator('[name="lastName"]')).toHaveValue('Rossi');

      await zip.fill('07871');
      await submitInquiry(page, 'en');
      await expect(page).toHaveURL(`${HOST_URL}${thankYouPath('en')}`);
      expect((await inboxRecordWith(email)).fields).toMatchObject({
        lastName: 'Rossi',
        zip: '07871',
      });
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    test(`the plain forms post to the host and land on the thank-you page (${language})`, async ({
      page,
    }) => {
      await page.goto(contactPath(language));
      const quickEmail = uniqueEmail(`nojs-quick-${language}`);
      await fillQuick(quickForm(page), quickEmail);
      await quickForm(page).locator('button[type="submit"]').click();
      await expect(page).toHaveURL(`${HOST_URL}${thankYouPath(language)}`);
      await expect(page.locator('h1')).toHaveText(translation(language, 'thank-you:heading'));
      const quick = await inboxRecordWith(quickEmail);
      expect(quick).toMatchObject({
        form: 'quick-question',
        path: thankYouPath(language),
        fields: { name: 'Ana Rossi', message: 'Is June 13 free?', language },
      });

      await page.goto(contactPath(language));
      const email = uniqueEmail(`nojs-inquiry-${language}`);
      const form = inquiryForm(page);
      await fillInquiry(form, { email, venue: null });
      await form.locator('select[name="venue"]').selectOption('other');
      // CSS alone shows the location's fields.
      await expect(form.locator('[name="locationName"]')).toBeVisible();
      await form.locator('[name="locationName"]').fill('The Old Mill');
      await form.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(`${HOST_URL}${thankYouPath(language)}`);
      const inquiry = await inboxRecordWith(email);
      expect(inquiry.form).toBe('event-inquiry');
      expect(inquiry.fields).toMatchObject({
        venue: 'other',
        locationName: 'The Old Mill',
        phone: '201.555.0147',
        language,
      });
    });
  }

  test('the browser itself enforces the required fields', async ({ page }) => {
    await page.goto(contactPath('en'));
    await quickForm(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(`${HOST_URL}${contactPath('en')}`);
    const valid = await quickForm(page)
      .locator('[name="name"]')
      .evaluate((input: HTMLInputElement) => input.validity.valueMissing);
    expect(valid).toBe(true);
  });
});
