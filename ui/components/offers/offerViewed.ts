import { createContext, useContext, useEffect, useRef, type RefObject } from 'react';
import { TIMING } from '../../../domain/constants/timing';

/** Visible fraction of an offer image that counts as "viewed". */
export const OFFER_VIEWED_VISIBILITY = 0.5;

/** What the watcher reads of an IntersectionObserverEntry. */
export interface VisibilityEntry {
  isIntersecting: boolean;
  intersectionRatio: number;
}

export interface VisibilityObserver {
  observe(target: Element): void;
  disconnect(): void;
}

/** The outside world of the offer-viewed rule, injectable so tests drive visibility and time themselves. */
export interface OfferViewedEnvironment {
  createObserver(onChange: (entries: readonly VisibilityEntry[]) => void, threshold: number): VisibilityObserver;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

/** The browser's IntersectionObserver and timers. */
export const browserOfferViewedEnvironment: OfferViewedEnvironment = {
  createObserver: (onChange, threshold) => new IntersectionObserver((entries) => onChange(entries), { threshold }),
  setTimer: (callback, ms) => window.setTimeout(callback, ms),
  clearTimer: (handle) => window.clearTimeout(handle as number),
};

/** Browsers report a ratio a hair under the threshold they fired for; this much is still "at" it. */
const RATIO_TOLERANCE = 0.001;

/**
 * 000 §4 "Offer viewed": once `target` has been at least half visible (OFFER_VIEWED_VISIBILITY) for a full
 * second (TIMING.OFFER_VIEWED_DELAY_MS), call onViewed, once. Dropping below half visibility earlier cancels
 * the timer; coming back starts a new one. Returns the function that stops watching.
 */
export function watchOfferViewed(target: Element, onViewed: () => void, environment: OfferViewedEnvironment): () => void {
  let timer: unknown = null;
  let finished = false;
  const cancelTimer = () => {
    if (timer === null) return;
    environment.clearTimer(timer);
    timer = null;
  };
  const observer = environment.createObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (finished || !entry) return;
    const visible = entry.isIntersecting && entry.intersectionRatio >= OFFER_VIEWED_VISIBILITY - RATIO_TOLERANCE;
    if (!visible) {
      cancelTimer();
      return;
    }
    if (timer !== null) return;
    timer = environment.setTimer(() => {
      timer = null;
      finished = true;
      observer.disconnect();
      onViewed();
    }, TIMING.OFFER_VIEWED_DELAY_MS);
  }, OFFER_VIEWED_VISIBILITY);
  observer.observe(target);
  return () => {
    finished = true;
    cancelTimer();
    observer.disconnect();
  };
}

const OfferViewedContext = createContext<OfferViewedEnvironment>(browserOfferViewedEnvironment);

/** Lets tests (or a server render) replace the observer and timers for everything below. */
export const OfferViewedEnvironmentProvider = OfferViewedContext.Provider;

/** Calls onViewed once the element behind `ref` has been viewed (watchOfferViewed); unmounting stops it. */
export function useOfferViewed(ref: RefObject<Element | null>, onViewed: () => void): void {
  const environment = useContext(OfferViewedContext);
  const onViewedRef = useRef(onViewed);
  onViewedRef.current = onViewed;
  useEffect(() => {
    const target = ref.current;
    if (!target) return undefined;
    return watchOfferViewed(target, () => onViewedRef.current(), environment);
  }, [ref, environment]);
}
