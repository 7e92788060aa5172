import { makeAutoObservable } from 'mobx';
import type { Offer } from '../../domain/offers/Offer';
import type { PrivacySettingId } from '../../domain/privacy/privacySettings';
import type { Retailer } from '../../domain/retailers/Retailer';

/**
 * The modals of 000 §2 and what each needs. Only one shows at a time (000 §4 "Modals"): opening one
 * replaces the current one; closing clears it.
 */
export type ModalRequest =
  | { kind: 'loggedOut'; retailerId?: number; retailerName?: string; offerId?: number }
  | { kind: 'sweepstakes'; offer: Offer; retailerId: number }
  | { kind: 'accountNotLinked'; retailer: Pick<Retailer, 'id' | 'name'> }
  | { kind: 'extensionPostUnlock'; retailer: Pick<Retailer, 'id' | 'name'> }
  | { kind: 'postOfferUnlock'; offer: Offer }
  /** Back from a launch (000 §4 step 11): shoppingId is the launch id (`lid-…`) the shopper quotes to support. */
  | { kind: 'postRetailer'; retailerId: number; retailerName: string; shoppingId: string }
  | { kind: 'privacyApproval'; settingId: PrivacySettingId };

export type ModalKind = ModalRequest['kind'];

export class ModalStore {
  current: ModalRequest | null = null;
  /** Closed modals, newest last: the close event of 000 §4 for whoever listens (tracking, tests). */
  readonly closed: ModalKind[] = [];
  /** How many modals have been opened: each request gets its own dialog instance (ModalHost keys on it). */
  openCount = 0;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  open(request: ModalRequest): void {
    this.current = request;
    this.openCount += 1;
  }

  close(): void {
    if (!this.current) return;
    this.closed.push(this.current.kind);
    this.current = null;
  }

  isOpen(kind: ModalKind): boolean {
    return this.current?.kind === kind;
  }
}
