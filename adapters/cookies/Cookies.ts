import type { Clock } from '../clock/Clock';

export interface CookieOptions {
  /** Lifetime; without it the cookie lasts for the browser session. */
  maxAgeMs?: number;
  path?: string;
}

/** The port for cookies the app sets itself (session, dismissals, helpdesk redirect, modal seen). */
export interface Cookies {
  get(name: string): string | null;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
}

/** A `Cookie` header's (or `document.cookie`'s) cookies by name, decoded; one the app could not have written is left out. */
export function parseCookies(text: string): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of text.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    try {
      const name = decodeURIComponent(part.slice(0, separator).trim());
      // The first of two same-named cookies is the one with the longer path: the one a browser sends first.
      if (!jar.has(name)) jar.set(name, decodeURIComponent(part.slice(separator + 1).trim()));
    } catch {
      // A cookie the app did not write (bad encoding) is not one it reads.
    }
  }
  return jar;
}

/** `document.cookie` behind the port. Values are URI-encoded so any text round-trips. */
export function documentCookies(doc: Document, { secure = false }: { secure?: boolean } = {}): Cookies {
  // Views read cookies as they render: the text is parsed again only when it changed. Reading document.cookie asks
  // the browser (a slow phone's millisecond or more, a dozen times as the stores are built): one read serves the
  // rest of the running task, until its microtasks, and a write reads again.
  let parsed: { text: string; jar: Map<string, string> } | null = null;
  let readInThisTask: string | null = null;
  const cookieText = () => {
    if (readInThisTask === null) {
      readInThisTask = doc.cookie;
      queueMicrotask(() => (readInThisTask = null));
    }
    return readInThisTask;
  };
  const write = (cookie: string) => {
    doc.cookie = cookie;
    readInThisTask = null;
  };
  return {
    get(name) {
      const text = cookieText();
      if (parsed?.text !== text) parsed = { text, jar: parseCookies(text) };
      return parsed.jar.get(name) ?? null;
    },
    set(name, value, { maxAgeMs, path = '/' } = {}) {
      const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${path}`, 'SameSite=Lax'];
      if (maxAgeMs !== undefined) parts.push(`max-age=${Math.max(0, Math.floor(maxAgeMs / 1000))}`);
      if (secure) parts.push('Secure');
      write(parts.join('; '));
    },
    remove(name, { path = '/' } = {}) {
      write(`${encodeURIComponent(name)}=; path=${path}; max-age=0; SameSite=Lax`);
    },
  };
}

/**
 * The cookies a request carried (its `Cookie` header), for rendering a page on the server: reads see what the
 * browser sent, and what the render sets is kept for the rest of it (never sent back: the browser sets its own).
 */
export function requestCookies(header: string): Cookies {
  const jar = parseCookies(header);
  return {
    get: (name) => jar.get(name) ?? null,
    set: (name, value) => void jar.set(name, value),
    remove: (name) => void jar.delete(name),
  };
}

/** The in-memory twin; expiry follows the clock it is given. */
export class MemoryCookies implements Cookies {
  private readonly jar = new Map<string, { value: string; expiresAt: number | null }>();

  constructor(private readonly clock: Clock) {}

  get(name: string): string | null {
    const cookie = this.jar.get(name);
    if (!cookie) return null;
    if (cookie.expiresAt !== null && cookie.expiresAt <= this.clock.now().getTime()) {
      this.jar.delete(name);
      return null;
    }
    return cookie.value;
  }

  set(name: string, value: string, { maxAgeMs }: CookieOptions = {}): void {
    const expiresAt = maxAgeMs === undefined ? null : this.clock.now().getTime() + Math.floor(maxAgeMs / 1000) * 1000;
    this.jar.set(name, { value, expiresAt });
  }

  remove(name: string): void {
    this.jar.delete(name);
  }
}
