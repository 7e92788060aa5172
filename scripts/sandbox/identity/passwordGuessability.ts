// How guessable a new password is, for the domain's new-password rule: zxcvbn-ts with its common-password,
// name and word lists (language-common), built on first use (~80 ms) and kept on the server.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { PasswordGuessability } from '../../../domain/validation/newPassword';

let estimator: ZxcvbnFactory | undefined;

export const passwordGuessability: PasswordGuessability = (password, accountWords) => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password, [...accountWords]).score;
};
