import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageIntroProps {
  /** Translation file holding `heading` and `intro`. */
  namespace: string;
  values?: Record<string, string>;
  children?: ReactNode;
}

/** A page's h1 and opening sentence, from its translation file. */
export function PageIntro({ namespace, values = {}, children }: PageIntroProps) {
  const { t } = useTranslation(namespace);
  return (
    <section aria-labelledby="page-heading">
      <h1 id="page-heading">{t(`${namespace}:heading`, values)}</h1>
      <p className="lead">{t(`${namespace}:intro`, values)}</p>
      {children}
    </section>
  );
}
