// Bank accounts (funding sources): list, add from a bank-linking session, remove.
import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import * as MESSAGES from '../../../../domain/constants/messages';
import { fundingSourceAddBlockReason, fundingSourceRemoveBlockReason, type FundingSource, FUNDING_SOURCE_ACTIVE_STATUS, FUNDING_SOURCE_INACTIVE_STATUS, FUNDING_TYPES, type FundingType } from '../../../../domain/money/fundingSource';
import type { ResolverMap } from '../../api/graphqlService';
import { isUniqueViolation, type SqlExecutor } from '../../db';
import { findInstitution, institutionLogo } from '../bankLinking/institutions';
import { exchangePublicToken, recordExchange } from '../bankLinking/tokens';
import type { SandboxDeps } from '../SandboxDeps';
import { badUserInput, checkText, forbidden, invalidArguments, notFound, PAYMENT_REFUSAL } from './errors';
import { pendingTransfersTo, settleDueTransfers } from './transfers';

const ONE_ACTIVE_PER_TYPE_INDEX = 'funding_sources_one_active_per_type_key';

export interface FundingSourceRow {
  id: string;
  customer_id: string;
  funding_type: FundingType;
  vendor_type: string | null;
  institution_id: string | null;
  institution_name: string | null;
  last4: string;
  logo: string | null;
  color: string | null;
  status: string;
  expiry_year: number | null;
  expiry_month: number | null;
}

const COLUMNS =
  'id, customer_id, funding_type, vendor_type, institution_id, institution_name, last4, logo, color, status, expiry_year, expiry_month';

/** Row → the contract's FundingSource; customerBalance is the customer's balance in cents. */
export function toFundingSource(row: FundingSourceRow, balanceCents: number): FundingSource {
  return {
    fundingSourceId: row.id,
    fundingType: row.funding_type,
    vendorType: row.vendor_type ?? undefined,
    institutionId: row.institution_id ?? undefined,
    institutionName: row.institution_name ?? undefined,
    last4: row.last4,
    logo: row.logo,
    status: row.status,
    color: row.color,
    customerBalance: balanceCents,
    expryYear: row.expiry_year,
    expryMonth: row.expiry_month,
  };
}

async function lockCustomer<T extends object>(tx: SqlExecutor, customerId: string, columns: string): Promise<T> {
  const customer = await tx.one<T>(`SELECT ${columns} FROM customers WHERE id = $1 FOR UPDATE`, [customerId]);
  if (!customer) throw notFound(MESSAGES.TRY_AGAIN, { customerId: ACCOUNT_MESSAGES.FIELD_INVALID });
  return customer;
}

interface GetFundingSourcesArgs {
  customerId: string;
  types?: FundingType[] | null;
}

interface CreateAchAccountArgs {
  customerId: string;
  publicToken: string;
  plaidAccountId: string;
  institutionId: string;
  institutionName: string;
  last4: string;
  linkSessionId: string;
  fundingType: FundingType;
  vendorType: string;
  fundingTypes: FundingType[];
}

interface DeactivateArgs {
  customerId: string;
  fundingSourceId: string;
}

