import type { ReactNode } from 'react';
import { PAGE_LOAD_COPY } from '../../app/copy';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import styles from './StateBox.module.css';

interface BoxParts {
  /** A heading over the text (an error page's h1, a section's h2…). */
  title?: ReactNode;
  headingLevel?: 1 | 2 | 3 | 4;
  /** Drawn as a box (border and tint) where the page's content would stand, not as a line of text. */
  framed?: boolean;
  /** Centred on its page (a whole page's state). */
  centered?: boolean;
  /** Places the box (its margins); the look is the StateBox's own. */
  className?: string;
  /** A way on after the words (Browse offers); an error's Try again comes from `onRetry`. */
  action?: ReactNode;
}

export type StateBoxProps = BoxParts &
  (
    | { state: 'loading'; /** What is loading; "Loading…" by default. */ children?: ReactNode }
    | { state: 'empty'; children: ReactNode }
    | {
        state: 'error';
        children: ReactNode;
        /** Loads again (the store's load); with it the box offers a button labelled `retryLabel`. */
        onRetry?: () => void;
        retryLabel?: string;
      }
  );

/**
 * What a page or section shows in place of its content: loading (a polite status), nothing to show, or a failure
 * (an alert) with Try again. The words come from the feature's copy.
 */
export function StateBox(props: StateBoxProps) {
  const { title, headingLevel = 2, framed = false, centered = false, className, action } = props;
  const Heading = `h${headingLevel}` as const;
  const classes = [styles.box, framed ? styles.framed : '', centered ? styles.centered : '', className ?? ''].filter(Boolean).join(' ');
  const role = props.state === 'loading' ? 'status' : props.state === 'error' ? 'alert' : undefined;
  return (
    <div className={classes}>
      {/* The live region holds the words alone: Try again is not read out with them. */}
      <div role={role} className={props.state === 'error' ? `${styles.message} ${styles.failed}` : styles.message}>
        {title ? <Heading className={styles.title}>{title}</Heading> : null}
        <p className={styles.text}>{props.state === 'loading' ? (props.children ?? PAGE_LOAD_COPY.LOADING) : props.children}</p>
      </div>
      {props.state === 'error' && props.onRetry && props.retryLabel ? (
        <button type="button" className={styles.retry} onClick={props.onRetry}>
          {props.retryLabel}
        </button>
      ) : null}
      {action}
    </div>
  );
}

interface LoadedContentProps extends Omit<BoxParts, 'title' | 'headingLevel' | 'action'> {
  status: LoadStatus;
  /** What is loading; "Loading…" by default. */
  loading?: ReactNode;
  error: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  /** Loaded with nothing to show: `empty` stands in for the children. */
  isEmpty?: boolean;
  empty?: ReactNode;
  children: ReactNode;
}

/** A section's content once its load is ready, its StateBox before (idle counts as loading) or after a failure. */
export function LoadedContent({ status, loading, error, onRetry, retryLabel, isEmpty = false, empty, children, ...box }: LoadedContentProps) {
  if (status === 'idle' || status === 'loading') return <StateBox state="loading" {...box}>{loading}</StateBox>;
  if (status === 'error') return <StateBox state="error" onRetry={onRetry} retryLabel={retryLabel} {...box}>{error}</StateBox>;
  if (isEmpty) return <StateBox state="empty" {...box}>{empty}</StateBox>;
  return <>{children}</>;
}
