import { observer } from 'mobx-react-lite';
import { buildPath } from '../../../domain/navigation/buildPath';
import { COOKIE } from '../../../domain/constants/cookies';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { shouldShowExtensionPromoHeader } from '../../../domain/modals/extensionModals';
import { EXTENSION_PROMO } from './copy';
import { useStores } from '../../stores/StoresContext';
import { AppLink } from '../../components/AppLink/AppLink';
import { useDismissalCookie } from '../../components/useDismissalCookie';
import styles from './Header.module.css';
import { CloseIcon } from './icons';

/** The retailer id of a retailer page (its link page too); null elsewhere. */
function retailerIdOf(route: { name: string; params: Readonly<Record<string, string>> }): number | null {
  if (route.name !== ROUTE_NAME.RETAILER && route.name !== ROUTE_NAME.RETAILER_LINK) return null;
  const id = Number(route.params.id);
  return Number.isInteger(id) ? id : null;
}

/**
 * The dismissible extension promo header (000 §2): once detection is done and found no extension, on
 * desktop (from 680px: Header.module.css hides it narrower), on home or retailer pages, never on retailer 1058,
 * and not dismissed. Dismissing sets the 7-day cookie. Loaded by ExtensionPromoHeader where it may show.
 */
export const ExtensionPromo = observer(function ExtensionPromo() {
  const { extension, router } = useStores();
  const [dismissed, dismiss] = useDismissalCookie(COOKIE.EXTENSION_HEADER_DISMISSED);
  const route = router.route;
  const show =
    extension.detected &&
    shouldShowExtensionPromoHeader({
      extensionVersion: extension.version,
      routeName: route.name,
      retailerId: retailerIdOf(route),
      dismissed,
    });
  if (!show) return null;

  return (
    <section className={styles.promo} aria-label={EXTENSION_PROMO.LABEL}>
      <p className={styles.promoText}>
        {EXTENSION_PROMO.TEXT}{' '}
        <AppLink href={buildPath(ROUTE_NAME.BROWSER_EXTENSION)} className={styles.promoLink}>
          {EXTENSION_PROMO.LINK}
        </AppLink>
      </p>
      <button type="button" className={styles.promoDismiss} aria-label={EXTENSION_PROMO.DISMISS} onClick={dismiss}>
        <CloseIcon size={18} />
      </button>
    </section>
  );
});
