
/**
 * The calls that reach people outside the app on the shopper's behalf (001 §7): the help desk's single sign-on,
 * referral invites by e-mail, and the app download link by text message. A refusal rejects with the service's
 * error (status, message, fields: read it with serviceRefusalOf).
 */
export interface SupportGateway {
  /**
   * Signs the shopper in to the external help desk (POST /web_v1/helpdesk/login?context=HELPCENTER) and answers
   * the URL to open (`data.redirect_url`). `returnTo` is a help-centre page; absent, the help centre's home.
   */
  helpdeskLogin(returnTo?: string): Promise<string>;
  /** E-mails the customer's referral link to each address; answers the addresses invited. */
  sendReferralInvites(customerId: string, emails: readonly string[]): Promise<string[]>;
  /** Texts the app download link to a US phone number (E.164 or ten digits). */
  sendAppDownloadLink(phone: string): Promise<void>;
}
