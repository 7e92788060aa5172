import { centsToDollars } from '../money/cents';
import { MINIMUM_WITHDRAWAL_CENTS } from '../validation/withdrawalAmount';

/** A login identity attached to the customer. */
export interface Auth0Account {
  auth0AccountId: string;
  connection: string;
}

/** Customer info (001 §3). Dates are as the API sends them; balance and lifetime earnings are cents, as on the wire. */
export interface CustomerInfo {
  customerId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** 'YYYY-MM-DD' */
  birthDate: string;
  zip: string;
  referralCode: string;
  referralLink: string;
  profilePictureURL: string;
  /** Cents. */
  balance: number;
  /** Cents. */
  lifetimeEarnings: number;
  /** Whole dollars, as the document gives it; 20 when the API leaves it out. */
  minimumPaypalAmount: number;
  joinDate: string;
  firstTransactionTimePassed: boolean;
  phoneNumber: string;
  auth0Accounts: Auth0Account[];
}

/** Fills the one default the documents give (minimumPaypalAmount 20: the product's minimum withdrawal, in dollars). */
export function withCustomerInfoDefaults(
  info: Omit<CustomerInfo, 'minimumPaypalAmount'> & { minimumPaypalAmount?: number | null },
): CustomerInfo {
  return { ...info, minimumPaypalAmount: info.minimumPaypalAmount ?? centsToDollars(MINIMUM_WITHDRAWAL_CENTS) };
}
