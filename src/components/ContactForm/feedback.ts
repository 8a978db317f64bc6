import { createContext, useContext, useEffect, useRef, useState } from 'react';

/** What every field of one form shares: its id prefix and the count of submit attempts. */
export interface FormFeedback {
  /** Prefix of the fields' ids: both forms have an "email", each needs its own id. */
  idPrefix: string;
  /** Grows by one on every submit, so a field being typed in also shows its message. */
  submitAttempt: number;
}

export const FormFeedbackContext = createContext<FormFeedback>({ idPrefix: '', submitAttempt: 0 });

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
