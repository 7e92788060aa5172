import { TIMING } from '../../../domain/constants/timing';

export interface DismissTarget {
  addEventListener(type: string, listener: (event: Event) => void, options?: boolean): void;
  removeEventListener(type: string, listener: (event: Event) => void, options?: boolean): void;
}

export interface DismissOptions {
  /** Whether an event's target is inside the panel (or something that belongs to it: its opener, a modal over it). */
  isInside: (target: EventTarget | null) => boolean;
  onDismiss: () => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * The sidebar's Escape and outside-click listeners (000 §4, §9): attached SIDEBAR_LISTENER_DELAY_MS after it
 * opens, so the click that opened it does not close it, and removed by the returned function on close.
 */
export function attachDismissListeners(target: DismissTarget, options: DismissOptions): () => void {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const onKeyDown = (event: Event) => {
    if ((event as KeyboardEvent).key === 'Escape') options.onDismiss();
  };
  const onPointerDown = (event: Event) => {
    if (!options.isInside(event.target)) options.onDismiss();
  };
  let attached = false;
  const timer = setTimer(() => {
    attached = true;
    target.addEventListener('keydown', onKeyDown, false);
    target.addEventListener('pointerdown', onPointerDown, true);
  }, TIMING.SIDEBAR_LISTENER_DELAY_MS);
  return () => {
    clearTimer(timer);
    if (!attached) return;
    target.removeEventListener('keydown', onKeyDown, false);
    target.removeEventListener('pointerdown', onPointerDown, true);
  };
}
