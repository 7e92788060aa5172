// Affiliate launches: minting the launch id, checking what may be shopped, registering the shopping trip.
// Shared by the affiliate link service (GET /retailer-link, /offer-link) and the gateway's
// affiliateRetailerService/fetchAffiliateData.
import * as MESSAGES from '../../../../domain/constants/messages';
import { checkLandingPageUrl, launchRefusal } from '../../../../domain/launch/launchRefusal';
import { launchOfferValue } from '../../../../domain/launch/launchPage';
import { HttpError } from '../../api/HttpError';
import { refuseAgeRestrictedOffer } from '../catalogue/ageRestriction';
import type { AuthContext } from '../../api/restService';
import type { SqlExecutor } from '../../db';
import type { SandboxDeps } from '../SandboxDeps';
import { newLaunchId, newTransactionId } from './randomIds';
import { sandboxAffiliateUrl } from './sandboxAffiliateUrl';

/** The affiliate_launches.client of every launch the sandbox registers (the contract's only client). */
const CLIENT = 'WEB';

export interface LaunchRequest {
  auth: AuthContext;
  retailerId: number;
  /** One offer to shop (offer link, launchedOfferId); else the customer's unlocked offers at the retailer go. */
  offerId?: number | null;
  landingPageUrl?: string | null;
  /** False for skipLaunchRegistration: the link is minted, no shopping trip is recorded. */
  register: boolean;
}

export interface Launch {
  launchId: string;
  url: string;
  retailerId: number;
  offerId: number | null;
  /** The offers that go with the launch (empty when none, and when not registered). */
  offerIds: number[];
  registered: boolean;
}

interface RetailerRow {
  id: number;
  name: string;
  temp_disabled: boolean;
  web_retailer: boolean;
  top_percent_back: number | null;
  top_amount_back_cents: number | null;
}

export interface LaunchOfferRow {
  id: number;
  name: string;
  current_value: string | null;
  percent_back: number | null;
  amount_cents: number | null;
}

const OFFER_COLUMNS = 'o.id, o.name, o.current_value, o.percent_back, o.amount_cents';

const retailerNotFound = () => new HttpError(404, MESSAGES.RETAILER_NOT_FOUND, { code: 'NOT_FOUND' });

/** The retailer, when it may be shopped through an affiliate link now; 404 unknown, 400 refused. */
export async function shoppableRetailer(db: SqlExecutor, retailerId: number): Promise<RetailerRow> {
  const retailer = await db.one<RetailerRow>(
    'SELECT id, name, temp_disabled, web_retailer, top_percent_back, top_amount_back_cents FROM retailers WHERE id = $1',
    [retailerId],
  );
  if (!retailer) throw retailerNotFound();
  const refusal = launchRefusal({ name: retailer.name, tempDisabled: retailer.temp_disabled, webRetailer: retailer.web_retailer });
  if (refusal) throw new HttpError(400, refusal.message, { code: 'BAD_REQUEST', fields: { ...refusal.fields } });
  return retailer;
}

/** An offer available at the retailer and not expired; 404 'No offer found with id: …' otherwise. */
async function launchableOffer(db: SqlExecutor, retailerId: number, offerId: number, now: Date): Promise<LaunchOfferRow> {
  const offer = await db.one<LaunchOfferRow>(
    `SELECT ${OFFER_COLUMNS}
       FROM offers o JOIN offer_retailers r ON r.offer_id = o.id AND r.retailer_id = $2
      WHERE o.id = $1 AND (o.expiration IS NULL OR o.expiration > $3)`,
    [offerId, retailerId, now],
  );
  if (!offer) throw new HttpError(404, MESSAGES.noOfferWithId(offerId), { code: 'NOT_FOUND' });
  return offer;
}

/** The customer's unlocked, unexpired offers at the retailer, oldest unlock first. */
async function unlockedOffersAt(db: SqlExecutor, customerId: string, retailerId: number, now: Date): Promise<LaunchOfferRow[]> {
  return db.query<LaunchOfferRow>(
    `SELECT ${OFFER_COLUMNS}
       FROM unlocked_offers u JOIN offers o ON o.id = u.offer_id
      WHERE u.customer_id = $1 AND u.activated_retailer_id = $2 AND (o.expiration IS NULL OR o.expiration > $3)
      ORDER BY u.unlocked_at, o.id`,
    [customerId, retailerId, now],
  );
}

