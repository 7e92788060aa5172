import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/StoresContext';
import { lazyComponent, OptionalComponent } from '../lazyComponent';

// The promo's view and its rules are a chunk of their own: it never shows on a phone (no extension to install there),
// nor before the extension's detection has answered (the server never renders it), so a phone never fetches it.
const extensionPromo = lazyComponent(() => import('./ExtensionPromo').then((module) => module.ExtensionPromo));

/**
 * Where the extension promo header (ExtensionPromo, which decides whether it shows) goes, above the site header: its
 * chunk is fetched on a wide screen once the detection has answered. The width decides a fetch here, not the markup:
 * narrower, Header.module.css would hide the promo anyway, and the server renders neither.
 */
export const ExtensionPromoHeader = observer(function ExtensionPromoHeader() {
  const { extension, layout } = useStores();
  return extension.detected && layout.isDesktop ? <OptionalComponent component={extensionPromo} name="extension promo" /> : null;
});
