import { computed, makeObservable } from 'mobx';
import type { CustomerGateway, ProfileChanges } from '../../adapters/customers/CustomerGateway';
import * as MESSAGES from '../../domain/constants/messages';
import type { CustomerInfo } from '../../domain/customers/customerInfo';
import { isNewSaver } from '../../domain/customers/newSaver';
import type { AuthStore } from './AuthStore';
import { saveProfile, type SaveProfileResult } from '../flows/saveProfile';
import { EntityStore } from './base/EntityStore';
import { CUSTOMER_ID_MISSING } from '../../domain/customers/customerId';

/** The key of the record's load among the store's loads. */
const RECORD = 'record';

/** The signed-in customer's own record (name, balance…), loaded once per sign-in; sign-out clears it (Stores). */
export class CustomerStore extends EntityStore<CustomerInfo, string> {
  protected readonly label = 'customer';
  /** The load running, and for whom. */
  private inFlight: { customerId: string; done: Promise<void> } | null = null;

  constructor(private readonly deps: { customers: Pick<CustomerGateway, 'fetchCustomerInfo' | 'changeProfile'>; auth: Pick<AuthStore, 'customerId'> }) {
    super();
    makeObservable(this, { info: computed });
  }

  protected idOf(info: CustomerInfo): string {
    return info.customerId;
  }

  /** The record, once loaded, and only the signed-in customer's (an answer for someone else never shows). */
  get info(): CustomerInfo | null {
    const customerId = this.deps.auth.customerId;
    return customerId && this.list(RECORD).ids.includes(customerId) ? (this.get(customerId) ?? null) : null;
  }

  /** Joined within the last 7 days (001 §4); false until the record is known. */
  isNewSaverAt(now: Date): boolean {
    const joinDate = this.info?.joinDate;
    return joinDate ? isNewSaver(new Date(joinDate), now) : false;
  }

  get isLoading(): boolean {
    return this.list(RECORD).status === 'loading';
  }

  /** 'customerId missing' without a signed-in customer; a generic try-again when the call failed (its cause goes to the console). */
  get error(): string | null {
    return this.list(RECORD).error;
  }

  /**
   * The record, read once per sign-in: the account menu, the route loaders and the pages all call this, and a load
   * for the signed-in customer that is running or answered is the one they get. A failed load is read again.
   */
  load(): Promise<void> {
    const customerId = this.deps.auth.customerId;
    if (customerId && this.info) return Promise.resolve();
    if (customerId && this.inFlight?.customerId === customerId) return this.inFlight.done;
    return this.refresh();
  }

  /** Reads the record again: after a write that changed it on the server (a withdrawal lowers the balance). */
  refresh(): Promise<void> {
    const customerId = this.deps.auth.customerId;
    if (!customerId) {
      this.fail(RECORD, CUSTOMER_ID_MISSING);
      return Promise.resolve();
    }
    const inFlight = {
      customerId,
      done: this.loadList(
        RECORD,
        async () => [
          await this.deps.customers.fetchCustomerInfo(customerId).catch((cause: unknown) => {
            throw new Error(MESSAGES.TRY_AGAIN, { cause });
          }),
        ],
        MESSAGES.TRY_AGAIN,
      ).then(() => {
        if (this.inFlight === inFlight) this.inFlight = null;
      }),
    };
    this.inFlight = inFlight;
    return inFlight.done;
  }

  /** Sign-out: a load still running belonged to who signed out. */
  override clear(): void {
    this.inFlight = null;
    super.clear();
  }

  /** Saves the record's changes, confirmed with the password (flows/saveProfile), and adopts the record answered. */
  async saveProfile(changes: ProfileChanges, password: string): Promise<SaveProfileResult | null> {
    const info = this.info;
    if (!info) return null;
    const result = await saveProfile({ customerId: info.customerId, changes, password }, { customers: this.deps.customers });
    if (result.ok) this.adopt(result.value);
    return result;
  }
}
