/** The port for leaving the app for another page (the retailer-launch page's forward to the affiliate URL). */
export interface ExternalNavigation {
  /** Replaces this page with `url` in the browser's history (Back does not return to the launch page). */
  replace(url: string): void;
}

/** The browser's location behind the port. */
export function browserExternalNavigation(location: Location): ExternalNavigation {
  return { replace: (url) => location.replace(url) };
}

/** The in-memory twin: records every URL the app left for, in order. */
export class MemoryExternalNavigation implements ExternalNavigation {
  readonly replacedWith: string[] = [];

  replace(url: string): void {
    this.replacedWith.push(url);
  }
}
