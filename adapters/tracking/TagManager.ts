/**
 * One tag-manager event (000 §4 step 8: "a tag-manager event"): `event` names it, the rest are its variables.
 * The documents do not name the tag manager; the data layer is the de-facto shape tag managers read (ours).
 */
export interface TagManagerEvent {
  event: string;
  [variable: string]: unknown;
}

/** The port to the page's tag manager. Never throws: a tag manager must not break what the shopper is doing. */
export interface TagManager {
  push(event: TagManagerEvent): void;
}

/**
 * The tag manager's data layer on `window.dataLayer`: events are queued there whether or not a tag manager script
 * runs (none is loaded from a CDN; a deployment that wants one adds it and it reads the queue).
 */
export function dataLayerTagManager(target: { dataLayer?: unknown }): TagManager {
  return {
    push(event) {
      if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
      (target.dataLayer as TagManagerEvent[]).push({ ...event });
    },
  };
}

/** The in-memory twin: the events pushed, oldest first. */
export class MemoryTagManager implements TagManager {
  readonly pushed: TagManagerEvent[] = [];

  push(event: TagManagerEvent): void {
    this.pushed.push({ ...event });
  }
}
