// One process at a time per PGlite data folder: two engines writing one folder corrupt it. The lock is a file
// beside the folder (`<dataDir>.lock`, holding the owner's pid), so deleting the folder keeps it; a lock
// whose process is gone is stale and taken over.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export const lockPathFor = (dataDir: string) => `${dataDir}.lock`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid holding the folder, or null when it is free (or the lock is stale). */
export function dataDirOwner(dataDir: string): number | null {
  let text: string;
  try {
    text = readFileSync(lockPathFor(dataDir), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

export function assertDataDirFree(dataDir: string): void {
  const owner = dataDirOwner(dataDir);
  if (owner !== null) {
    const who = owner === process.pid ? 'this process' : `process ${owner}`;
    throw new Error(`The sandbox database ${dataDir} is in use by ${who}: stop that sandbox first`);
  }
}

/** Takes the folder's lock; answers the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const path = lockPathFor(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      assertDataDirFree(dataDir);
      rmSync(path, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
