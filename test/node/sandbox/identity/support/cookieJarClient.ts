// A browser stand-in for driving the provider with fetch: keeps cookies (one host) and never follows redirects.
export interface ClientResponse {
  status: number;
  headers: Headers;
  location: string | null;
  text: string;
}

interface StoredCookie {
  value: string;
  path: string;
}

function defaultPath(pathname: string): string {
  const slash = pathname.lastIndexOf('/');
  return slash <= 0 ? '/' : pathname.slice(0, slash);
}

function pathMatches(cookiePath: string, requestPath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}

export class CookieJarClient {
  readonly #cookies = new Map<string, StoredCookie>();

  constructor(readonly base: string) {}

  cookieNames(): string[] {
    return [...this.#cookies.keys()];
  }

  #cookieHeader(url: URL): string {
    return [...this.#cookies]
      .filter(([, cookie]) => pathMatches(cookie.path, url.pathname))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  #store(url: URL, headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      let path = defaultPath(url.pathname);
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = attributeValue;
        if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) < Date.now()) expired = true;
      }
      // Cookies with the same name on other paths are rare here; keying by name keeps the jar simple.
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, { value, path });
    }
  }

  async request(pathOrUrl: string, init: RequestInit = {}): Promise<ClientResponse> {
    const url = new URL(pathOrUrl, this.base);
    const headers = new Headers(init.headers);
    const cookie = this.#cookieHeader(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.#store(url, response.headers);
    return {
      status: response.status,
      headers: response.headers,
      location: response.headers.get('location'),
      text: await response.text(),
    };
  }

  get(pathOrUrl: string, headers: Record<string, string> = {}): Promise<ClientResponse> {
    return this.request(pathOrUrl, { headers });
  }

  postForm(pathOrUrl: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<ClientResponse> {
    return this.request(pathOrUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    });
  }
}
