import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../../stores/StoresContext';
import styles from './Header.module.css';
import { ChevronDownIcon } from './icons';
import { useDisclosure } from './useDisclosure';

export interface DropdownProps {
  /** The button's content (its accessible name). */
  label: ReactNode;
  /** The panel's content, rendered only while open; `close` closes the panel (after a link is followed). */
  children: (close: () => void) => ReactNode;
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
  buttonClassName?: string;
  panelClassName?: string;
}

/**
 * A header dropdown (categories, help, account, how it works): the disclosure pattern — a button with
 * aria-expanded / aria-controls and a panel of links. Escape closes it and returns focus to the button;
 * a press outside or a navigation closes it.
 */
export const Dropdown = observer(function Dropdown({
  label,
  children,
  align = 'start',
  buttonClassName,
  panelClassName,
}: DropdownProps) {
  const { router } = useStores();
  const disclosure = useDisclosure(router.path);
  return (
    <div ref={disclosure.rootRef} className={styles.dropdown}>
      <button {...disclosure.buttonProps} className={buttonClassName ?? styles.navButton}>
        {label}
        <ChevronDownIcon className={disclosure.open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div
        {...disclosure.panelProps}
        className={`${styles.panel} ${align === 'end' ? styles.panelEnd : ''} ${panelClassName ?? ''}`}
      >
        {disclosure.open ? children(disclosure.close) : null}
      </div>
    </div>
  );
});
