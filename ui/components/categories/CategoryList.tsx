import type { Category } from '../../../domain/categories/Category';
import { categoryPath } from '../../../domain/browsing/paths';
import { AppLink } from '../AppLink/AppLink';
import styles from './Categories.module.css';

/** A tile's catalogue colour as its data-tint ('#FDE7D9' → 'fde7d9'): the module styles the known ones (no style attribute under the CSP). */
function tintOf(colour: string | null | undefined): string | undefined {
  return colour ? colour.replace(/^#/, '').toLowerCase() : undefined;
}
import { CategoryFavoriteToggle } from './CategoryFavoriteToggle';

/**
 * Categories as a list of links to their pages, in the order given (callers pass the fixed sort order), each
 * with its favourite toggle beside the link (a button never sits inside a link).
 */
export function CategoryList({ categories, labelledBy }: { categories: readonly Category[]; labelledBy?: string }) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {categories.map((category) => {
        const icon = category.iconTreatmentUrl || category.iconUrl;
        return (
          <li key={category.id} className={styles.item}>
            <AppLink
              href={categoryPath(category)}
              className={styles.card}
              data-tint={tintOf(category.backgroundTreatmentColor)}
            >
              {/* The name is the link's text; the icon only decorates it. */}
              {icon ? <img className={styles.icon} src={icon} alt="" width={40} height={40} loading="lazy" decoding="async" /> : null}
              <span className={styles.name}>{category.name}</span>
            </AppLink>
            <CategoryFavoriteToggle category={category} className={styles.favorite} />
          </li>
        );
      })}
    </ul>
  );
}
