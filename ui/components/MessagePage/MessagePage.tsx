import type { ReactNode } from 'react';
import styles from '../../pages/staticPage.module.css';

export interface MessagePageProps {
  /** The heading's id, which names the page's section. */
  id: string;
  title: ReactNode;
  /** The paragraph under the heading. */
  body: ReactNode;
  /** What the page offers next (links, buttons, contact options). */
  children?: ReactNode;
}

/** A small page that says one thing: a centred heading, a paragraph, and what to do next (staticPage.module.css). */
export function MessagePage({ id, title, body, children }: MessagePageProps) {
  return (
    <section aria-labelledby={id} className={styles.page}>
      <h1 id={id}>{title}</h1>
      <p>{body}</p>
      {children}
    </section>
  );
}
