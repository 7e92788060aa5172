// PUT /v2/customers/{customerId}/offers/{offerId}.json: unlock (activate) an offer, or with activated false
// take it off the list (000 §4, §7). Success answers the offer in `offers` (the client checks non-empty).
import * as MESSAGES from '../../../../domain/constants/messages';
import { REWARD_TYPE } from '../../../../domain/constants/shopping';
import type { OperationHandlers } from '../../api/restService';
import type { SqlExecutor } from '../../db';
import { offersInOrder } from '../account/offers';
import { refuseAgeRestrictedOffer } from '../catalogue';
import { SANDBOX_MESSAGES, badRequest, fitsSqlInteger, invalidFields, notFound } from '../account/refusals';
import type { SandboxDeps } from '../SandboxDeps';

interface UnlockBody {
  retailer_id: number;
  offer_id: number;
  activated_retailer_id: number;
  current_value?: string | null;
  segment_id?: number | null;
  offer_segment_id?: number | null;
  activated: boolean;
  reward_ids: number[];
  platform: string;
}

/** The offer's reward ids by kind (types compared without regard to case). */
async function rewardIdsOf(db: SqlExecutor, offerId: number): Promise<{ instant: number[]; sweepstakes: number[] }> {
  const rows = await db.query<{ id: number; type: string }>(
    'SELECT w.id, w.type FROM offer_rewards x JOIN rewards w ON w.id = x.reward_id WHERE x.offer_id = $1 ORDER BY w.id',
    [offerId],
  );
  const ofType = (type: string) => rows.filter((row) => row.type.toLowerCase() === type).map((row) => row.id);
  return { instant: ofType(REWARD_TYPE.INSTANT), sweepstakes: ofType(REWARD_TYPE.SWEEPSTAKES) };
}

/**
 * reward_ids carries the offer's instant rewards (000 §7), all of them, as buildUnlockPayload sends them.
 * A client may also name the offer's sweepstakes rewards (accepted after the sweepstakes modal); any other
 * id is refused. Only instant ids are stored.
 */
function checkedRewardIds(given: readonly number[], rewards: { instant: number[]; sweepstakes: number[] }): number[] {
  const allowed = new Set([...rewards.instant, ...rewards.sweepstakes]);
  const missing = rewards.instant.filter((id) => !given.includes(id));
  const unknown = given.filter((id) => !allowed.has(id));
  if (missing.length || unknown.length) {
    const expected = rewards.instant.length ? rewards.instant.join(', ') : 'none';
    throw invalidFields({ reward_ids: `${SANDBOX_MESSAGES.REWARD_NOT_INSTANT} Instant reward ids: ${expected}.` });
  }
  return rewards.instant;
}

export function offerHandlers(deps: SandboxDeps): OperationHandlers {
  const { db } = deps;
  return {
    async unlockOffer(context) {
      const { customerId } = context.requireCustomer(context.params.customerId);
      const offerId: number = context.params.offerId;
      const body = context.body as UnlockBody;
      if (body.offer_id !== offerId) throw invalidFields({ offer_id: SANDBOX_MESSAGES.OFFER_MISMATCH });

      const offer = fitsSqlInteger(offerId)
        ? await db.one<{ id: number; expiration: Date | null }>('SELECT id, expiration FROM offers WHERE id = $1', [offerId])
        : null;
      if (!offer) throw notFound(MESSAGES.noOfferWithId(offerId));
      const fields: Record<string, string> = {};
      for (const name of ['retailer_id', 'activated_retailer_id', 'segment_id', 'offer_segment_id'] as const) {
        const value = body[name];
        if (value !== null && value !== undefined && !fitsSqlInteger(value)) fields[name] = SANDBOX_MESSAGES.NUMBER_TOO_LARGE;
      }
      if (!body.reward_ids.every(fitsSqlInteger)) fields.reward_ids = SANDBOX_MESSAGES.NUMBER_TOO_LARGE;
      if (Object.keys(fields).length) throw invalidFields(fields);
      const retailers = await db.query<{ retailer_id: number }>('SELECT retailer_id FROM offer_retailers WHERE offer_id = $1', [offerId]);
      if (!retailers.some((row) => row.retailer_id === body.activated_retailer_id)) {
        fields.activated_retailer_id = SANDBOX_MESSAGES.OFFER_NOT_AT_RETAILER;
      }
      if (!(await db.one('SELECT id FROM retailers WHERE id = $1', [body.retailer_id]))) fields.retailer_id = MESSAGES.RETAILER_NOT_FOUND;
      if (Object.keys(fields).length) throw invalidFields(fields);

      const now = deps.now();
      if (body.activated) {
        await refuseAgeRestrictedOffer(db, customerId, offerId, now);
        if (offer.expiration && new Date(offer.expiration).getTime() <= now.getTime()) {
          throw badRequest(SANDBOX_MESSAGES.OFFER_EXPIRED);
        }
        const rewardIds = checkedRewardIds(body.reward_ids, await rewardIdsOf(db, offerId));
        // Unlocking again keeps the first unlock time and takes the latest details.
        await db.query(
          `INSERT INTO unlocked_offers (customer_id, offer_id, activated_retailer_id, current_value, segment_id, offer_segment_id,
                                        reward_ids, platform, unlocked_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7::int[], $8, $9)
           ON CONFLICT (customer_id, offer_id) DO UPDATE SET
             activated_retailer_id = EXCLUDED.activated_retailer_id, current_value = EXCLUDED.current_value,
             segment_id = EXCLUDED.segment_id, offer_segment_id = EXCLUDED.offer_segment_id,
             reward_ids = EXCLUDED.reward_ids, platform = EXCLUDED.platform`,
          [
            customerId, offerId, body.activated_retailer_id, body.current_value ?? null, body.segment_id ?? null,
            body.offer_segment_id ?? null, rewardIds, body.platform, now,
          ],
        );
      } else {
        await db.query('DELETE FROM unlocked_offers WHERE customer_id = $1 AND offer_id = $2', [customerId, offerId]);
      }
      return { body: { offers: await offersInOrder(deps, [offerId], customerId) } };
    },
  };
}
