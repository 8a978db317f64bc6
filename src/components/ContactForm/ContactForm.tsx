import { navigate } from 'gatsby';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Form, FormSpy } from 'react-final-form';
import type { FormApi } from 'final-form';
import { useTranslation } from '../../i18n/use-translation';
import { clearDraft, readDraft, sessionStore, writeDraft } from '../../lib/forms/draft';
import { inquiryAsText, mailtoWithBody, type Fields, type TextLine } from '../../lib/forms/encode';
import { saveSentSummary } from '../../lib/forms/sent-summary';
import {
  CONTEXT_FIELDS,
  FORM_NAME_FIELD,
  HONEYPOT_FIELD,
  type FormName,
  type SubmissionContext,
} from '../../lib/forms/fields';
import { previousPage } from '../../lib/forms/previous-page';
import { submitForm, type FormProvider } from '../../lib/forms/submit';
import { readVisitSource, unknownVisitSource } from '../../lib/forms/inquiry-source';
import { announce, CONSENT_CHANGE, INQUIRY_SENT } from '../../analytics/events';
import type { AnalyticsService } from '../../analytics/providers';
import { FormFeedbackContext, type RequirementOf } from './feedback';
import * as styles from './ContactForm.module.css';

type FormValues = Record<string, string | boolean>;

/** Where and how a form is sent; the same for both forms of the page. */
export interface FormSettings {
  provider: FormProvider;
  /** The page's language, sent with every submission. */
  language: string;
  /** The contact page's path in its language (Netlify's POST target, and `sentFrom`). */
  pagePath: string;
  /** The thank-you page in the page's language. */
  successPath: string;
  /** Where "Email us instead" writes to. */
  email: string;
  /** The analytics service site.yaml names, if any: the privacy note names it too. */
  analytics?: AnalyticsService | undefined;
}

export interface ContactFormProps<Values extends FormValues> {
  formName: FormName;
  settings: FormSettings;
  empty: Values;
  validate: (values: Values) => Partial<Record<string, string>>;
  /** How `validate` treats each field left blank: the fields' marks show it. */
  requirementOf: RequirementOf;
  /** The visitor's values as sent (normalized, in form order). */
  encode: (values: Values) => Fields;
  /** The values as labelled lines, for the body of "Email us instead". */
  describe: (values: Values) => TextLine[];
  /** What the thank-you page repeats of a sent form: a few labelled lines. */
  summarize: (values: Values) => TextLine[];
  mailSubject: string;
  submitLabel: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** Runs once the draft is restored, to add what the page's link asked for. */
  prefill?: ((values: Values) => Values) | undefined;
  /**
   * Hidden fields of the form's own (the inquiry's event list), in its HTML
   * with their names even when empty, so that Netlify knows them.
   */
  hiddenFields?: Fields | undefined;
  /** Shown at the top of the form, before its fields (the inquiry's event list). */
  top?: ReactNode;
  onSent?: (() => void) | undefined;
  children: ReactNode;
}

type Status = 'idle' | 'sending' | 'failed';

interface Problem {
  id: string;
  messageKey: string;
}

/**
 * One contact form: plain HTML that posts to the form host without
 * JavaScript (Netlify finds it by its name in the static page), and, once
 * the page runs, checks the fields, keeps a draft, and sends in the
 * background with a busy button, a translated failure message with Retry and
 * an "Email us instead" link, and the thank-you page on success.
 */
export function ContactForm<Values extends FormValues>(props: ContactFormProps<Values>) {
  const { formName, settings, empty, validate, encode, summarize, hiddenFields, onSent } = props;
  const [status, setStatus] = useState<Status>('idle');
  const sending = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);
  // What the page knows without JavaScript goes into the HTML; the browser
  // adds the page before this one and the visit's source.
  const [context, setContext] = useState<SubmissionContext>(() => ({
    language: settings.language,
    referrer: '',
    sentFrom: settings.pagePath,
    ...unknownVisitSource(),
  }));
  // Always the same object: react-final-form re-initializes when it changes.
  const [initialValues] = useState(empty);

  useEffect(
    () =>
      setContext((known) => ({
        ...known,
        referrer: previousPage(),
        ...(readVisitSource(sessionStore()) ?? {}),
      })),
    [],
  );

  const send = useCallback(
    async (values: Values) => {
      if (sending.current) return;
      sending.current = true;
      setStatus('sending');
      const trap = formElement.current?.elements.namedItem(HONEYPOT_FIELD);
      try {
        await submitForm({
          provider: settings.provider,
          pagePath: settings.pagePath,
          envelope: {
            formName,
            fields: encode(values),
            context,
            extra: hiddenFields ?? [],
            honeypot: trap instanceof HTMLInputElement ? trap.value : '',
          },
        });
      } catch {
        sending.current = false;
        setStatus('failed');
        return;
      }
      clearDraft(sessionStore(), formName);
      saveSentSummary(sessionStore(), { form: formName, rows: summarize(values) });
      announce({ name: INQUIRY_SENT, props: inquiryEventProps(formName, values) });
      onSent?.();
      // The button stays busy until the thank-you page replaces this one.
      await navigate(settings.successPath);
    },
    [settings, formName, encode, summarize, hiddenFields, context, onSent],
  );

  return (
    <Form<Values>
      onSubmit={send}
      validate={validate}
      initialValues={initialValues}
      subscription={{}}
      render={({ form }) => (
        <FormBody {...props} form={form} status={status} formElement={formElement}>
          {props.children}
          {CONTEXT_FIELDS.map((field) => (
            <input key={field} type="hidden" name={field} value={context[field]} />
          ))}
          {hiddenFields?.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </FormBody>
      )}
    />
  );
}

