import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { AppLink } from '../../components/AppLink/AppLink';
import { BonusCard } from '../../components/bonuses/BonusCard';
import { BONUS_VIEW_TITLE } from '../../components/bonuses/copy';
import { useStores } from '../../stores/StoresContext';
import type { BonusSection } from './BonusesPageModel';
import { BONUSES_PAGE_COPY } from './copy';
import styles from './BonusesPage.module.css';
import { StateBox } from '../../components/StateBox/StateBox';

/**
 * The loading notice until the bonuses are in; then the sections (after `before`, e.g. the category chips), or the
 * empty message with a way on when no section has a bonus.
 */
export function BonusSectionsOrState({
  ready,
  sections,
  empty,
  before,
}: {
  ready: boolean;
  sections: readonly BonusSection[];
  empty: { message: string; href: string; action: string };
  before?: ReactNode;
}) {
  if (!ready) {
    return (
      <StateBox state="loading" className={styles.state}>
        {BONUSES_PAGE_COPY.LOADING}
      </StateBox>
    );
  }
  if (sections.length === 0) {
    return (
      <StateBox
        state="empty"
        framed
        action={
          <AppLink className={styles.button} href={empty.href}>
            {empty.action}
          </AppLink>
        }
      >
        {empty.message}
      </StateBox>
    );
  }
  return (
    <>
      {before}
      <BonusSections sections={sections} />
    </>
  );
}

/** One titled section per non-empty view, its bonuses as a grid of cards. */
const BonusSections = observer(function BonusSections({ sections }: { sections: readonly BonusSection[] }) {
  const now = useStores().now();
  return (
    <>
      {sections.map((section) => (
        <Section key={section.view} section={section} now={now} />
      ))}
    </>
  );
});

function Section({ section, now }: { section: BonusSection; now: Date }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {BONUS_VIEW_TITLE[section.view]} <span className={styles.count}>({section.bonuses.length})</span>
      </h2>
      <ul className={styles.grid}>
        {section.bonuses.map((bonus) => (
          <li key={bonus.id} className={styles.item}>
            <BonusCard bonus={bonus} view={section.view} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
