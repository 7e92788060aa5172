import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Carousel.module.css';
import { CAROUSEL_COPY } from './copy';

export interface CarouselSlide {
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
}

/**
 * Slides one at a time, moved only by the shopper (no autoplay), after the WAI-ARIA carousel pattern: a
 * labelled region, each slide a group "n of N" with its heading, Previous/Next buttons, and a dot per slide
 * (aria-current on the shown one). ArrowLeft/ArrowRight, Home and End move between slides from anywhere in the
 * carousel; the shown slide is announced politely. At either end Previous/Next are aria-disabled, not disabled,
 * so a focused button keeps the focus (and the arrow keys keep working).
 */
export function Carousel({ label, slides, footer }: { label: string; slides: readonly CarouselSlide[]; footer?: (index: number) => ReactNode }) {
  const [index, setIndex] = useState(0);
  const id = useId();
  const last = slides.length - 1;
  const go = (next: number) => setIndex(Math.max(0, Math.min(last, next)));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Text fields inside a slide keep their own arrow keys.
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  };
  return (
    <section aria-roledescription={CAROUSEL_COPY.ROLE} aria-label={label} className={styles.carousel} onKeyDown={onKeyDown}>
      <div aria-live="polite" className={styles.viewport}>
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.id}
            id={`${id}-${slide.id}`}
            role="group"
            aria-roledescription={CAROUSEL_COPY.SLIDE_ROLE}
            aria-label={CAROUSEL_COPY.slidePosition(slideIndex, slides.length)}
            hidden={slideIndex !== index}
            className={styles.slide}
          >
            <h2 className={styles.title}>{slide.title}</h2>
            {slide.content}
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={() => go(index - 1)} aria-disabled={index === 0} aria-label={CAROUSEL_COPY.PREVIOUS}>
          <span aria-hidden="true">‹</span>
        </button>
        <ul className={styles.dots} aria-label={CAROUSEL_COPY.DOTS}>
          {slides.map((slide, slideIndex) => (
            <li key={slide.id}>
              <button
                type="button"
                className={styles.dot}
                aria-label={CAROUSEL_COPY.goTo(slideIndex, slide.title)}
                aria-controls={`${id}-${slide.id}`}
                aria-current={slideIndex === index ? 'true' : undefined}
                onClick={() => go(slideIndex)}
              />
            </li>
          ))}
        </ul>
        <button type="button" className={styles.arrow} onClick={() => go(index + 1)} aria-disabled={index === last} aria-label={CAROUSEL_COPY.NEXT}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {footer ? <div className={styles.footer}>{footer(index)}</div> : null}
    </section>
  );
}
