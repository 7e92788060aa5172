/** Resizes the browser's viewport through the test runner's set-viewport command (a real layout, not emulation). */
export async function setViewport(width: number, height: number): Promise<void> {
  const sessionId = new URL(window.location.href).searchParams.get('wtr-session-id');
  // A variable specifier keeps the bundler from resolving the runner's own module.
  const socketModule = '/__web-dev-server__web-socket.js';
  const { sendMessageWaitForResponse } = (await import(/* @vite-ignore */ socketModule)) as {
    sendMessageWaitForResponse(message: unknown): Promise<{ executed: boolean }>;
  };
  const response = await sendMessageWaitForResponse({ type: 'wtr-command', sessionId, command: 'set-viewport', payload: { width, height } });
  if (!response.executed) throw new Error('set-viewport is not available');
}
