// Phone verification (001 §4): send a 7-digit code (the sandbox "sends" it to outbox_messages), verify it,
// resend it. A number verified by another customer is refused (ACCOUNT_MESSAGES.PHONE_TAKEN).
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { ONBOARDING_STEPS } from '../../../../domain/customers/onboarding';
import { SECURITY_CHECKUP_STATUS } from '../../../../domain/customers/securityCheckup';
import { MINUTE_MS } from '../../../../domain/constants/timing';
import { validatePhone } from '../../../../domain/validation/phone';
import { validateVerificationCode } from '../../../../domain/validation/verificationCode';
import { ACCESS_MESSAGES, HttpError } from '../../api/HttpError';
import type { OperationHandlers } from '../../api/restService';
import { isUniqueViolation, type SqlExecutor } from '../../db';
import { setCheckupStatus } from '../account/checkup';
import { OUTBOX_TEMPLATE, queueMessage } from '../account/outbox';
import { CODE, SANDBOX_MESSAGES, badRequest, forbidden, invalidFields, notFound, rateLimited } from '../account/refusals';
import { newRecordId, newVerificationCode, randomChars } from '../account/tokens';
import type { SandboxDeps } from '../SandboxDeps';

/** Ours: the documents give no durations or limits for phone codes. */
export const PHONE_CODE_TTL_MS = 10 * MINUTE_MS;
export const PHONE_VERIFICATIONS_PER_HOUR = 5;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_MAX_RESENDS = 3;

interface VerificationRow {
  id: string;
  customer_id: string;
  reference_id: string;
  phone_number: string;
  code: string;
  verified: boolean;
  attempts: number;
  resend_count: number;
  created_at: Date;
  expires_at: Date;
}

const toPhoneVerification = (row: VerificationRow) => ({
  id: row.id,
  referenceId: row.reference_id,
  phoneNumber: row.phone_number,
  verified: row.verified,
});

const phoneTaken = (status: 400 | 409) =>
  new HttpError(status, ACCOUNT_MESSAGES.PHONE_TAKEN, { code: CODE.PHONE_TAKEN, fields: { phone: ACCOUNT_MESSAGES.PHONE_TAKEN } });

async function phoneVerifiedByAnother(db: SqlExecutor, customerId: string, phone: string): Promise<boolean> {
  const row = await db.one('SELECT id FROM customers WHERE phone_number = $1 AND phone_verified_at IS NOT NULL AND id <> $2', [phone, customerId]);
  return row !== null;
}

async function sendCode(db: SqlExecutor, row: Pick<VerificationRow, 'customer_id' | 'phone_number' | 'reference_id' | 'code'>, at: Date) {
  await queueMessage(db, {
    channel: 'sms',
    recipient: row.phone_number,
    template: OUTBOX_TEMPLATE.PHONE_CODE,
    payload: { code: row.code, referenceId: row.reference_id },
    customerId: row.customer_id,
    at,
  });
}

/** The customer's verification, locked for update; 404 for anyone else's or an unknown id. */
async function lockedVerification(tx: SqlExecutor, customerId: string, verificationId: string): Promise<VerificationRow> {
  const row = await tx.one<VerificationRow>(
    'SELECT * FROM phone_verifications WHERE id = $1 AND customer_id = $2 FOR UPDATE',
    [verificationId, customerId],
  );
  if (!row) throw notFound();
  return row;
}

