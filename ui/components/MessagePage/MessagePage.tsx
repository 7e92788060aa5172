import type { ReactNode } from 'react';
import styles from '../../pages/staticPage.module.css';

export interface MessagePageProps {
  /** The heading's id, which names the page's section. */
  id: string;
  title: ReactNode;
  /** The paragraph under the heading. */
  body: ReactNode;
  /** The paragraph's live role, when the page says it as news (an outcome, a failure). */
  bodyRole?: 'status' | 'alert';
  /** What the page offers next (links, buttons, contact options). */
  children?: ReactNode;
}

/** A small page that says one thing: a centred heading, a paragraph, and what to do next (staticPage.module.css). */
export function MessagePage({ id, title, body, bodyRole, children }: MessagePageProps) {
  return (
    <section aria-labelledby={id} className={styles.page}>
      <h1 id={id}>{title}</h1>
      <p role={bodyRole}>{body}</p>
      {children}
    </section>
  );
}
