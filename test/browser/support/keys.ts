/** Presses a key in the real browser (the test runner's send-keys command), so native behaviour runs (Escape on a <dialog>). */
export async function pressKey(key: string): Promise<void> {
  const sessionId = new URL(window.location.href).searchParams.get('wtr-session-id');
  // A variable specifier keeps the bundler from resolving the runner's own module.
  const socketModule = '/__web-dev-server__web-socket.js';
  const { sendMessageWaitForResponse } = (await import(/* @vite-ignore */ socketModule)) as {
    sendMessageWaitForResponse(message: unknown): Promise<{ executed: boolean }>;
  };
  const response = await sendMessageWaitForResponse({ type: 'wtr-command', sessionId, command: 'send-keys', payload: { press: key } });
  if (!response.executed) throw new Error('send-keys is not available');
}
