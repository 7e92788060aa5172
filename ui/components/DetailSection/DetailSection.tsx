import { useId, type ReactNode } from 'react';
import styles from './DetailSection.module.css';

/** A titled part of a detail page (an offer's or a bonus's): a rule above, an h2 that names the section. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
