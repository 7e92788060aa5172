import styles from './AccountPage.module.css';

interface Press {
  label: string;
  disabled?: boolean;
}

/**
 * An account form's two buttons: the primary (it submits the form, or runs `onPress` where the step is no form)
 * and the way back (Cancel, Back, Change amount).
 */
export function FormActions({ primary, back }: { primary: Press & { onPress?: () => void }; back: Press & { onPress: () => void } }) {
  return (
    <div className={styles.actions}>
      <button type={primary.onPress ? 'button' : 'submit'} className={styles.primary} disabled={primary.disabled} onClick={primary.onPress}>
        {primary.label}
      </button>
      <button type="button" className={styles.secondary} disabled={back.disabled} onClick={back.onPress}>
        {back.label}
      </button>
    </div>
  );
}