export function fundingSourceResolvers({ db, now }: SandboxDeps): ResolverMap {
  return {
    Query: {
      /** Active accounts of the asked types (all types when `types` is null), checking first. */
      async getFundingSources(_parent, args: GetFundingSourcesArgs, context) {
        const { customerId } = context.requireCustomer(args.customerId);
        const types = args.types ?? [...FUNDING_TYPES];
        const customer = await db.one<{ balance_cents: number }>('SELECT balance_cents FROM customers WHERE id = $1', [customerId]);
        if (!customer) throw notFound(MESSAGES.TRY_AGAIN, { customerId: ACCOUNT_MESSAGES.FIELD_INVALID });
        const rows = await db.query<FundingSourceRow>(
          `SELECT ${COLUMNS} FROM funding_sources
            WHERE customer_id = $1 AND status = $2 AND funding_type = ANY($3::text[])
            ORDER BY array_position($4::text[], funding_type), created_at, id`,
          [customerId, FUNDING_SOURCE_ACTIVE_STATUS, types, [...FUNDING_TYPES]],
        );
        return rows.map((row) => toFundingSource(row, customer.balance_cents));
      },
    },
    Mutation: {
      /**
       * Adds the account a bank-linking session chose: the public token (minted by the stand-in,
       * POST /sandbox/plaid/public_token) is exchanged once, and must name the same account as the
       * arguments. One ACTIVE account per funding type.
       */
      async createACHAccount(_parent, args: CreateAchAccountArgs, context) {
        const { customerId } = context.requireCustomer(args.customerId);
        const fields: Record<string, string> = {};
        checkText(fields, 'publicToken', args.publicToken);
        checkText(fields, 'plaidAccountId', args.plaidAccountId);
        checkText(fields, 'institutionId', args.institutionId);
        checkText(fields, 'institutionName', args.institutionName);
        checkText(fields, 'last4', args.last4, { pattern: /^[0-9]{4}$/ });
        checkText(fields, 'linkSessionId', args.linkSessionId);
        checkText(fields, 'vendorType', args.vendorType, { max: 40 });
        if (!args.fundingTypes.includes(args.fundingType)) fields.fundingType = ACCOUNT_MESSAGES.FUNDING_TYPE_UNSUPPORTED;
        if (Object.keys(fields).length) throw invalidArguments(fields);

        const at = now();
        try {
          return await db.transaction(async (tx) => {
            const customer = await lockCustomer<{ balance_cents: number; adding_account_disabled: boolean }>(
              tx,
              customerId,
              'balance_cents, adding_account_disabled',
            );
            if (customer.adding_account_disabled) {
              throw forbidden(ACCOUNT_MESSAGES.ADD_ACCOUNT_UNAVAILABLE, PAYMENT_REFUSAL.ADDING_ACCOUNT_UNAVAILABLE);
            }
            const linked = await exchangePublicToken(tx, { token: args.publicToken, customerId, now: at });
            if (!linked) throw badUserInput(MESSAGES.TOKEN_EXPIRED, { publicToken: MESSAGES.TOKEN_EXPIRED });
            const mismatched: Record<string, string> = {};
            if (linked.accountId !== args.plaidAccountId) mismatched.plaidAccountId = ACCOUNT_MESSAGES.FIELD_INVALID;
            if (linked.institutionId !== args.institutionId) mismatched.institutionId = ACCOUNT_MESSAGES.FIELD_INVALID;
            if (linked.mask !== args.last4) mismatched.last4 = ACCOUNT_MESSAGES.FIELD_INVALID;
            if (linked.subtype.toUpperCase() !== args.fundingType) mismatched.fundingType = ACCOUNT_MESSAGES.FIELD_INVALID;
            if (linked.linkSessionId !== args.linkSessionId) mismatched.linkSessionId = ACCOUNT_MESSAGES.FIELD_INVALID;
            if (Object.keys(mismatched).length) throw badUserInput(MESSAGES.TOKEN_EXPIRED, mismatched);

            const active = await tx.query<FundingSourceRow>(
              `SELECT ${COLUMNS} FROM funding_sources WHERE customer_id = $1 AND status = $2`,
              [customerId, FUNDING_SOURCE_ACTIVE_STATUS],
            );
            const blocked = fundingSourceAddBlockReason(
              active.map((row) => toFundingSource(row, customer.balance_cents)),
              args.fundingType,
            );
            if (blocked === ACCOUNT_MESSAGES.ONE_ACCOUNT_PER_TYPE) {
              throw badUserInput(blocked, { fundingType: blocked }, PAYMENT_REFUSAL.FUNDING_TYPE_TAKEN);
            }
            if (blocked) throw badUserInput(blocked, { fundingType: blocked });

            const institution = findInstitution(linked.institutionId);
            const row = await tx.one<FundingSourceRow>(
              `INSERT INTO funding_sources
                 (id, customer_id, funding_type, vendor_type, institution_id, institution_name, last4, logo, color, status,
                  plaid_account_id, link_session_id, created_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
               RETURNING ${COLUMNS}`,
              [
                `fs-${randomUUID()}`,
                customerId,
                args.fundingType,
                args.vendorType,
                linked.institutionId,
                linked.institutionName,
                linked.mask,
                institution ? institutionLogo(institution) : null,
                institution?.color ?? null,
                FUNDING_SOURCE_ACTIVE_STATUS,
                linked.accountId,
                linked.linkSessionId,
                at,
              ],
            );
            if (!row) throw new Error('funding_sources insert returned no row');
            await recordExchange(tx, linked.token, row.id);
            return toFundingSource(row, customer.balance_cents);
          });
        } catch (error) {
          // The partial unique index backs the rule up (the customer row lock makes this a last resort).
          if (isUniqueViolation(error, ONE_ACTIVE_PER_TYPE_INDEX)) {
            throw badUserInput(ACCOUNT_MESSAGES.ONE_ACCOUNT_PER_TYPE, { fundingType: ACCOUNT_MESSAGES.ONE_ACCOUNT_PER_TYPE }, PAYMENT_REFUSAL.FUNDING_TYPE_TAKEN);
          }
          throw error;
        }
      },

      /**
       * Removes an account (status INACTIVE). Refused while a withdrawal to it is pending. Removing an
       * account that is already inactive answers it as it is (a retried removal succeeds).
       */
      async deactivateFundingSource(_parent, args: DeactivateArgs, context) {
        const { customerId } = context.requireCustomer(args.customerId);
        const at = now();
        return db.transaction(async (tx) => {
          // The same lock executeTransferOut takes: no withdrawal can start on the account meanwhile.
          const customer = await lockCustomer<{ balance_cents: number }>(tx, customerId, 'balance_cents');
          await settleDueTransfers(tx, customerId, at);
          const source = await tx.one<FundingSourceRow>(
            `SELECT ${COLUMNS} FROM funding_sources WHERE id = $1 AND customer_id = $2`,
            [args.fundingSourceId, customerId],
          );
          if (!source) throw notFound(MESSAGES.TRY_AGAIN, { fundingSourceId: ACCOUNT_MESSAGES.FIELD_INVALID });
          if (source.status === FUNDING_SOURCE_INACTIVE_STATUS) return toFundingSource(source, customer.balance_cents);

          const blocked = fundingSourceRemoveBlockReason({ fundingSourceId: source.id }, await pendingTransfersTo(tx, customerId, source.id));
          if (blocked) throw badUserInput(blocked, { fundingSourceId: blocked }, PAYMENT_REFUSAL.PENDING_WITHDRAWAL);

          const row = await tx.one<FundingSourceRow>(
            `UPDATE funding_sources SET status = $3, deactivated_at = $4 WHERE id = $1 AND customer_id = $2 RETURNING ${COLUMNS}`,
            [source.id, customerId, FUNDING_SOURCE_INACTIVE_STATUS, at],
          );
          if (!row) throw new Error('funding_sources update returned no row');
          return toFundingSource(row, customer.balance_cents);
        });
      },
    },
  };
}
