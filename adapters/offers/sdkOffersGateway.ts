import {
  OfferDocument,
  OffersByIdsDocument,
  OfferTagDocument,
  type ClipbackClients,
  type GatewayApi,
  type OffersByIdsQuery,
  type OfferQuery,
} from '../../sdk/src';
import { HTTP_STATUS } from '../../domain/constants/http';
import { LIMITS } from '../../domain/constants/limits';
import * as MESSAGES from '../../domain/constants/messages';
import type { Offer, AttributionMethod, CustomerOrderMethod, OfferType } from '../../domain/offers/Offer';
import { noOfferForOfferGroup, offerGroupLookupResult } from '../../domain/offers/offerGroup';
import type { Reward } from '../../domain/offers/Reward';
import { isUnlockSuccessful } from '../../domain/offers/unlock';
import type { UnlockedOffer } from '../../domain/offers/UnlockedOffer';
import { bodyOf, failWith } from '../http/sdkAnswers';
import type { OffersGateway } from './OffersGateway';

type RestOffer = GatewayApi.components['schemas']['Offer'];
type RestUnlockedOffer = GatewayApi.components['schemas']['UnlockedOffer'];
type GraphqlOffer = NonNullable<OfferQuery['offer']>;
type GraphqlCardOffer = OffersByIdsQuery['offers'][number];
type GraphqlReward = NonNullable<GraphqlOffer['rewards']>[number];
/** Every GraphQL offer shape this adapter reads: the offer page's, or a card's (fewer fields). */
type WireGraphqlOffer = Omit<Partial<GraphqlOffer>, 'rewards'> &
  Omit<GraphqlCardOffer, 'rewards'> & {
    rewards?: readonly (Pick<GraphqlReward, 'id' | 'type'> & Partial<GraphqlReward>)[] | null;
  };

// ---- Wire → domain ------------------------------------------------------------------------------------

/** GraphQL ids are strings; the domain's are numbers. */
function idOf(value: string | number): number {
  return typeof value === 'number' ? value : Number(value);
}

function optionalId(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const id = idOf(value);
  return Number.isFinite(id) ? id : null;
}

function optional<T>(value: T | null | undefined): T | undefined {
  return value === null ? undefined : value;
}

function fromGraphqlReward(reward: Partial<GraphqlReward> & { id: string; type: string }): Reward {
  return {
    id: idOf(reward.id),
    type: reward.type,
    amount: reward.amount ?? null,
    answer: reward.answer ?? null,
    content: reward.content ?? null,
    engagementId: optionalId(reward.engagementId),
    legal: reward.legal ?? null,
    linkedOfferIds: (reward.linkedOfferIds ?? []).map(idOf),
    thumb: reward.thumb ?? null,
    url: reward.url ?? null,
    weight: reward.weight ?? null,
  };
}

/** A GraphQL offer (the offer page's full shape or a card's) as the domain's Offer. */
function fromGraphqlOffer(wire: WireGraphqlOffer): Offer {
  return {
    id: idOf(wire.id),
    name: wire.name,
    description: wire.description ?? null,
    about: wire.about ?? null,
    url: wire.url ?? null,
    currentValue: wire.currentValue ?? null,
    genericCurrentValue: wire.genericCurrentValue ?? null,
    oldValue: wire.oldValue ?? null,
    percentBack: wire.percentBack ?? null,
    amount: wire.amount ?? null,
    terms: wire.terms ?? null,
    legal: wire.legal ?? null,
    attributionMethod: optional(wire.attributionMethod) as AttributionMethod | undefined,
    offerType: optional(wire.offerType) as OfferType | undefined,
    activated: wire.activated === true,
    anyBrand: optional(wire.anyBrand),
    anyItem: optional(wire.anyItem),
    availableAtRetailers: (wire.availableAtRetailers ?? []).map((retailer) => ({ id: idOf(retailer.id), imageUrl: retailer.imageUrl ?? null })),
    bonuses: (wire.bonuses ?? []).map((bonus) => ({ id: idOf(bonus.id), name: bonus.name })),
    combo: optional(wire.combo),
    customerOrderMethod: optional(wire.customerOrderMethod) as CustomerOrderMethod | undefined,
    discoverability: wire.discoverability
      ? {
          isDiscoverable: optional(wire.discoverability.isDiscoverable),
          discoverableEndsSoon: optional(wire.discoverability.discoverableEndsSoon),
          expiration: wire.discoverability.expiration ?? null,
        }
      : null,
    expiration: wire.expiration ?? null,
    expiringSoon: wire.expiringSoon === true,
    flexSpend: optional(wire.flexSpend),
    flexSpendTotal: wire.flexSpendTotal ?? null,
    multiplesCount: wire.multiplesCount ?? null,
    redemptionMax: wire.redemptionMax ?? null,
    offerSegmentId: optionalId(wire.offerSegmentId),
    segmentId: optionalId(wire.segmentId),
    offerRetailerPurchaseCategories: (wire.offerRetailerPurchaseCategories ?? []).map((category) => ({
      id: idOf(category.id),
      offerId: optionalId(category.offerId) ?? undefined,
      displayName: category.displayName ?? undefined,
      percentCashBack: category.percentCashBack ?? null,
    })),
    retailers: (wire.retailers ?? []).map(idOf),
    wavedImageAwardTags: wire.wavedImageAwardTags ?? [],
    // Asked only where an unlock decides on it (the offer page); lists never carry an offer the shopper may not have.
    alcohol: 'alcohol' in wire ? optional(wire.alcohol) : undefined,
    rewards: (wire.rewards ?? []).map(fromGraphqlReward),
  };
}

