import { observer } from 'mobx-react-lite';
import { FLAG } from '../../../domain/constants/flags';
import { BANNER_IMAGE_SIZE, type Banner, type BannerContext } from '../../../domain/banners/Banner';
import { BROWSING_TRACKING_ACTION } from '../retailers/tracking';
import { bannerHref } from '../../../domain/browsing/bannerHref';
import { AppLink } from '../AppLink/AppLink';
import { useStores } from '../../stores/StoresContext';
import styles from './Banners.module.css';

/** Banners switch to their desktop image from this width: one of the styling breakpoints (000 §9). */
export const BANNER_DESKTOP_MIN_WIDTH = 1024;

/**
 * A banner (001 §2, §3): its tablet image, the desktop one from the desktop breakpoint, described by its alt text
 * (else its name), linking to a retailer page ('retailer/…') or an in-app path. Clicks are tracked while the
 * banner-tracking flag is on (000 §6 web-v-2-track-banner-events). A banner without any image shows nothing.
 */
export const BannerLink = observer(function BannerLink({
  banner,
  context,
  priority = false,
}: {
  banner: Banner;
  context: BannerContext;
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean;
}) {
  const { flags, tracking } = useStores();
  const fallback = banner.tabletUrl || banner.desktopUrl;
  if (!fallback) return null;
  const href = bannerHref(banner);
  return (
    <AppLink
      href={href}
      className={styles.banner}
      onClick={() => {
        tracking.noteAdFollowed({ bannerId: banner.id, bannerName: banner.name, context, path: href });
        if (flags.value(FLAG.TRACK_BANNER_EVENTS) !== true) return;
        void tracking.track('click action', { action: BROWSING_TRACKING_ACTION.BANNER, bannerId: banner.id, bannerName: banner.name, context });
      }}
    >
      <picture>
        {banner.desktopUrl && banner.tabletUrl ? (
          <source media={`(min-width: ${BANNER_DESKTOP_MIN_WIDTH}px)`} srcSet={banner.desktopUrl} {...BANNER_IMAGE_SIZE.DESKTOP} />
        ) : null}
        <img
          className={styles.image}
          src={fallback}
          alt={banner.altText || banner.name}
          {...(banner.tabletUrl ? BANNER_IMAGE_SIZE.TABLET : BANNER_IMAGE_SIZE.DESKTOP)}
          loading={priority ? 'eager' : 'lazy'}
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          decoding="async"
        />
      </picture>
    </AppLink>
  );
});