/** A launch's offers, in the order registered (offers since deleted are left out). */
export async function offersOfLaunch(db: SqlExecutor, offerIds: readonly number[]): Promise<LaunchOfferRow[]> {
  if (offerIds.length === 0) return [];
  return db.query<LaunchOfferRow>(
    `SELECT ${OFFER_COLUMNS} FROM unnest($1::int[]) WITH ORDINALITY AS l(id, n) JOIN offers o ON o.id = l.id ORDER BY l.n`,
    [offerIds],
  );
}

const toOffer = (row: LaunchOfferRow) => ({ currentValue: row.current_value, percentBack: row.percent_back, amount: row.amount_cents });

/**
 * The launch's offer value text (AffiliateTransaction.offerValue): the app's launch-page rule (best offer, else the
 * retailer's top cash back), so the trip and the page the shopper saw name the same value.
 */
function launchValueOf(offers: readonly LaunchOfferRow[], retailer: Pick<RetailerRow, 'top_percent_back' | 'top_amount_back_cents'>): string | null {
  return launchOfferValue(offers.map(toOffer), { topPercentBack: retailer.top_percent_back, topAmountBack: retailer.top_amount_back_cents });
}

/** landingPageUrl checked by the shared rule: the URL as kept, else a 400 with `fields.landingPageUrl`. */
function checkedLandingPageUrl(value: unknown): string | null {
  const checked = checkLandingPageUrl(value);
  if (!checked.ok) throw new HttpError(400, checked.refusal.message, { code: 'VALIDATION_FAILED', fields: { ...checked.refusal.fields } });
  return checked.url;
}

/** Mints a launch and, unless asked not to, registers it with its offers. */
export async function createLaunch(deps: SandboxDeps, request: LaunchRequest): Promise<Launch> {
  const { db } = deps;
  const now = deps.now();
  const landingPageUrl = checkedLandingPageUrl(request.landingPageUrl);
  const retailer = await shoppableRetailer(db, request.retailerId);
  const offerId = request.offerId ?? null;
  const single = offerId === null ? null : await launchableOffer(db, retailer.id, offerId, now);
  if (offerId !== null) await refuseAgeRestrictedOffer(db, request.auth.customerId, offerId, now);

  const launchId = newLaunchId();
  const url = sandboxAffiliateUrl(retailer.id, launchId);
  const customerId = request.auth.customerId;
  if (!request.register) return { launchId, url, retailerId: retailer.id, offerId, offerIds: [], registered: false };

  const offers = single ? [single] : customerId ? await unlockedOffersAt(db, customerId, retailer.id, now) : [];
  await db.query(
    `INSERT INTO affiliate_launches
       (id, customer_id, retailer_id, offer_ids, launched_offer_id, landing_page_url, client, url, transaction_id,
        offer_value, created_at, awaiting_landing)
     VALUES ($1, $2, $3, $4::int[], $5, $6, $7, $8, $9, $10, $11, true)`,
    [
      launchId,
      customerId,
      retailer.id,
      offers.map((offer) => offer.id),
      offerId,
      landingPageUrl,
      CLIENT,
      url,
      newTransactionId(),
      launchValueOf(offers, retailer),
      now,
    ],
  );
  return { launchId, url, retailerId: retailer.id, offerId, offerIds: offers.map((offer) => offer.id), registered: true };
}

export interface LaunchRow {
  id: string;
  customer_id: string | null;
  retailer_id: number;
  offer_ids: number[];
  launched_offer_id: number | null;
  landing_page_url: string | null;
  transaction_id: string;
  offer_value: string | null;
  created_at: Date;
  awaiting_landing: boolean;
  landing_count: number;
}

export const LAUNCH_COLUMNS =
  'id, customer_id, retailer_id, offer_ids, launched_offer_id, landing_page_url, transaction_id, offer_value, created_at, awaiting_landing, landing_count';

/** A registered launch of that retailer, or null. */
export async function findLaunch(db: SqlExecutor, retailerId: number, launchId: string): Promise<LaunchRow | null> {
  return db.one<LaunchRow>(`SELECT ${LAUNCH_COLUMNS} FROM affiliate_launches WHERE id = $1 AND retailer_id = $2`, [launchId, retailerId]);
}