interface FormBodyProps<Values extends FormValues> extends ContactFormProps<Values> {
  form: FormApi<Values>;
  status: Status;
  formElement: RefObject<HTMLFormElement>;
}

function FormBody<Values extends FormValues>({
  form,
  status,
  formElement,
  formName,
  settings,
  empty,
  describe,
  mailSubject,
  submitLabel,
  labelledBy,
  prefill,
  requirementOf,
  top,
  children,
}: FormBodyProps<Values>) {
  const { t } = useTranslation('contact');
  const [submitAttempt, setSubmitAttempt] = useState(0);
  const [problems, setProblems] = useState<Problem[] | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  // The draft is saved only after it was read back: the empty form shown
  // first must not overwrite it.
  const restored = useRef(false);
  const feedback = useMemo(
    () => ({ idPrefix: formName, submitAttempt, requirementOf }),
    [formName, submitAttempt, requirementOf],
  );

  // Once the page runs: our own messages replace the browser's, and the
  // draft (plus anything typed before the page was ready) comes back.
  useEffect(() => {
    const element = formElement.current;
    if (!element) return;
    element.noValidate = true;
    const draft = readDraft(sessionStore(), formName, empty) ?? empty;
    const values = { ...draft, ...typedBeforeHydration(element, empty) };
    restored.current = true;
    form.initialize(prefill ? prefill(values) : values);
    // Only once, when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = () => {
    if (status === 'sending') return;
    setSubmitAttempt((count) => count + 1);
    void form.submit();
    const { errors, hasValidationErrors } = form.getState();
    if (!hasValidationErrors || !formElement.current) {
      setProblems(null);
      return;
    }
    const found = problemsInOrder(formElement.current, errors ?? {});
    openGroupsOf(found);
    setProblems(found);
    focusField(found[0]?.id);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const retry = () => {
    submitButton.current?.focus();
    submit();
  };

  const { provider } = settings;
  const isNetlify = provider.provider === 'netlify';
  // Without JavaScript: Netlify takes the post at the thank-you page; an
  // endpoint takes it directly.
  const action = provider.provider === 'netlify' ? settings.successPath : provider.endpoint;
  const busy = status === 'sending';

  return (
    <FormFeedbackContext.Provider value={feedback}>
      <form
        ref={formElement}
        name={formName}
        method="post"
        action={action}
        aria-labelledby={labelledBy}
        className={styles.form}
        onSubmit={onSubmit}
        {...(isNetlify ? { 'data-netlify': 'true', 'netlify-honeypot': HONEYPOT_FIELD } : {})}
      >
        <input type="hidden" name={FORM_NAME_FIELD} value={formName} />
        <p className={styles.trap}>
          <label>
            {t('contact:honeypot')}{' '}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </label>
        </p>
        {top}
        <p className={styles.requiredNote}>{t('contact:inquiry.requiredNote')}</p>
        <div className={styles.grid}>{children}</div>

        {/* A spy with onChange renders nothing: saving the draft and the summary are two spies. */}
        <FormSpy<Values>
          subscription={{ values: true }}
          onChange={({ values }) => {
            if (restored.current) writeDraft(sessionStore(), formName, values, empty);
          }}
        />
        <FormSpy<Values>
          subscription={{ hasValidationErrors: true }}
          render={({ hasValidationErrors }) =>
            problems && hasValidationErrors ? (
              // A new summary per attempt, so that it is announced again.
              <ProblemSummary key={submitAttempt} problems={problems} />
            ) : null
          }
        />

        <PrivacyNote analytics={settings.analytics} />
        <div className={styles.actions}>
          <button
            ref={submitButton}
            type="submit"
            className={styles.submit}
            aria-disabled={busy ? true : undefined}
          >
            {busy && <span className={styles.spinner} aria-hidden="true" />}
            {busy ? t('contact:status.sending') : submitLabel}
          </button>
        </div>
        <p role="status" className="visually-hidden">
          {busy ? t('contact:status.sendingAnnouncement') : ''}
        </p>
        {status === 'failed' && (
          <FormSpy<Values> subscription={{ values: true }}>
            {({ values }) => (
              <div role="alert" className={styles.failure}>
                <p className={styles.failureTitle}>{t('contact:status.failed')}</p>
                <p>{t('contact:status.failedHelp')}</p>
                <div className={styles.failureActions}>
                  <button type="button" className={styles.retry} onClick={retry}>
                    {t('contact:status.retry')}
                  </button>
                  <a
                    className={styles.mailInstead}
                    href={mailtoWithBody(
                      settings.email,
                      mailSubject,
                      inquiryAsText(describe(values)),
                    )}
                  >
                    {t('contact:status.emailInstead')}
                  </a>
                </div>
              </div>
            )}
          </FormSpy>
        )}
      </form>
    </FormFeedbackContext.Provider>
  );
}

/** The details of "inquiry sent": which form, and the type of event when the form asks it. */
function inquiryEventProps(formName: FormName, values: FormValues): Record<string, string> {
  const { eventType } = values;
  return typeof eventType === 'string' && eventType !== ''
    ? { form: formName, event_type: eventType }
    : { form: formName };
}

/**
 * What a submission sends besides the visitor's answers, and the analytics
 * service that counts visits, when there is one (its texts: analytics.json,
 * which the contact page loads only then).
 */
function PrivacyNote({ analytics }: { analytics: AnalyticsService | undefined }) {
  const { t } = useTranslation('contact');
  const statistics = analytics
    ? t(`analytics:privacy.${analytics.asksConsent ? 'withConsent' : 'cookieless'}`, {
        provider: analytics.name,
      })
    : null;
  return (
    <p className={styles.privacyNote}>
      {t('contact:privacy.sent')}
      {statistics && ` ${statistics}`}
      {analytics?.asksConsent && (
        <>
          {' '}
          <button
            type="button"
            className={styles.inlineButton}
            onClick={() => window.dispatchEvent(new Event(CONSENT_CHANGE))}
          >
            {t('analytics:privacy.change')}
          </button>
        </>
      )}
    </p>
  );
}

/** The fields in error, in the order of the page; the date's three parts count once. */
function problemsInOrder(form: HTMLFormElement, errors: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  const groupsSeen = new Set<string>();
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLElement) || !('name' in element)) continue;
    const name = String(element.name);
    const messageKey = errors[name];
    if (typeof messageKey !== 'string') continue;
    const group = element.dataset.group;
    if (group) {
      if (groupsSeen.has(group)) continue;
      groupsSeen.add(group);
    }
    problems.push({ id: element.id, messageKey });
  }
  return problems;
}

