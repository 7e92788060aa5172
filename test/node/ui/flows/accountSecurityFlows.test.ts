// The account-security flows' answers for refusals the twins do not produce on their own.
import { expect } from 'chai';
import { MemoryAccountSecurityGateway } from '../../../../adapters/accountSecurity/MemoryAccountSecurityGateway';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { ApiError } from '../../../../sdk/src/errors';
import { followAccountLink } from '../../../../ui/flows/followAccountLink';
import { sendPhoneCode } from '../../../../ui/flows/sendPhoneCode';
import { verifyPhoneCode } from '../../../../ui/flows/verifyPhoneCode';

const refusal = (status: number, message: string, fields?: Record<string, string>) =>
  new ApiError(message, { service: 'test', status, ...(fields ? { fields } : {}) });

describe('account-security flows', () => {
  it("answer a 409 without a field map as the documents' phone-taken message on the phone field", async () => {
    const security = new MemoryAccountSecurityGateway('1');
    security.failWith = refusal(409, 'Conflict');
    const outcome = await sendPhoneCode({ customerId: '1', phone: '(303) 555-0177' }, { security });
    expect(outcome).to.deep.include({ ok: false, fields: { phone: ACCOUNT_MESSAGES.PHONE_TAKEN }, message: null });
  });

  it("keep the service's message for a throttle or an expired code, and the documents' fallback otherwise", async () => {
    const security = new MemoryAccountSecurityGateway('1');
    security.failWith = refusal(429, 'Too many attempts. Please wait a while and try again.');
    expect(await sendPhoneCode({ customerId: '1', phone: '3035550177' }, { security })).to.deep.include({ message: 'Too many attempts. Please wait a while and try again.' });
    security.failWith = refusal(410, 'This code has expired. Send a new one.');
    expect(await verifyPhoneCode({ customerId: '1', verificationId: 'pv-1', code: '1234567' }, { security })).to.deep.include({ message: 'This code has expired. Send a new one.' });
    security.failWith = refusal(500, 'Internal');
    expect(await verifyPhoneCode({ customerId: '1', verificationId: 'pv-1', code: '1234567' }, { security })).to.deep.include({ message: ACCOUNT_MESSAGES.PHONE_CODE_VERIFY_FAILED });
  });

  it('read a malformed token (400) as an expired link, and never reject', async () => {
    expect(await followAccountLink('x', () => Promise.reject(refusal(400, 'Bad')), 'failed')).to.deep.include({ ok: false, expired: true });
    expect(await followAccountLink('x', () => Promise.reject(new TypeError('fetch failed')), 'failed')).to.deep.equal({ ok: false, fields: {}, message: 'failed', status: null, expired: false });
  });
});
