import type { LaunchWindow } from '../../ui/flows/launchRetailer';
import type { LaunchOpenedIn } from '../../domain/launch/lastLaunch';

/** A launch window twin: records the paths opened and whether it was cancelled; `blocked` stands for a blocked pop-up. */
export class RecordingLaunchWindow implements LaunchWindow {
  readonly opened: string[] = [];
  cancelled = false;

  constructor(private readonly blocked = false) {}

  open(path: string): LaunchOpenedIn {
    this.opened.push(path);
    return this.blocked ? 'sameWindow' : 'newTab';
  }

  cancel(): void {
    this.cancelled = true;
  }
}
