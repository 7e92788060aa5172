import { observer } from 'mobx-react-lite';
import { FLAG } from '../../../domain/constants/flags';
import { temporaryBannerFor } from '../../../domain/modals/temporaryBanner';
import { useStores } from '../../stores/StoresContext';
import styles from './Header.module.css';

/** The temporary banner for this page from the web-v-2-temporary-banner-copy flag (000 §2), below the header. */
export const TemporaryBanner = observer(function TemporaryBanner() {
  const { flags, router } = useStores();
  const banner = temporaryBannerFor(flags.value(FLAG.TEMPORARY_BANNER_COPY), router.route.name);
  if (!banner) return null;
  return (
    <div role="status" className={styles.temporaryBanner}>
      {banner.text}
    </div>
  );
});
