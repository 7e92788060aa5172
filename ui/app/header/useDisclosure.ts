import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A disclosure (button + panel) that closes on Escape (focus back to its button) and on a pointer press
 * outside it. `closeOn` closes it whenever the value changes (the current path: navigation closes menus).
 * Outside presses are watched on pointerdown, so the click that opened the panel can never close it.
 */
export function useDisclosure(closeOn?: unknown) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    setOpen(false);
  }, [closeOn]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return {
    open,
    close,
    toggle,
    rootRef,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: toggle,
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
