import { makeAutoObservable } from 'mobx';
import { BREAKPOINT } from '../../domain/constants/layout';

/**
 * The viewport width and what the documents derive from it (000 §9 breakpoints), for decisions outside rendering
 * (tracking's platform and viewport, the launch's mobile web, the sidebar's toggle) and the signed-in search bar.
 * The shell's views switch at these widths in their CSS modules: their markup does not depend on the width.
 * startApp feeds it.
 */
export class LayoutStore {
  width: number;

  constructor(deps: { initialWidth?: number } = {}) {
    this.width = deps.initialWidth ?? 1280;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setWidth(width: number): void {
    this.width = width;
  }

  /** The phone's search bar (collapsed behind a button) below 768. */
  get isMobileHeader(): boolean {
    return this.width < BREAKPOINT.MOBILE_HEADER;
  }

  /** A wide viewport (680 or wider): tracking's viewport property. */
  get isDesktop(): boolean {
    return this.width >= BREAKPOINT.WIDE_VIEWPORT_MIN;
  }
}
