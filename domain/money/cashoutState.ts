/** Bank-linking provider token (001 §3). */
export interface LinkTokenData {
  linkToken: string;
  expiration: string;
}

/** Result of executeTransferOut (001 §3). */
export interface CashoutTransferResult {
  transferId: string;
  createdAt: string;
}
