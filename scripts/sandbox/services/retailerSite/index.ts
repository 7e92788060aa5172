import { sendError } from '../../http/json';
import type { ExtraServiceFactory } from '../SandboxDeps';

export const RETAILER_SITE_PREFIX = '/demo-retailer';

/** The demo retailer site affiliate links land on. */
export const retailerSiteService: ExtraServiceFactory = () => ({
  name: 'retailerSite',
  prefix: RETAILER_SITE_PREFIX,
  handle(_request, response) {
    sendError(response, 404, 'Not found');
  },
});
