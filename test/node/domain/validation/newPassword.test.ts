import { expect } from 'chai';
import {
  accountWordsOf,
  NEW_PASSWORD_LIMITS,
  NEW_PASSWORD_MESSAGES,
  newPasswordProblem,
} from '../../../../domain/validation/newPassword';

describe('domain: the new-password rule', () => {
  const seen: { password: string; words: readonly string[] }[] = [];
  const scoring = (score: number) => (password: string, words: readonly string[]) => {
    seen.push({ password, words });
    return score;
  };

  it('checks the length bounds before asking how guessable the password is', () => {
    const email = 'a@b.co';
    expect(newPasswordProblem('', { email, guessability: scoring(4) })).to.equal(NEW_PASSWORD_MESSAGES.PASSWORD_REQUIRED);
    expect(newPasswordProblem('x'.repeat(NEW_PASSWORD_LIMITS.MIN_LENGTH - 1), { email, guessability: scoring(4) })).to.equal(
      NEW_PASSWORD_MESSAGES.PASSWORD_TOO_SHORT,
    );
    expect(newPasswordProblem('x'.repeat(NEW_PASSWORD_LIMITS.MAX_LENGTH + 1), { email, guessability: scoring(4) })).to.equal(
      NEW_PASSWORD_MESSAGES.PASSWORD_TOO_LONG,
    );
    expect(seen).to.have.length(0);
  });

  it('refuses a score under the minimum and passes the account words to the estimator', () => {
    const email = ' Pat.Saver@Example.com ';
    expect(newPasswordProblem('pat.saver2025', { email, guessability: scoring(NEW_PASSWORD_LIMITS.MIN_SCORE - 1) })).to.equal(
      NEW_PASSWORD_MESSAGES.PASSWORD_TOO_GUESSABLE,
    );
    expect(newPasswordProblem('unrelated words here', { email, guessability: scoring(NEW_PASSWORD_LIMITS.MIN_SCORE) })).to.equal(null);
    expect(seen.at(-1)?.words).to.deep.equal(accountWordsOf(email));
    expect(accountWordsOf(email)).to.include.members(['pat.saver@example.com', 'pat.saver', 'patsaver', 'pat', 'saver', 'example']);
  });
});
