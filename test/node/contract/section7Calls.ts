/**
 * Every call of both specification documents' section 7 ("The calls it makes"), plus the few calls named only
 * in their entities, flows and error catalogues. The contract tests check that each one is in the contract:
 * REST calls as an operation of the service's OpenAPI document, GraphQL calls as a root field of its SDL.
 *
 * Paths are relative to the service's base path (openapi/README.md): the documents'
 * `/api/affiliate-link/retailer-link/{retailerId}` is `/retailer-link/{retailerId}` of `affiliateLink`.
 * A call listed by both documents appears once per document, so each document's list can be read on its own.
 */

export type RestServiceName = 'main' | 'gateway' | 'affiliateLink' | 'extension' | 'tracking' | 'flags';
export type GraphqlServiceName = 'content' | 'payments';
export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** Where the call is named: '000 §7', '001 §7', '000 §8', ... */
export type Source = `${'000' | '001'} §${number}`;

export interface RestCall {
  readonly service: RestServiceName;
  readonly method: HttpMethod;
  readonly path: string;
  readonly source: Source;
  /** The documents do not show the path: the contract's operation is marked x-inferred. */
  readonly inferred?: true;
  /** How the documents name the call when it is not by its path. */
  readonly note?: string;
}

export interface GraphqlCall {
  readonly service: GraphqlServiceName;
  readonly kind: 'query' | 'mutation';
  /** The root field. */
  readonly operation: string;
  /** Fields the documents read from the root field's result, one level down. */
  readonly selects?: readonly string[];
  readonly source: Source;
}

export type ContractCall = RestCall | GraphqlCall;

export function isRestCall(call: ContractCall): call is RestCall {
  return 'method' in call;
}

/** Service name to its OpenAPI document under openapi/. */
export const REST_DOCUMENTS: Readonly<Record<RestServiceName, string>> = {
  main: 'main.yaml',
  gateway: 'gateway.yaml',
  affiliateLink: 'affiliate-link.yaml',
  extension: 'extension.yaml',
  tracking: 'tracking.yaml',
  flags: 'flags.yaml',
};

/** Service name to its SDL under openapi/graphql/. */
export const GRAPHQL_DOCUMENTS: Readonly<Record<GraphqlServiceName, string>> = {
  content: 'graphql/content.graphql',
  payments: 'graphql/payments.graphql',
};

const gateway = (method: HttpMethod, path: string, source: Source, extra: Partial<RestCall> = {}): RestCall => ({
  service: 'gateway',
  method,
  path,
  source,
  ...extra,
});
const main = (method: HttpMethod, path: string, source: Source, extra: Partial<RestCall> = {}): RestCall => ({
  service: 'main',
  method,
  path,
  source,
  ...extra,
});
const content = (
  operation: string,
  source: Source,
  kind: 'query' | 'mutation' = 'query',
  selects?: readonly string[],
): GraphqlCall => ({ service: 'content', kind, operation, source, ...(selects ? { selects } : {}) });
const payments = (operation: string, kind: 'query' | 'mutation'): GraphqlCall => ({
  service: 'payments',
  kind,
  operation,
  source: '001 §7',
});

