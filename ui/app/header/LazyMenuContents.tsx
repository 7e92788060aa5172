import { useEffect, useRef } from 'react';
import { SHELL_LABEL } from '../copy';
import { useComponentLoad, type LazyComponent } from '../lazyComponent';
import styles from './Header.module.css';

/** What every header menu's contents take. */
export interface MenuContentsProps {
  /** Closes the menu after one of its links is followed. */
  onNavigate: () => void;
}

const FIRST_ITEM = 'a[href], button:not([disabled])';

interface LazyMenuContentsProps extends MenuContentsProps {
  contents: LazyComponent<MenuContentsProps>;
  /** What the menu says while its contents' chunk loads. */
  loadingLabel?: string;
}

/**
 * An open menu's contents once their chunk is in: a loading note before, a retry when the fetch failed.
 * Retry vanishes when pressed, so it hands focus to the note and, once the items render, to the first of
 * them: a keyboard user stays in the menu instead of being dropped onto the page.
 */
export function LazyMenuContents({ contents, onNavigate, loadingLabel = SHELL_LABEL.LOADING_MENU }: LazyMenuContentsProps) {
  const load = useComponentLoad(contents);
  const noticeRef = useRef<HTMLDivElement>(null);
  // The element the contents render into, kept from a Retry press until the items are in.
  const focusTarget = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const menu = focusTarget.current;
    if (load.status !== 'ready' || !menu) return;
    focusTarget.current = null;
    // Only focus dropped with the removed note moves: never take it from where the user has since gone.
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (focusLost) menu.querySelector<HTMLElement>(FIRST_ITEM)?.focus();
  }, [load.status]);

  if (load.status === 'ready') return <load.Component onNavigate={onNavigate} />;

  const retry = (loadAgain: () => void) => {
    focusTarget.current = noticeRef.current?.parentElement ?? null;
    noticeRef.current?.focus();
    loadAgain();
  };
  return (
    <div ref={noticeRef} tabIndex={-1}>
      {load.status === 'failed' ? (
        <>
          <p role="alert" className={styles.menuNote}>
            {SHELL_LABEL.MENU_LOAD_FAILED}
          </p>
          <button type="button" className={styles.menuButton} onClick={() => retry(load.retry)}>
            {SHELL_LABEL.TRY_AGAIN}
          </button>
        </>
      ) : (
        <p role="status" className={styles.menuNote}>
          {loadingLabel}
        </p>
      )}
    </div>
  );
}
