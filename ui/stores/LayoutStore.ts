import { makeAutoObservable } from 'mobx';
import { BREAKPOINT } from '../../domain/constants/layout';

/** The viewport width and what the documents derive from it (000 §9 breakpoints). main.tsx feeds it. */
export class LayoutStore {
  width: number;

  constructor(deps: { initialWidth?: number } = {}) {
    this.width = deps.initialWidth ?? 1280;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setWidth(width: number): void {
    this.width = width;
  }

  /** Hamburger header and mobile breadcrumbs below 768. */
  get isMobileHeader(): boolean {
    return this.width < BREAKPOINT.MOBILE_HEADER;
  }

  get isUltraWide(): boolean {
    return this.width > BREAKPOINT.ULTRA_WIDE;
  }

  /** Mobile footer below 760. */
  get isMobileFooter(): boolean {
    return this.width < BREAKPOINT.FOOTER_WIDE;
  }

  /** "Desktop" for the extension promo header: a wide viewport (680 or wider). */
  get isDesktop(): boolean {
    return this.width >= BREAKPOINT.WIDE_VIEWPORT_MIN;
  }
}