/** 000 §7: the shell, browsing, offers, search and launch document. */
export const DOCUMENT_000_CALLS: readonly ContractCall[] = [
  // The call table
  gateway('post', '/contentServer/fetchGenericOffersByOfferGroupIds', '000 §7'),
  gateway('post', '/contentServer/fetchGenericOffersByOfferIds', '000 §7'),
  gateway('post', '/contentServer/fetchGenericOffersByRetailerIds', '000 §7'),
  gateway('post', '/contentServer/fetchGenericRetailerCategoriesWithRetailers', '000 §7'),
  gateway('get', '/contentServer/recentlyViewedRetailers', '000 §7'),
  gateway('post', '/contentServer/retailerViewed', '000 §7'),
  gateway('post', '/contentServer/search', '000 §7'),
  gateway('post', '/contentServer/typeAheadSuggestion', '000 §7'),
  gateway('post', '/contentServer/fetchOfferCategoriesContainerIdsOnly', '000 §7'),
  gateway('post', '/contentServer/fetchGenericRetailers', '000 §7'),
  gateway('post', '/contentServer/unlockedOffersForRetailer', '000 §7'),
  gateway('post', '/contentServer/fetchWebBannersByCategoryIds', '000 §7'),
  gateway('post', '/contentServer/fetchBannersByRetailerId', '000 §7'),
  gateway('post', '/contentServer/fetchBannersByPlacement', '000 §7'),
  gateway('post', '/affiliateRetailerService/fetchAffiliateData', '000 §7'),
  { service: 'affiliateLink', method: 'get', path: '/retailer-link/{retailerId}', source: '000 §7' },
  { service: 'affiliateLink', method: 'get', path: '/offer-link/{retailerId}/{offerId}', source: '000 §7' },
  main('post', '/listToOffers', '000 §7'),
  main('get', '/listToOffers', '000 §7'),
  main('put', '/v2/customers/{customerId}/offers/{offerId}.json', '000 §7'),
  gateway('post', '/monolith/deleteUnlockedOffer', '000 §7'),
  main('post', '/web_v1/helpdesk/login', '000 §7'),
  gateway('post', '/monolith/securityCheckupStatus', '000 §7'),
  gateway('post', '/monolith/fetchWebAppConfigByKey', '000 §7'),
  { service: 'extension', method: 'post', path: '/search', source: '000 §7' },
  { service: 'extension', method: 'get', path: '/product', source: '000 §7' },
  main('get', '/v2/retailers/{retailerId}/availability.json', '000 §7', {
    inferred: true,
    note: 'Retailer availability on other platforms (per retailer id, path not shown)',
  }),

  // GraphQL queries
  content('retailerNode', '000 §7'),
  content('offer', '000 §7'),
  content('offers', '000 §7'),
  content('offersForOfferGroup', '000 §7'),
  content('retailerCategoryNodes', '000 §7'),
  content('retailerNodes', '000 §7'),
  content('homeRecommendedRetailers', '000 §7'),
  content('fetchBannersByRetailerId', '000 §7'),
  content('homeSeasonalBanner', '000 §7'),
  content('category', '000 §7'),
  content('offerTag', '000 §7'),
  content('availableBonuses', '000 §7'),
  content('recentlyUnavailableBonuses', '000 §7'),
  content('completedBonuses', '000 §7'),
  content('fetchAffiliateTransactionByLaunchId', '000 §7', 'query', ['transactionId', 'offerValue']),

  // Store actions (HTTP paths not shown): the operation each one uses
  gateway('post', '/contentServer/fetchGenericRetailers', '000 §7', { note: 'store action: hydrate retailers by ids' }),
  gateway('post', '/contentServer/fetchRetailerWebUrl', '000 §7', { inferred: true, note: 'store action: hydrate web url' }),
  gateway('post', '/affiliateRetailerService/fetchAffiliateData', '000 §7', {
    note: 'store action: hydrate affiliate retailer with redirect data {retailerId, launchedOfferId, landingPageUrl}',
  }),
  gateway('post', '/contentServer/unlockedOffersForRetailer', '000 §7', { note: 'store action: fetch unlocked offers' }),
  gateway('post', '/contentServer/fetchGenericOffersByOfferIds', '000 §7', { note: 'store action: hydrate offers by id' }),
  gateway('get', '/monolith/fetchCustomerInfo', '000 §7', { note: 'store action: credential integrations (get)' }),
  gateway('get', '/walmartOAuthService/fetchWalmartCustomerLinkingData', '000 §7', {
    note: 'store action: credential integrations (direct-integration customer data)',
  }),
  gateway('post', '/contentServer/fetchGenericRetailerCategoriesWithRetailers', '000 §7', {
    note: 'store action: hydrate retailer categories with retailer ids',
  }),
  gateway('post', '/contentServer/typeAheadSuggestion', '000 §7', { note: 'store action: fetch type-ahead suggestions' }),
  gateway('get', '/contentServer/recentlyViewedRetailers', '000 §7', { note: 'store action: fetch recently viewed retailers' }),
  gateway('post', '/monolith/fetchLinkingUri', '000 §7', {
    inferred: true,
    note: 'store action: get linking uri {retailerId, goto} returning redirectUri and directOAuthState',
  }),
  main('get', '/v2/customers/{id}/settings.json', '000 §7', { note: 'store action: hydrate customer settings' }),
  gateway('post', '/monolith/logout', '000 §7', { inferred: true, note: 'store action: logout {returnTo, userClickedLogout}' }),
  main('post', '/listToOffers/feedback', '000 §7', { inferred: true, note: 'store action: submit list-to-offers feedback' }),

  // Tracking endpoint (path and response not shown)
  { service: 'tracking', method: 'post', path: '/events', source: '000 §7', inferred: true, note: 'tracking events' },
];

