import { HttpError } from '../../api/HttpError';
import type { OperationHandler } from '../../api/restService';
import { unstorableText } from '../../api/storableJson';
import { listTrackingEvents } from '../tracking';
import type { SandboxDeps } from '../SandboxDeps';

/** The contract's default page (its maximum, 1000, is enforced by the pipeline). */
const DEFAULT_LIMIT = 100;

interface ListQuery {
  name?: string;
  userId?: string;
  session?: string;
  since?: string;
  limit?: number;
}

/**
 * GET /sandbox/tracking/events: the stored events, newest first (so `limit` keeps the latest), filtered by
 * name, user id, session and receipt time (`since`, inclusive).
 */
export function listSandboxTrackingEvents(deps: SandboxDeps): OperationHandler {
  return async ({ query }) => {
    const { name, userId, session, since, limit } = query as ListQuery;
    const fields: Record<string, string> = {};
    if (session !== undefined) Object.assign(fields, unstorableText(session, 'query.session') ?? {});
    const sinceDate = since === undefined ? undefined : new Date(since);
    if (sinceDate && Number.isNaN(sinceDate.getTime())) fields['query.since'] = 'must be a date-time';
    if (Object.keys(fields).length) throw new HttpError(400, 'Some query parameters are not valid.', { code: 'BAD_REQUEST', fields });
    const events = await listTrackingEvents(deps.db, { name, userId, session, since: sinceDate, limit: limit ?? DEFAULT_LIMIT });
    return { body: { events } };
  };
}
