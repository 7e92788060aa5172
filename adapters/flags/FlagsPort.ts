import type { ClipbackClients, FlagsApi } from '../../sdk/src';
import type { PLATFORM, PLATFORM_MOBILE_WEB } from '../../domain/constants/app';
import * as MESSAGES from '../../domain/constants/messages';

export type FlagValues = FlagsApi.components['schemas']['FlagValues'];
export type FlagPlatform = typeof PLATFORM | typeof PLATFORM_MOBILE_WEB;

export interface FlagsRequest {
  /** Absent for visitors. */
  customerId?: string | null;
  platform: FlagPlatform;
}

/** The port to the feature-flag service (000 §6). */
export interface FlagsPort {
  evaluate(request: FlagsRequest): Promise<FlagValues>;
}

export function sdkFlags(api: ClipbackClients): FlagsPort {
  return {
    async evaluate({ customerId, platform }) {
      const { data } = await api.flags.POST('/evaluations', {
        body: { context: { platform, ...(customerId ? { customerId } : {}) } },
      });
      if (!data) throw new Error(MESSAGES.FEATURE_FLAGS_FAILED);
      return data.flags;
    },
  };
}
