import { ContactOptions } from '../../components/ContactOptions/ContactOptions';
import { FAQ_COPY } from './copy';
import styles from './FaqPage.module.css';

/** /faq (001 §2): the questions as disclosures, then how to reach customer care. */
export default function FaqPage() {
  return (
    <section aria-labelledby="faq-title" className={styles.page}>
      <h1 id="faq-title">{FAQ_COPY.TITLE}</h1>
      <p className={styles.intro}>{FAQ_COPY.INTRO}</p>
      <div className={styles.list}>
        {FAQ_COPY.QUESTIONS.map(({ question, answer }) => (
          <details key={question} className={styles.item}>
            <summary>{question}</summary>
            <p>{answer}</p>
          </details>
        ))}
      </div>
      <div className={styles.more}>
        <p>{FAQ_COPY.MORE}</p>
        <ContactOptions />
      </div>
    </section>
  );
}
