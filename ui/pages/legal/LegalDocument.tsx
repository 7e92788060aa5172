import styles from './LegalDocument.module.css';

export interface LegalText {
  readonly title: string;
  readonly effective: string;
  readonly intro: string;
  readonly sections: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[];
}

/** A legal document with its headings, and a contents list linking to them. */
export function LegalDocument({ id, text }: { id: string; text: LegalText }) {
  const anchor = (index: number) => `${id}-section-${index + 1}`;
  return (
    <article aria-labelledby={`${id}-title`} className={styles.document}>
      <h1 id={`${id}-title`}>{text.title}</h1>
      <p className={styles.effective}>{text.effective}</p>
      <p>{text.intro}</p>
      <nav aria-label="Contents" className={styles.contents}>
        <ol>
          {text.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${anchor(index)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={anchor(index)}>
          <h2 id={anchor(index)}>{`${index + 1}. ${section.heading}`}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
