import { useMemo } from 'react';
import type { Translate } from '../../i18n/translate';
import { FORM_CHOICE_KEY_PREFIX } from '../../config/constants';
import { TIME_SLOTS, timeLabel, type ClockWords } from '../../lib/forms/formats';
import { US_STATE_CODES } from '../../lib/forms/us-states';
import type { Choice } from './Fields';

/** The inquiry's lists, labelled in the page's language. */
export interface InquiryChoices {
  times: Choice[];
  states: Choice[];
  eventTypes: Choice[];
  referralSources: Choice[];
}

/** The ids of site.yaml the lists are made of. */
export interface InquiryChoiceIds {
  eventTypes: readonly string[];
  referralSources: readonly string[];
}

function clockWords(t: Translate): ClockWords {
  return {
    clock: t('contact:time.clock') === '24' ? '24' : '12',
    am: t('contact:time.am'),
    pm: t('contact:time.pm'),
    noon: t('contact:time.noon'),
    midnight: t('contact:time.midnight'),
  };
}

/** The states by name in the page's language. */
function stateChoices(t: Translate, language: string): Choice[] {
  return US_STATE_CODES.map((code) => ({ value: code, label: t(`contact:states.${code}`) })).sort(
    (a, b) => a.label.localeCompare(b.label, language),
  );
}

/** The lists, made once per language and site.yaml's ids (the fields and the mail share them). */
export function useInquiryChoices(
  t: Translate,
  language: string,
  { eventTypes, referralSources }: InquiryChoiceIds,
): InquiryChoices {
  return useMemo(() => {
    const words = clockWords(t);
    return {
      times: TIME_SLOTS.map((slot) => ({ value: slot, label: timeLabel(slot, words) })),
      states: stateChoices(t, language),
      eventTypes: eventTypes.map((id) => ({
        value: id,
        label: t(`${FORM_CHOICE_KEY_PREFIX.eventTypes}.${id}`),
      })),
      referralSources: referralSources.map((id) => ({
        value: id,
        label: t(`${FORM_CHOICE_KEY_PREFIX.referralSources}.${id}`),
      })),
    };
  }, [t, language, eventTypes, referralSources]);
}
