import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { SECURITY_CHECKUP_STATUS } from '../../../../domain/customers/securityCheckup';
import { MINUTE_MS } from '../../../../domain/constants/timing';
import type { ClipbackSdk } from '../../../../sdk/src';
import { NEW_EMAIL } from '../support/sandbox';
import { NEW, apiError, useAccountHarness, startAccountHarness } from './support';
import { builtBefore } from '../../../support/builtBefore';
import { PHONE_MESSAGES } from '../../../../domain/validation/phone';

describe('sandbox account: phone verification', function () {
  this.timeout(60_000);
  const harness = useAccountHarness();
  const fresh = builtBefore(() => harness.sdkFor(NEW_EMAIL));
  const db = () => harness.sandbox.db;
  const lastCode = async (phone: string) =>
    String(
      (await db().one<{ payload: { code: string } }>(
        "SELECT payload FROM outbox_messages WHERE template = 'phone_verification_code' AND recipient = $1 ORDER BY id DESC LIMIT 1",
        [phone],
      ))?.payload.code,
    );
  const create = (phone: string) =>
    fresh.main.POST('/web_v1/customers/{id}/phone_verifications.json', { params: { path: { id: NEW.id }, query: { phone, customer_id: NEW.id } } });
  const verify = (verificationId: string, code: string) =>
    fresh.main.POST('/web_v1/customers/{id}/phone_verifications/{verificationId}/verify.json', { params: { path: { id: NEW.id, verificationId } }, body: { code } });
  const resend = (verificationId: string) =>
    fresh.main.POST('/web_v1/customers/{id}/phone_verifications/{verificationId}/resend.json', { params: { path: { id: NEW.id, verificationId } } });

  it('refuses a number verified by another customer with 409 PHONE_TAKEN', async () => {
    const error = await apiError(create('+13035550199'), 409);
    expect(error.message).to.equal(ACCOUNT_MESSAGES.PHONE_TAKEN);
    expect(error.code).to.equal('PHONE_TAKEN');
  });

  it('refuses a number that is not a valid US number with the phone message', async () => {
    const error = await apiError(create('5555550100'), 400);
    expect(error.fields).to.deep.equal({ phone: PHONE_MESSAGES.PHONE_INVALID });
  });

  it('refuses a customer_id that is not the path’s customer', async () => {
    await apiError(
      fresh.main.POST('/web_v1/customers/{id}/phone_verifications.json', { params: { path: { id: NEW.id }, query: { phone: '3035550123', customer_id: '100001' } } }),
      403,
    );
  });

  it('sends a 7-digit code, refuses a wrong code with fields.code, verifies the right one', async () => {
    const { data: created, response } = await create('(303) 555-0123'.replace(/\D/g, ''));
    expect(response.status).to.equal(201);
    expect(created).to.include({ phoneNumber: '+13035550123', verified: false });
    expect(created?.referenceId).to.match(/^ref-/);
    const code = await lastCode('+13035550123');
    expect(code).to.match(/^\d{7}$/);

    const wrong = String((Number(code) + 1) % 10_000_000).padStart(7, '0');
    const error = await apiError(verify(String(created?.id), wrong), 400);
    expect(error.fields).to.deep.equal({ code: ACCOUNT_MESSAGES.VERIFICATION_CODE_WRONG });
    const stillUnverified = await db().one<{ phone_number: string | null }>('SELECT phone_number FROM customers WHERE id = $1', [NEW.id]);
    expect(stillUnverified?.phone_number).to.equal(null);

    // Six digits never reach the check (the contract's pattern): 400 as well.
    await apiError(verify(String(created?.id), '123456'), 400);

    const { data: verified } = await verify(String(created?.id), code);
    expect(verified).to.include({ id: created?.id, verified: true, phoneNumber: '+13035550123' });
    const { data: customer } = await fresh.main.GET('/v2/customers/{id}', { params: { path: { id: NEW.id } } });
    expect(customer?.phoneNumber).to.equal('+13035550123');
    const { data: checkup } = await fresh.gateway.POST('/monolith/securityCheckupStatus', {});
    expect(checkup?.items.find((item) => item.id === 'phoneVerification')?.status).to.equal(SECURITY_CHECKUP_STATUS.COMPLETE);

    // Verifying again answers the verified verification; resending is refused.
    expect((await verify(String(created?.id), code)).data?.verified).to.equal(true);
    await apiError(resend(String(created?.id)), 400);
  });

  it('resends a new code (the old one stops working) and expires codes after a while', async () => {
    const { data: created } = await create('2025550123');
    const first = await lastCode('+12025550123');
    const { data: resent } = await resend(String(created?.id));
    expect(resent).to.deep.equal(created);
    const second = await lastCode('+12025550123');
    const messages = await db().query("SELECT id FROM outbox_messages WHERE template = 'phone_verification_code' AND recipient = '+12025550123'");
    expect(messages).to.have.length(2);
    if (first !== second) await apiError(verify(String(created?.id), first), 400);

    harness.clock.advance(11 * MINUTE_MS);
    try {
      await apiError(verify(String(created?.id), second), 410);
    } finally {
      harness.clock.advance(-11 * MINUTE_MS);
    }
  });

  it('answers 404 for an unknown verification and counts wrong codes up to a limit (429)', async () => {
    await apiError(verify('pv-unknown', '1234567'), 404);
    await apiError(resend('pv-unknown'), 404);
    const { data: created } = await create('2025550199');
    const code = await lastCode('+12025550199');
    const wrong = String((Number(code) + 1) % 10_000_000).padStart(7, '0');
    for (let i = 0; i < 5; i++) await apiError(verify(String(created?.id), wrong), 400);
    await apiError(verify(String(created?.id), code), 429);
  });
});
