import { useTranslation } from '../../i18n/use-translation';
import { Section } from '../Section/Section';
import { Steps } from '../Steps/Steps';
import * as styles from './GoboPageCopy.module.css';

const NS = 'gobo-designer';
const FACTS = ['steel', 'glass', 'leadTime'] as const;
const STEPS = ['design', 'request', 'proof', 'deliver'] as const;

/** Steel, glass and lead time: what a visitor should know before designing. */
export function GoboFacts() {
  const { t } = useTranslation(NS);
  return (
    <>
      <h2 className="visually-hidden">{t(`${NS}:facts.heading`)}</h2>
      <dl className={styles.facts}>
        {FACTS.map((fact) => (
          <div key={fact} className={styles.fact}>
            <dt className={styles.factTitle}>{t(`${NS}:facts.${fact}.title`)}</dt>
            <dd className={styles.factText}>{t(`${NS}:facts.${fact}.text`)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** From design to the night of the event, in four steps. */
export function GoboHowItWorks() {
  const { t } = useTranslation(NS);
  return (
    <Section heading={t(`${NS}:howItWorks.heading`)}>
      <Steps steps={STEPS.map((step) => ({ text: t(`${NS}:howItWorks.steps.${step}`) }))} />
    </Section>
  );
}
