import type { ExtensionPort } from './ExtensionPort';

// PLACEHOLDER until the shell work writes the runtime-messaging detection; replaced in this issue.
export function browserExtension(): ExtensionPort {
  return { detectVersion: async () => null };
}