/** A REST (content server) offer as the domain's Offer: the same names, numbers already. */
export function fromRestOffer(wire: RestOffer): Offer {
  return {
    ...wire,
    activated: wire.activated === true,
    discoverability: wire.discoverability ?? null,
    rewards: (wire.rewards ?? []).map((reward) => ({ ...reward })),
  };
}

/** An unlocked offer from unlockedOffersForRetailer, in the unlocked-offer names (000 §3). */
function fromRestUnlockedOffer(wire: RestUnlockedOffer): UnlockedOffer {
  return {
    id: wire.id,
    amountBack: wire.amountBack ?? wire.currentValue ?? null,
    details: wire.details ?? wire.terms ?? null,
    summary: wire.summary ?? wire.description ?? null,
    perReceiptLimit: wire.perReceiptLimit ?? wire.redemptionMax ?? null,
    isExpiringSoon: (wire.isExpiringSoon ?? wire.expiringSoon) === true,
    attributionMethod: wire.attributionMethod,
    offerType: wire.offerType,
    offerRetailerPurchaseCategories: wire.offerRetailerPurchaseCategories ?? [],
  };
}

// ---- The adapter ------------------------------------------------------------------------------------

/**
 * OffersGateway over @clipback/sdk:
 * - offer page: GraphQL offer(id); cards by id: GraphQL offers(ids) (OffersByIds);
 * - a retailer page: contentServer/fetchGenericOffersByRetailerIds, whose offers carry `activated` for the
 *   signed-in customer (so an unlocked offer shows as unlocked after a reload) and their rewards (the
 *   sweepstakes check needs them);
 * - offer groups: contentServer/fetchGenericOffersByOfferGroupIds (status 200 and at least one offer);
 * - offer tags: GraphQL offerTag(name, limit 200), then the offers by id;
 * - unlock: PUT /v2/customers/{customerId}/offers/{offerId}.json (success: answer's offers non-empty);
 * - deactivate: monolith/deleteUnlockedOffer (needs 200).
 */
export function sdkOffersGateway(api: ClipbackClients): OffersGateway {
  async function fetchOffersByIds(offerIds: readonly number[]): Promise<Offer[]> {
    if (offerIds.length === 0) return [];
    const data = await api.content
      .execute(OffersByIdsDocument, { ids: offerIds.map(String), limit: offerIds.length })
      .catch(failWith(MESSAGES.OFFERS_BY_IDS_FAILED));
    // The query filters by ids; keep the order asked for.
    const byId = new Map(data.offers.map((wire) => [idOf(wire.id), fromGraphqlOffer(wire)]));
    return offerIds.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    async fetchOffer(offerId) {
      const data = await api.content
        .execute(OfferDocument, { id: String(offerId) })
        .catch(failWith(MESSAGES.noOfferWithId(offerId)));
      return data.offer ? fromGraphqlOffer(data.offer) : null;
    },

    fetchOffersByIds,

    async fetchOffersForRetailer(retailerId) {
      const data = await bodyOf(
        api.gateway.POST('/contentServer/fetchGenericOffersByRetailerIds', { body: { retailerIds: [retailerId] } }),
        MESSAGES.genericOffersForRetailerIds([retailerId]),
      );
      return data.genericOffers.map(fromRestOffer);
    },

    async fetchOfferGroupOfferIds(offerGroupId) {
      const groupId = Number(offerGroupId);
      if (!Number.isSafeInteger(groupId) || groupId < 1) throw new Error(noOfferForOfferGroup(offerGroupId));
      const { data, response } = await api.gateway
        .POST('/contentServer/fetchGenericOffersByOfferGroupIds', { body: { offerGroupIds: [groupId] } })
        .catch(failWith(noOfferForOfferGroup(offerGroupId)));
      const result = offerGroupLookupResult(response.status, data?.genericOffers, offerGroupId);
      if (!result.ok) throw new Error(result.error);
      if (result.multiple) console.warn(`[offers] offer group ${offerGroupId} has more than one offer; using the first`);
      return (data?.genericOffers ?? []).map((offer) => offer.id);
    },

    async fetchOfferTag(tagName) {
      const data = await api.content
        .execute(OfferTagDocument, { name: tagName, limit: LIMITS.OFFER_TAG_LIMIT })
        .catch(failWith(MESSAGES.OFFERS_FAILED));
      if (!data.offerTag) return null;
      return { displayName: data.offerTag.displayName, offers: await fetchOffersByIds(data.offerTag.offerIds.map(idOf)) };
    },

    async fetchUnlockedOffers(retailerId) {
      const data = await bodyOf(api.gateway.POST('/contentServer/unlockedOffersForRetailer', { body: { retailerId } }), MESSAGES.OFFERS_FAILED);
      return data.unlockedOffers.map(fromRestUnlockedOffer);
    },

    async unlock(customerId, payload) {
      const { data } = await api.main.PUT('/v2/customers/{customerId}/offers/{offerId}.json', {
        params: { path: { customerId, offerId: payload.offer_id } },
        body: payload,
      });
      const answered = data?.offers ?? [];
      const offer = answered.find((item) => item.id === payload.offer_id) ?? answered[0];
      if (!isUnlockSuccessful(answered) || !offer) throw new Error(`the unlock of offer ${payload.offer_id} listed no offer`);
      return fromRestOffer(offer);
    },

    async deactivate(offerId) {
      const { data, response } = await api.gateway.POST('/monolith/deleteUnlockedOffer', { body: { offerId } });
      if (response.status !== HTTP_STATUS.OK || !data) {
        throw new Error(`monolith/deleteUnlockedOffer answered ${response.status} for offer ${offerId}`);
      }
      return { offerId: data.offerId, activated: data.activated };
    },
  };
}
