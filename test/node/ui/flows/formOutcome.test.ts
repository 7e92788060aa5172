// refusalOutcome: the one way a port's rejection becomes what a form or an action shows.
import { expect } from 'chai';
import { ApiError } from '../../../../sdk/src/errors';
import { isClientError, refusalOutcome } from '../../../../ui/flows/formOutcome';

const refusal = (status: number, message: string, fields?: Record<string, string>) =>
  new ApiError(message, { service: 'test', status, ...(fields ? { fields } : {}) });

describe('refusalOutcome', () => {
  it("shows the form's own fields inline, with no whole-form message", () => {
    expect(refusalOutcome(refusal(400, 'Invalid', { zip: 'Enter a valid zip' }), ['zip', 'email'], 'Try again')).to.deep.equal({
      ok: false,
      fields: { zip: 'Enter a valid zip' },
      message: null,
      status: 400,
    });
  });

  it('keeps a whole-form message when the refusal also names a field the form does not show', () => {
    const outcome = refusalOutcome(refusal(422, 'That e-mail is taken', { zip: 'Enter a valid zip', email: 'Taken' }), ['zip'], 'Try again', isClientError);
    expect(outcome).to.deep.equal({ ok: false, fields: { zip: 'Enter a valid zip' }, message: 'That e-mail is taken', status: 422 });
  });

  it("keeps the service's message for the statuses listed or the rule given, else the fallback", () => {
    expect(refusalOutcome(refusal(429, 'Slow down'), [], 'Try again', [429]).message).to.equal('Slow down');
    expect(refusalOutcome(refusal(400, 'Bad'), [], 'Try again', [429]).message).to.equal('Try again');
    expect(refusalOutcome(refusal(404, 'Not here'), [], 'Try again', isClientError).message).to.equal('Not here');
    expect(refusalOutcome(refusal(503, 'Upstream down'), [], 'Try again', isClientError).message).to.equal('Try again');
    expect(refusalOutcome(new TypeError('Failed to fetch'), [], 'Try again', isClientError)).to.deep.equal({ ok: false, fields: {}, message: 'Try again', status: null });
  });

  it('takes a fallback that depends on the refusal (whether the service answered)', () => {
    const fallback = ({ status }: { status: number | null }) => (status === null ? 'No answer' : 'Refused');
    expect(refusalOutcome(refusal(500, 'Internal'), [], fallback).message).to.equal('Refused');
    expect(refusalOutcome(new TypeError('Failed to fetch'), [], fallback).message).to.equal('No answer');
  });
});
