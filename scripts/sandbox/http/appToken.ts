import type { IncomingMessage } from 'node:http';
import { WEB_APP_TOKEN } from '../../../domain/constants/app';
import { HttpError } from '../api/HttpError';

const APP_TOKEN_HEADER = 'x-app-token';

/** What is wrong with the request's X-App-Token ('is required', 'is not valid'), or null when it is the app's. */
export function appTokenProblem(request: IncomingMessage): string | null {
  const token = request.headers[APP_TOKEN_HEADER];
  if (token === undefined || token === '') return 'is required';
  return token === WEB_APP_TOKEN ? null : 'is not valid';
}

/** 400 APP_TOKEN_INVALID naming the header, unless the request carries the app's X-App-Token. */
export function requireAppToken(request: IncomingMessage): void {
  const problem = appTokenProblem(request);
  if (problem) {
    throw new HttpError(400, `The X-App-Token header ${problem}.`, { code: 'APP_TOKEN_INVALID', fields: { 'header.X-App-Token': problem } });
  }
}
