import type { ExtensionPort } from './ExtensionPort';

/** The in-memory twin. */
export class MemoryExtension implements ExtensionPort {
  constructor(public version: string | null = null) {}

  async detectVersion(): Promise<string | null> {
    return this.version;
  }
}
