import type { RestServiceName } from '../../../sdk/src/services';
import { affiliateLinkHandlers } from './affiliateLink';
import { appConfigService } from './appConfig';
import { bankLinkingService } from './bankLinking';
import { contentResolvers } from './content';
import { extensionHandlers } from './extension';
import { flagsHandlers } from './flags';
import { gatewayHandlers } from './gateway';
import { helpDeskService } from './helpDesk';
import { imagesService } from './images';
import { mailPageService } from './mail';
import { mainHandlers } from './main';
import { oauthConsentService } from './oauthConsent';
import { paymentsResolvers } from './payments';
import { bankSimulatorService } from './payments/bankSimulator';
import { retailerSiteService } from './retailerSite';
import type { ExtraServiceFactory, GraphqlResolversFactory, RestHandlersFactory } from './SandboxDeps';
import { sandboxHandlers } from './sandbox';
import { serviceWorkerDeploysService } from './serviceWorkerDeploys';
import { trackingHandlers } from './tracking';

/** Handlers per REST service of the contract (the service names of sdk/src/services.ts). */
export const REST_HANDLERS: Record<RestServiceName, RestHandlersFactory> = {
  main: mainHandlers,
  gateway: gatewayHandlers,
  affiliateLink: affiliateLinkHandlers,
  extension: extensionHandlers,
  tracking: trackingHandlers,
  flags: flagsHandlers,
  sandbox: sandboxHandlers,
};

export const GRAPHQL_RESOLVERS: Record<'content' | 'payments', GraphqlResolversFactory> = {
  content: contentResolvers,
  payments: paymentsResolvers,
};

/**
 * Outside the contract, and needed by the app itself: its run-time configuration, the bank-linking and OAuth
 * consent stand-ins it opens in the browser, the demo retailer site its launches land on, placeholder images.
 */
export const EXTRA_SERVICES: ExtraServiceFactory[] = [appConfigService, bankLinkingService, oauthConsentService, retailerSiteService, imagesService];

/**
 * Sandbox-only: what tests and demos drive but the app never calls. `SANDBOX_ENDPOINTS=off` turns each of
 * them off as a whole (every path under its prefix answers 404; sandbox/index.ts `sandboxOnlyService`).
 * A new test-only route belongs to one of these, or to a new service listed here.
 */
export const SANDBOX_ONLY_REST_SERVICES: readonly RestServiceName[] = ['sandbox'];
export const SANDBOX_ONLY_EXTRA_SERVICES: ExtraServiceFactory[] = [bankSimulatorService, mailPageService, helpDeskService, serviceWorkerDeploysService];
