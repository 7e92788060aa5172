// oidc-provider's storage (sessions, interactions, grants, codes, refresh tokens) in memory, one store per
// provider. Everything here is lost on restart: users sign in again, which a sandbox can live with.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { GRANT_MEMBERS } from './constants';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

export function createMemoryAdapterFactory(now: () => number = Date.now): (model: string) => Adapter {
  const entries = new Map<string, Entry>();
  const sessionUids = new Map<string, string>();
  const userCodes = new Map<string, string>();
  const grantMembers = new Map<string, Set<string>>();

  function live(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  return (model) => {
    const keyFor = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyFor(id);
        const expiresAt = typeof expiresIn === 'number' ? now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
        entries.set(key, { payload, expiresAt });
        if (model === 'Session' && payload.uid) sessionUids.set(payload.uid, id);
        if (payload.userCode) userCodes.set(payload.userCode, id);
        if (GRANT_MEMBERS.has(model) && payload.grantId) {
          const members = grantMembers.get(payload.grantId) ?? new Set<string>();
          members.add(key);
          grantMembers.set(payload.grantId, members);
        }
      },
      async find(id) {
        return live(keyFor(id))?.payload;
      },
      async findByUid(uid) {
        const id = sessionUids.get(uid);
        return id === undefined ? undefined : live(keyFor(id))?.payload;
      },
      async findByUserCode(userCode) {
        const id = userCodes.get(userCode);
        return id === undefined ? undefined : live(keyFor(id))?.payload;
      },
      async consume(id) {
        const entry = live(keyFor(id));
        if (entry) entry.payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        const key = keyFor(id);
        const payload = entries.get(key)?.payload;
        entries.delete(key);
        if (payload?.uid && sessionUids.get(payload.uid) === id) sessionUids.delete(payload.uid);
        if (payload?.userCode && userCodes.get(payload.userCode) === id) userCodes.delete(payload.userCode);
      },
      async revokeByGrantId(grantId) {
        for (const key of grantMembers.get(grantId) ?? []) entries.delete(key);
        grantMembers.delete(grantId);
      },
    };
  };
}
