import type { ClipbackSdk } from '../../sdk/src';
import { MemoryOffersGateway } from './MemoryOffersGateway';
import type { OffersGateway } from './OffersGateway';

// PLACEHOLDER until the offers work maps every call; replaced in this issue.
export function sdkOffersGateway(_api: ClipbackSdk): OffersGateway {
  return new MemoryOffersGateway();
}