/**
 * Opens every closed group (MoreDetails) that holds a problem, so that
 * each message of the summary can be seen and its field reached.
 */
function openGroupsOf(problems: readonly Problem[]): void {
  for (const { id } of problems) openGroupAround(document.getElementById(id));
}

function openGroupAround(field: HTMLElement | null): void {
  const group = field?.closest('details');
  if (group && !group.open) group.open = true;
}

function focusField(id: string | undefined): void {
  if (!id) return;
  document.getElementById(id)?.focus();
}

/** Values typed into the server-rendered form before the page's script took over. */
function typedBeforeHydration<Values extends FormValues>(
  form: HTMLFormElement,
  empty: Values,
): Partial<Values> {
  const typed: Record<string, string | boolean> = {};
  for (const [name, emptyValue] of Object.entries(empty)) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked) typed[name] = true;
    } else if (
      (control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement) &&
      control.value !== '' &&
      typeof emptyValue === 'string'
    ) {
      typed[name] = control.value;
    }
  }
  return typed as Partial<Values>;
}

/** Announced after a failed submit; each entry leads to its field. */
function ProblemSummary({ problems }: { problems: Problem[] }) {
  const { t } = useTranslation('contact');
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    const field = document.getElementById(id);
    openGroupAround(field);
    field?.focus();
    field?.scrollIntoView({ block: 'center' });
  };
  return (
    <div role="alert" className={styles.summary}>
      <p className={styles.summaryTitle}>
        {t('contact:summary.heading', { count: problems.length })}
      </p>
      <ul className={styles.summaryList}>
        {problems.map((problem) => (
          <li key={problem.id}>
            <a href={`#${problem.id}`} onClick={(event) => goTo(event, problem.id)}>
              {t(`contact:errors.${problem.messageKey}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
