import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { quickFields } from '../../lib/forms/encode';
import { emptyQuick, QUICK_FORM, type QuickValues } from '../../lib/forms/fields';
import { quickRequirement, validateQuick } from '../../lib/forms/validate';
import { ContactForm, type FormSettings } from './ContactForm';
import { TextField } from './Fields';
import * as styles from './ContactForm.module.css';

interface QuickQuestionFormProps {
  settings: FormSettings;
  labelledBy: string;
}

/** The short form beside the inquiry: name, email, message (SPEC §3 and §5). */
export function QuickQuestionForm({ settings, labelledBy }: QuickQuestionFormProps) {
  const { t } = useTranslation('contact');
  const describe = useCallback(
    (values: QuickValues) => [
      { label: t('contact:fields.name'), value: values.name },
      { label: t('contact:fields.email'), value: values.email },
      { label: t('contact:fields.message'), value: values.message },
    ],
    [t],
  );
  return (
    <ContactForm<QuickValues>
      formName={QUICK_FORM}
      settings={settings}
      empty={emptyQuick()}
      validate={validateQuick}
      requirementOf={quickRequirement}
      encode={quickFields}
      describe={describe}
      summarize={describe}
      mailSubject={t('contact:quick.mailSubject')}
      submitLabel={t('contact:quick.submit')}
      labelledBy={labelledBy}
    >
      <div className={styles.stack}>
        <TextField name="name" label={t('contact:fields.name')} autoComplete="name" />
        <TextField
          name="email"
          type="email"
          label={t('contact:fields.email')}
          autoComplete="email"
        />
        <TextField name="message" label={t('contact:fields.message')} multiline />
      </div>
    </ContactForm>
  );
}
