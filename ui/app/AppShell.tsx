import { observer } from 'mobx-react-lite';
import { useDeferredValue, type ReactNode } from 'react';
import { SHELL_LABEL } from './copy';
import { useStores } from '../stores/StoresContext';
import styles from './AppShell.module.css';
import { ConnectivityBanner } from './ConnectivityBanner';
import { Footer } from './footer/Footer';
import { ExtensionPromoHeader } from './header/ExtensionPromoHeader';
import { Header } from './header/Header';
import { TemporaryBanner } from './header/TemporaryBanner';
import { StateBox } from '../components/StateBox/StateBox';

export interface AppShellProps {
  children: ReactNode;
  /**
   * Whether the page may mount, hidden, before the first flag values are in, so its data loads alongside
   * them. Only for public pages: a protected one waits for the navigation guard, which runs on the flags.
   */
  mountEarly?: boolean;
}

/**
 * The frame every page renders in (000 §2): the extension promo header, the sticky site header, the
 * temporary banner, the page and the footer. Below the header nothing shows until the first flag values
 * are in: they may add the temporary banner above the page, and adding it later would push the page down
 * (layout shift).
 */
export const AppShell = observer(function AppShell({ children, mountEarly = false }: AppShellProps) {
  const { flags } = useStores();
  // The flags arriving mount the page, footer and banner in a deferred (interruptible) render: a store's change renders
  // synchronously, and a whole page at once is one long task on a slow phone. All of them follow the same value, so
  // they still appear together (nothing shifts).
  const loaded = useDeferredValue(flags.loaded);
  const showPage = loaded || mountEarly;
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {SHELL_LABEL.SKIP_TO_CONTENT}
      </a>
      <ExtensionPromoHeader />
      <Header />
      <ConnectivityBanner />
      {loaded ? <TemporaryBanner /> : null}
      {/* While the first flags load, the loading status has a <main> of its own (nothing outside a landmark), and a
          page mounted early waits in the page's <main>, hidden (HTML allows one visible <main>). The page's <main>,
          always there as the skip link's target, shows only once the flags are in, below any temporary banner they
          add: nothing it holds moves (a visible <main> pushed down by the banner read as CLS 0.1 on the home page). */}
      {loaded ? null : (
        <main className={styles.main}>
          <StateBox state="loading" />
        </main>
      )}
      <main id="main" className={styles.main} tabIndex={-1} hidden={!loaded}>
        {showPage ? children : null}
      </main>
      {loaded ? <Footer /> : null}
    </div>
  );
});
