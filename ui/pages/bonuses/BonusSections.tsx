import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { BonusCard } from '../../components/bonuses/BonusCard';
import { BONUS_VIEW_TITLE } from '../../components/bonuses/copy';
import { useStores } from '../../stores/StoresContext';
import type { BonusSection } from './BonusesPageModel';
import styles from './BonusesPage.module.css';

/** One titled section per non-empty view, its bonuses as a grid of cards. */
export const BonusSections = observer(function BonusSections({ sections }: { sections: readonly BonusSection[] }) {
  const { ports } = useStores();
  const now = ports.clock.now();
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
