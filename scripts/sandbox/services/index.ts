import type { RestServiceName } from '../../../sdk/src/services';
import { affiliateLinkHandlers } from './affiliateLink';
import { appConfigService } from './appConfig';
import { bankLinkingService } from './bankLinking';
import { contentResolvers } from './content';
import { extensionHandlers } from './extension';
import { flagsHandlers } from './flags';
import { gatewayHandlers } from './gateway';
import { imagesService } from './images';
import { mainHandlers } from './main';
import { paymentsResolvers } from './payments';
import { retailerSiteService } from './retailerSite';
import type { ExtraServiceFactory, GraphqlResolversFactory, RestHandlersFactory } from './SandboxDeps';
import { sandboxHandlers } from './sandbox';
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

/** Outside the contract: the app's run-time configuration, bank linking, the demo retailer site, placeholder images. */
export const EXTRA_SERVICES: ExtraServiceFactory[] = [appConfigService, bankLinkingService, retailerSiteService, imagesService];
