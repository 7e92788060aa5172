import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { COOKIE } from '../../../domain/constants/cookies';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { shouldShowExtensionInstallBanner } from '../../../domain/modals/extensionInstallBanner';
import { buildPath } from '../../../domain/navigation/buildPath';
import { CloseIcon } from '../../app/header/icons';
import { useStores } from '../../stores/StoresContext';
import { AppLink } from '../AppLink/AppLink';
import { useDismissalCookie } from '../useDismissalCookie';
import { EXTENSION_INSTALL_BANNER } from './copy';
import styles from './ExtensionInstallBanner.module.css';

/**
 * The extension install banner (000 §1): on a retailer page, where shopping happens, it asks a shopper without
 * the extension to add it, linking to /browser-extension. Its place, wording and 30-day dismissal are ours
 * (shouldShowExtensionInstallBanner); it sits in the page, beside the promo header's strip above the site header. Under 680px its module hides it
 * (phones have no extension to install).
 */
export const ExtensionInstallBanner = observer(function ExtensionInstallBanner({
  retailerId,
  className,
}: {
  retailerId: number;
  className?: string;
}) {
  const { extension } = useStores();
  const textId = useId();
  const [dismissed, dismiss] = useDismissalCookie(COOKIE.EXTENSION_INSTALL_BANNER_DISMISSED);
  const show = shouldShowExtensionInstallBanner({
    detected: extension.detected,
    extensionVersion: extension.version,
    retailerId,
    dismissed,
  });
  if (!show) return null;

  return (
    <section className={className ? `${styles.banner} ${className}` : styles.banner} aria-label={EXTENSION_INSTALL_BANNER.LABEL}>
      <p id={textId} className={styles.text}>{EXTENSION_INSTALL_BANNER.TEXT}</p>
      <AppLink href={buildPath(ROUTE_NAME.BROWSER_EXTENSION)} className={styles.install} aria-describedby={textId}>
        {EXTENSION_INSTALL_BANNER.INSTALL}
      </AppLink>
      <button type="button" className={styles.dismiss} aria-label={EXTENSION_INSTALL_BANNER.DISMISS} onClick={dismiss}>
        <CloseIcon size={18} />
      </button>
    </section>
  );
});
