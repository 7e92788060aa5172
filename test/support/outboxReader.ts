/** One message of GET /sandbox/outbox (the sandbox's sent e-mails and texts). */
export interface OutboxEntry {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  text: string;
  links: string[];
  codes: string[];
  sentAt: string;
}

/** A recipient's messages, newest first (an e-mail address, or a phone number in any US spelling). */
export async function readOutbox(origin: string, recipient: string): Promise<OutboxEntry[]> {
  const response = await fetch(`${origin}/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /sandbox/outbox answered ${response.status}`);
  return ((await response.json()) as { messages: OutboxEntry[] }).messages;
}

/** The newest link sent to `recipient` whose path is `path`; throws when there is none. */
export async function latestLinkTo(origin: string, recipient: string, path: string): Promise<URL> {
  for (const message of await readOutbox(origin, recipient)) {
    for (const link of message.links) {
      const url = new URL(link);
      if (url.pathname === path) return url;
    }
  }
  throw new Error(`no link to ${path} was sent to ${recipient}`);
}

/** The newest code texted or e-mailed to `recipient`; throws when there is none. */
export async function latestCode(origin: string, recipient: string): Promise<string> {
  const code = (await readOutbox(origin, recipient)).find((message) => message.codes.length > 0)?.codes[0];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}
