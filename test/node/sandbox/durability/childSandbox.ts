// The sandbox as `npm start` runs it (node --import tsx scripts/sandbox/main.ts), in a child process, so a test
// can SIGKILL it mid-traffic and start another on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../../scripts/sandbox/db';

const RUNNING_LINE = /Clipback is running at (\S+)/;
const START_TIMEOUT_MS = 60_000;

export interface ChildSandbox {
  origin: string;
  process: ChildProcess;
  /** Everything it printed (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the sandbox with these environment variables (PORT 0: a free port) and waits for its "running" line. */
export function startChildSandbox(env: Record<string, string>): Promise<ChildSandbox> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'scripts/sandbox/main.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The sandbox did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = RUNNING_LINE.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ origin: match[1], process: child, output: () => output, exited });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`The sandbox exited (code ${code}, signal ${signal}) before it was running:\n${output}`));
    });
  });
}
