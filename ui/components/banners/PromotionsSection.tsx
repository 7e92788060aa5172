import type { Banner, BannerContext } from '../../../domain/banners/Banner';
import { BannerLink } from './BannerLink';
import { BANNER_COPY } from './copy';
import styles from './Banners.module.css';

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
