import { observer } from 'mobx-react-lite';
import { useId, useRef, type FormEvent } from 'react';
import { FEEDBACK_TEXT_MAX_LENGTH } from '../../../domain/shoppingList/shoppingListInput';
import { FEEDBACK_FREQUENCIES } from '../../../domain/shoppingList/ShoppingListMatch';
import { feedbackScale } from '../../../domain/shoppingList/feedback';
import { useStores } from '../../stores/StoresContext';
import { ChoiceGroup, TextAreaField } from '../Field/Field';
import { FREQUENCY_LABEL, SIDEBAR_COPY } from './copy';
import styles from './ListToOffersSidebar.module.css';

/**
 * feedback (000 §2, §5): how often the shopper would use the list, never…always (1 to 5, required), and optional
 * text. A missing frequency is said inline and focus goes to the first choice; a double submit sends once.
 */
export const FeedbackView = observer(function FeedbackView() {
  const { sidebar } = useStores();
  const headingId = useId();
  const frequencyId = useId();
  const textId = useId();
  const firstChoice = useRef<HTMLInputElement>(null);
  const text = useRef<HTMLTextAreaElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await sidebar.submitFeedback();
    if (result !== 'invalid') return;
    if (sidebar.feedbackError) firstChoice.current?.focus();
    else text.current?.focus();
  };
  return (
    <form className={styles.view} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.viewHeading}>
        {SIDEBAR_COPY.FEEDBACK_HEADING}
      </h3>
      <ChoiceGroup id={frequencyId} legend={SIDEBAR_COPY.FEEDBACK_FREQUENCY_LEGEND} className={styles.fieldset} error={sidebar.feedbackError}>
        {(choice) => (
          <div className={styles.scale}>
            {FEEDBACK_FREQUENCIES.map((frequency, index) => (
              <label key={frequency} className={styles.scaleChoice}>
                <input
                  ref={index === 0 ? firstChoice : undefined}
                  type="radio"
                  name="frequency"
                  value={frequency}
                  checked={sidebar.feedbackFrequency === frequency}
                  {...choice}
                  onChange={() => sidebar.setFeedbackFrequency(frequency)}
                />
                <span className={styles.scaleNumber} aria-hidden="true">
                  {feedbackScale(frequency)}
                </span>
                <span>{FREQUENCY_LABEL[frequency]}</span>
              </label>
            ))}
          </div>
        )}
      </ChoiceGroup>
      <TextAreaField
        ref={text}
        id={textId}
        label={SIDEBAR_COPY.FEEDBACK_TEXT_LABEL}
        rows={4}
        maxLength={FEEDBACK_TEXT_MAX_LENGTH}
        value={sidebar.feedbackText}
        onChange={sidebar.setFeedbackText}
        error={sidebar.feedbackTextError}
      />
      <button type="submit" className={styles.primaryButton} disabled={sidebar.isSendingFeedback}>
        {sidebar.isSendingFeedback ? SIDEBAR_COPY.FEEDBACK_SENDING : SIDEBAR_COPY.FEEDBACK_SUBMIT}
      </button>
    </form>
  );
});
