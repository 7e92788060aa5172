/**
 * The port to the Clipback browser extension (Chrome, Edge, Safari). This issue needs only whether it is
 * installed (its version); the affiliate-launch issue adds the launch message (000 §7 "Extension messages").
 */
export interface ExtensionPort {
  /** The installed extension's version, or null when none answers. Never throws. */
  detectVersion(): Promise<string | null>;
}
