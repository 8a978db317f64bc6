import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { InquiryValues } from '../../lib/forms/fields';
import type { Requirement } from '../../lib/forms/validate';

/** A form's rule for a field left blank (lib/forms/validate.ts); the date's depends on a box. */
export type RequirementOf = (
  field: string,
  values?: Pick<Partial<InquiryValues>, 'dateUndecided'>,
) => Requirement;

/**
 * What every field of one form shares: its id prefix, the count of submit
 * attempts, and the form's rules for blank fields, which its marks show.
 */
export interface FormFeedback {
  /** Prefix of the fields' ids: both forms have an "email", each needs its own id. */
  idPrefix: string;
  /** Grows by one on every submit, so a field being typed in also shows its message. */
  submitAttempt: number;
  requirementOf: RequirementOf;
}

export const FormFeedbackContext = createContext<FormFeedback>({
  idPrefix: '',
  submitAttempt: 0,
  requirementOf: () => 'optional',
});

export function useFormFeedback(): FormFeedback {
  return useContext(FormFeedbackContext);
}

export function fieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name}`;
}

interface FeedbackState {
  /** The error of the field (or group) now, as a message key. */
  error: string | undefined;
  /** Focus is inside the field (or group). */
  active: boolean;
  /** The visitor has left it at least once. */
  touched: boolean;
}

/**
 * The message a field shows. It appears when the visitor leaves the field
 * and on every submit; while they are typing in it, it never appears or
 * changes, it can only go away once the value is right.
 */
export function useShownError({ error, active, touched }: FeedbackState): string | undefined {
  const { submitAttempt } = useFormFeedback();
  const [shown, setShown] = useState<string | undefined>(undefined);
  const latestError = useRef(error);
  latestError.current = error;

  useEffect(() => {
    if (!active) setShown(touched ? error : undefined);
    else if (!error) setShown(undefined);
  }, [active, touched, error]);

  useEffect(() => {
    if (submitAttempt > 0) setShown(latestError.current);
  }, [submitAttempt]);

  return shown;
}

/** The ids a control's aria-describedby lists: its hint and its message, when shown. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}
