import { CATALOGUE_FIXTURE as F, seededCatalogue } from '../../support/catalogueMother';
import { describeCatalogueContract } from '../../contracts/catalogueContract';

describeCatalogueContract('MemoryCatalogueGateway (in-memory twin)', async () => ({
  visitor: seededCatalogue({ signedIn: false }),
  customer: seededCatalogue({ signedIn: true }),
  retailerIds: [F.RETAILER_ID, F.OTHER_RETAILER_ID],
  otherPlatformRetailerId: F.WEB_EXCLUDED_ID,
  unknownRetailerId: F.UNKNOWN_RETAILER_ID,
  unknownCategoryId: F.UNKNOWN_CATEGORY_ID,
}));
