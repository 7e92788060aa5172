import { SHAREABLE_CACHE_CONTROL } from '../http/sharedCaching';
import type { OperationHandlers } from './restService';

/** The same handlers, the listed operations' answers marked shareable (honoured for anonymous callers only: ../http/sharedCaching). */
export function shareableAnswers(handlers: OperationHandlers, operationIds: readonly string[]): OperationHandlers {
  const marked: OperationHandlers = { ...handlers };
  for (const operationId of operationIds) {
    const handler = handlers[operationId];
    if (!handler) throw new Error(`No handler ${operationId} to mark shareable`);
    marked[operationId] = async (context) => {
      const answer = await handler(context);
      return { ...answer, headers: { 'Cache-Control': SHAREABLE_CACHE_CONTROL, ...answer.headers } };
    };
  }
  return marked;
}
