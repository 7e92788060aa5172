import type { ReactNode } from 'react';
import { SHELL_LABEL } from '../../domain';
import styles from './AppShell.module.css';
import { Footer } from './footer/Footer';
import { ExtensionPromoHeader } from './header/ExtensionPromoHeader';
import { Header } from './header/Header';
import { TemporaryBanner } from './header/TemporaryBanner';

/**
 * The frame every page renders in (000 §2): the extension promo header, the sticky site header, the
 * temporary banner, the page and the footer.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {SHELL_LABEL.SKIP_TO_CONTENT}
      </a>
      <ExtensionPromoHeader />
      <Header />
      <TemporaryBanner />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