export function phoneHandlers(deps: SandboxDeps): OperationHandlers {
  const { db } = deps;
  return {
    async createPhoneVerification(context) {
      const { customerId } = context.requireCustomer(context.params.id);
      // customer_id repeats the path's id: it must name the same (signed-in) customer.
      if (String(context.query.customer_id) !== customerId) throw forbidden(ACCESS_MESSAGES.OTHER_CUSTOMER);
      const phone = validatePhone(String(context.query.phone));
      if (!phone.ok) throw invalidFields({ phone: phone.message });
      const now = deps.now();
      const row = await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
        if (await phoneVerifiedByAnother(tx, customerId, phone.value)) throw phoneTaken(409);
        const recent = await tx.one<{ count: number }>(
          'SELECT count(*)::int AS count FROM phone_verifications WHERE customer_id = $1 AND created_at > $2',
          [customerId, new Date(now.getTime() - 60 * MINUTE_MS)],
        );
        if ((recent?.count ?? 0) >= PHONE_VERIFICATIONS_PER_HOUR) throw rateLimited(SANDBOX_MESSAGES.TOO_MANY_ATTEMPTS);
        const created = await tx.one<VerificationRow>(
          `INSERT INTO phone_verifications (id, customer_id, reference_id, phone_number, code, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
          [newRecordId('pv', customerId), customerId, `ref-${randomChars(16)}`, phone.value, newVerificationCode(), now, new Date(now.getTime() + PHONE_CODE_TTL_MS)],
        );
        if (!created) throw new Error('phone_verifications insert returned no row');
        await sendCode(tx, created, now);
        return created;
      });
      return { status: 201, body: toPhoneVerification(row) };
    },

    async verifyPhoneCode(context) {
      const { customerId } = context.requireCustomer(context.params.id);
      const code = validateVerificationCode(context.body.code);
      if (!code.ok) throw invalidFields({ code: code.message });
      const now = deps.now();
      type Outcome = { ok: true; row: VerificationRow } | { ok: false; error: HttpError };
      // A wrong code is counted, so the transaction commits and the refusal is thrown after it.
      let outcome: Outcome;
      try {
        outcome = await db.transaction(async (tx): Promise<Outcome> => {
          const row = await lockedVerification(tx, customerId, context.params.verificationId);
          if (row.verified) return { ok: true, row };
          if (new Date(row.expires_at).getTime() <= now.getTime()) {
            return { ok: false, error: new HttpError(410, SANDBOX_MESSAGES.PHONE_VERIFICATION_EXPIRED, { code: CODE.EXPIRED }) };
          }
          if (row.attempts >= PHONE_CODE_MAX_ATTEMPTS) return { ok: false, error: rateLimited(SANDBOX_MESSAGES.TOO_MANY_ATTEMPTS) };
          await tx.query('UPDATE phone_verifications SET attempts = attempts + 1 WHERE id = $1', [row.id]);
          if (row.code !== code.value) {
            return { ok: false, error: invalidFields({ code: ACCOUNT_MESSAGES.VERIFICATION_CODE_WRONG }) };
          }
          if (await phoneVerifiedByAnother(tx, customerId, row.phone_number)) return { ok: false, error: phoneTaken(400) };
          const verified = await tx.one<VerificationRow>(
            'UPDATE phone_verifications SET verified = true, verified_at = $2 WHERE id = $1 RETURNING *',
            [row.id, now],
          );
          await tx.query(
            'UPDATE customers SET phone_number = $2, phone_verified_at = $3, updated_at = $3 WHERE id = $1',
            [customerId, row.phone_number, now],
          );
          await setCheckupStatus(tx, customerId, ONBOARDING_STEPS[2], SECURITY_CHECKUP_STATUS.COMPLETE, now);
          return { ok: true, row: verified ?? row };
        });
      } catch (error) {
        // Another customer verified the number at the same moment: the unique index refuses the second.
        if (isUniqueViolation(error)) throw phoneTaken(400);
        throw error;
      }
      if (!outcome.ok) throw outcome.error;
      return { body: toPhoneVerification(outcome.row) };
    },

    async resendPhoneCode(context) {
      const { customerId } = context.requireCustomer(context.params.id);
      const now = deps.now();
      const row = await db.transaction(async (tx) => {
        const current = await lockedVerification(tx, customerId, context.params.verificationId);
        if (current.verified) throw badRequest(SANDBOX_MESSAGES.PHONE_ALREADY_VERIFIED);
        if (current.resend_count >= PHONE_CODE_MAX_RESENDS) throw rateLimited(SANDBOX_MESSAGES.TOO_MANY_ATTEMPTS);
        // A new code with a fresh expiry and attempt count; the verification is otherwise unchanged.
        const updated = await tx.one<VerificationRow>(
          `UPDATE phone_verifications SET code = $2, expires_at = $3, attempts = 0, resend_count = resend_count + 1
            WHERE id = $1 RETURNING *`,
          [current.id, newVerificationCode(), new Date(now.getTime() + PHONE_CODE_TTL_MS)],
        );
        if (!updated) throw notFound();
        await sendCode(tx, updated, now);
        return updated;
      });
      return { body: toPhoneVerification(row) };
    },
  };
}
