import type { ClipbackSdk } from '../../sdk/src';
import { MemoryCatalogueGateway } from './MemoryCatalogueGateway';
import type { CatalogueGateway } from './CatalogueGateway';

// PLACEHOLDER until the browsing work maps every call; replaced in this issue.
export function sdkCatalogueGateway(_api: ClipbackSdk): CatalogueGateway {
  return new MemoryCatalogueGateway();
}
