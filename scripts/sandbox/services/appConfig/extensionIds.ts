/**
 * The id of the repository's test extension (test/extension/): its manifest's `key` fixes it. The sandbox
 * tells the app to message it unless `EXTENSION_IDS` names others (a node test checks it matches the key).
 */
export const TEST_EXTENSION_ID = 'ogkmhjinjbonddkkibgfbaapjgpjeinn';

/** The extension ids the app messages: `EXTENSION_IDS`, comma separated, or the test extension's. */
export function extensionIdsFrom(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env.EXTENSION_IDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return listed.length > 0 ? listed : [TEST_EXTENSION_ID];
}
