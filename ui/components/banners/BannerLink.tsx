import { observer } from 'mobx-react-lite';
import { FLAG } from '../../../domain/constants/flags';
import { type Banner, type BannerContext } from '../../../domain/banners/Banner';
import { BROWSING_TRACKING_ACTION } from '../retailers/tracking';
import { BANNER_COPY } from './copy';
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
          <source media={`(min-width: ${BANNER_DESKTOP_MIN_WIDTH}px)`} srcSet={banner.desktopUrl} />
        ) : null}
        <img
          className={styles.image}
          src={fallback}
          alt={banner.altText || banner.name}
          loading={priority ? 'eager' : 'lazy'}
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          decoding="async"
        />
      </picture>
    </AppLink>
  );
});

/** A page's promotions (category and retailer pages): its banners as a list under a visually hidden heading. */
export function PromotionsSection({
  banners,
  context,
  className,
}: {
  banners: readonly Banner[];
  context: BannerContext;
  className?: string;
}) {
  const headingId = `${context}-promotions`;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="visually-hidden">
        {BANNER_COPY.PROMOTIONS}
      </h2>
      <ul className={styles.list} aria-labelledby={headingId}>
        {banners.map((banner, index) => (
          <li key={banner.id}>
            {/* The first banner sits at the top of the page, often its largest image: not lazy. */}
            <BannerLink banner={banner} context={context} priority={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