/** 001 §7: the account and money document. */
export const DOCUMENT_001_CALLS: readonly ContractCall[] = [
  // Registration and validation
  main('post', '/auth0_customers', '001 §7'),
  main('post', '/v1/validations.json', '001 §7'),
  // Help centre
  main('post', '/web_v1/helpdesk/login', '001 §7'),
  // Bank and payments (payments GraphQL)
  payments('getLinkToken', 'query'),
  payments('getFundingSources', 'query'),
  payments('createACHAccount', 'mutation'),
  payments('deactivateFundingSource', 'mutation'),
  payments('executeTransferOut', 'mutation'),
  // Gateway calls
  gateway('get', '/monolith/fetchCustomerInfo', '001 §7'),
  gateway('post', '/walmartOAuthService/walmartOAuthServiceLogin', '001 §7'),
  gateway('get', '/walmartOAuthService/fetchWalmartCustomerLinkingData', '001 §7'),
  gateway('post', '/walmartOAuthService/walmartLinkCustomerAccount', '001 §7'),
  gateway('get', '/walmartOAuthService/walmartUnlinkCustomerAccount', '001 §7'),
  main('get', '/account_linking/loyalty_connections', '001 §7'),
  main('delete', '/account_linking/unlink', '001 §7'),
  gateway('post', '/monolith/changeCustomerInfo', '001 §7'),
  content('changeCustomerInfo', '001 §7', 'mutation'),
  gateway('post', '/monolith/fetchEmailSettingsWithToken', '001 §7'),
  gateway('post', '/monolith/updateEmailSettingsWithToken', '001 §7'),
  gateway('get', '/monolith/sendEmailConfirmation', '001 §7'),
  gateway('post', '/monolith/securityCheckupStatus', '001 §7'),
  gateway('post', '/monolith/fetchWebAppConfigByKey', '001 §7'),
  // REST v2
  main('get', '/v2/customers/{id}', '001 §7'),
  main('get', '/v2/customers/{id}/settings.json', '001 §7'),
  main('put', '/v2/customers/{id}/settings/many.json', '001 §7'),
  main('get', '/v2/customers/{id}/earnings.json', '001 §7'),
  main('get', '/v2/customers/{id}/receipts/{receiptId}.json', '001 §7'),
  main('get', '/v2/customers/{id}/buyable_gift_cards/{giftCardId}.json', '001 §7'),
  main('post', '/v2/customers/{id}/retailer_favorites.json', '001 §7'),
  main('post', '/web_v1/customers/{id}/phone_verifications.json', '001 §7'),
  // GraphQL content
  content('customerNode', '001 §7', 'query', ['favoriteRetailers', 'favoriteCategories']),
  content('retailerNode', '001 §7', 'query', ['retailerGroup']),
  content('setFavoriteCategory', '001 §7', 'mutation'),
  content('deleteFavoriteCategory', '001 §7', 'mutation'),
  content('offerTag', '001 §7'),
  content('retailerNodes', '001 §7'),
  content('homeRecommendedRetailers', '001 §7'),
  content('fetchAffiliateTransactionByLaunchId', '001 §7', 'query', ['transactionId', 'offerValue']),
  content('fetchBannersByRetailerId', '001 §7'),
  content('homeSeasonalBanner', '001 §7'),
  content('category', '001 §7'),
  content('availableBonuses', '001 §7'),
  content('recentlyUnavailableBonuses', '001 §7'),
  content('completedBonuses', '001 §7'),
  // Content gateway
  gateway('post', '/contentServer/fetchOfferCategoriesContainerIdsOnly', '001 §7'),
  gateway('post', '/contentServer/search', '001 §7'),
  gateway('post', '/contentServer/typeAheadSuggestion', '001 §7'),
  gateway('get', '/contentServer/recentlyViewedRetailers', '001 §7'),
  gateway('post', '/contentServer/retailerViewed', '001 §7'),
  gateway('post', '/contentServer/fetchGenericRetailers', '001 §7'),
  gateway('post', '/contentServer/unlockedOffersForRetailer', '001 §7'),
  gateway('post', '/contentServer/fetchWebBannersByCategoryIds', '001 §7'),
  gateway('post', '/contentServer/fetchBannersByRetailerId', '001 §7'),
  gateway('post', '/contentServer/fetchBannersByPlacement', '001 §7'),
  gateway('post', '/affiliateRetailerService/fetchAffiliateData', '001 §7'),
  // Affiliate link service
  { service: 'affiliateLink', method: 'get', path: '/retailer-link/{retailerId}', source: '001 §7' },
  { service: 'affiliateLink', method: 'get', path: '/offer-link/{retailerId}/{offerId}', source: '001 §7' },
  // Extension product search
  { service: 'extension', method: 'post', path: '/search', source: '001 §7' },
  { service: 'extension', method: 'get', path: '/product', source: '001 §7' },
  // Implied only by copy (paths and payloads not shown)
  main('post', '/v2/customers/{id}/referral_invites.json', '001 §7', { inferred: true, note: 'referral invites by email' }),
  main('post', '/web_v1/app_download_links.json', '001 §7', { inferred: true, note: 'app download link by SMS' }),
  main('post', '/account_linking/link', '001 §7', { inferred: true, note: 'link a retailer account' }),
  main('delete', '/account_linking/unlink', '001 §7', { note: 'unlink a retailer account' }),
  payments('executeTransferOut', 'mutation'),
  payments('getFundingSources', 'query'),
  payments('deactivateFundingSource', 'mutation'),
  main('put', '/v2/customers/{id}/profile.json', '001 §7', { inferred: true, note: 'save profile changes with password' }),
  main('post', '/web_v1/password_resets.json', '001 §7', { inferred: true, note: 'send password reset link' }),
  main('post', '/web_v1/email_confirmations.json', '001 §7', { inferred: true, note: 'confirm email' }),
  main('post', '/web_v1/account_unlocks.json', '001 §7', { inferred: true, note: 'unlock account' }),
  main('post', '/v2/customers/{id}/personal_data_requests.json', '001 §7', {
    inferred: true,
    note: 'download personal data file: request it',
  }),
  main('get', '/v2/customers/{id}/personal_data_requests/{requestId}.json', '001 §7', {
    inferred: true,
    note: 'download personal data file: check it is ready',
  }),
  main('get', '/v2/customers/{id}/personal_data_requests/{requestId}/file', '001 §7', {
    inferred: true,
    note: 'download personal data file: download it (7 days)',
  }),
  main('post', '/web_v1/customers/{id}/phone_verifications/{verificationId}/resend.json', '001 §7', {
    inferred: true,
    note: 'resend phone code',
  }),
  main('post', '/listToOffers/feedback', '001 §7', { inferred: true, note: 'list-to-offers feedback submit' }),
];

