import type { ReactNode } from 'react';
import { BRAND_NAME } from '../../domain/constants';
import { AccountMenu } from './AccountMenu';
import styles from './AppShell.module.css';

/** The frame every page renders in: header, main content and footer. The header and footer grow later. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a className="visually-hidden" href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <a className={styles.logo} href="/home" aria-label={`${BRAND_NAME} home`}>
          {BRAND_NAME}
        </a>
        <AccountMenu />
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <nav aria-label="Legal">
          <a href="/docs/terms">Terms</a>
          <a href="/docs/privacy">Privacy</a>
        </nav>
        <p>© {BRAND_NAME}</p>
      </footer>
    </div>
  );
}
