import { useId } from 'react';
import type { Bonus } from '../../../domain/bonuses/Bonus';
import { BONUS_COPY } from './copy';
import styles from './BonusProgress.module.css';

export interface BonusProgressProps {
  bonus: Pick<Bonus, 'name' | 'progressCount' | 'percentComplete' | 'bonusQualifications'>;
}

/** percentComplete as a 0–100 bar value (the API may leave it out or overshoot). */
function percentOf(bonus: Pick<Bonus, 'percentComplete'>): number {
  const percent = bonus.percentComplete ?? 0;
  return Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
}

/**
 * A bonus's progress (001 §3): a real <progress> at percentComplete named after the bonus, 'progressCount of N
 * steps done' (N its qualifications), and each qualification's progressDescription with its state in words.
 */
export function BonusProgress({ bonus }: BonusProgressProps) {
  const countId = useId();
  const steps = (bonus.bonusQualifications ?? []).filter((step) => step.progressDescription);
  const total = bonus.bonusQualifications?.length ?? 0;
  return (
    <div className={styles.progress}>
      <progress
        className={styles.bar}
        max={100}
        value={percentOf(bonus)}
        aria-label={BONUS_COPY.progressLabel(bonus.name)}
        {...(total > 0 ? { 'aria-describedby': countId } : {})}
      />
      {total > 0 && (
        <p id={countId} className={styles.count}>
          {BONUS_COPY.progressCount(Math.min(bonus.progressCount ?? 0, total), total)}
        </p>
      )}
      {steps.length > 0 && (
        <ul className={styles.steps} aria-label={BONUS_COPY.STEPS_LABEL}>
          {steps.map((step, index) => (
            <li key={index} className={step.completed ? styles.done : styles.toDo}>
              <span className={styles.mark} aria-hidden="true">
                {step.completed ? '✓' : '○'}
              </span>
              <span className={styles.state}>{step.completed ? BONUS_COPY.STEP_DONE : BONUS_COPY.STEP_TO_DO}</span>{' '}
              {step.progressDescription}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