/** Calls named outside section 7: in entities (§3), flows (§4) and error catalogues (§8). */
export const OTHER_CALLS: readonly ContractCall[] = [
  gateway('post', '/contentServer/popularSearchTerms', '000 §3', {
    inferred: true,
    note: 'popular search terms (globalSearches, retailerSpecificSearches)',
  }),
  main('post', '/web_v1/customers/{id}/phone_verifications/{verificationId}/verify.json', '001 §4', {
    inferred: true,
    note: 'enter the 7-digit code',
  }),
  main('get', '/v2/customers/{id}/earnings/summary.json', '001 §3', {
    inferred: true,
    note: 'earnings: current, lifetime, minCashoutAmount',
  }),
  main('get', '/v2/customers/{id}/earnings/{itemId}.json', '001 §2', { inferred: true, note: 'transaction details (route earnings)' }),
  main('post', '/account_linking/mfa', '000 §4', { inferred: true, note: "retailer 1144's multi-factor step ('Finish linking account')" }),
  { service: 'flags', method: 'post', path: '/evaluations', source: '000 §8', inferred: true, note: 'feature flag evaluations' },
  main('get', '/v2/customers/{id}', '001 §5', { note: "customer info ('customerId missing')" }),
];

export const ALL_CALLS: readonly ContractCall[] = [...DOCUMENT_000_CALLS, ...DOCUMENT_001_CALLS, ...OTHER_CALLS];
