import type { FlagValues, FlagsPort, FlagsRequest } from './FlagsPort';

/** The in-memory twin: tests set `values` (or `failWith`) and read `requests`. */
export class MemoryFlags implements FlagsPort {
  values: FlagValues = {};
  failWith: Error | null = null;
  readonly requests: FlagsRequest[] = [];

  async evaluate(request: FlagsRequest): Promise<FlagValues> {
    this.requests.push(request);
    if (this.failWith) throw this.failWith;
    return { ...this.values };
  }
}
