import { expect } from 'chai';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { Client } from 'openapi-fetch';
import { ClipbackError } from '../../../sdk/src/index';
import { close, listenOnFreePort } from '../../support/listen';

/** A request as the loopback server received it. */
export interface ReceivedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  pathname: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed as JSON, when it is JSON. */
  json: unknown;
}

export type Answer = (request: ReceivedRequest, response: ServerResponse) => void;

export interface LoopbackServer {
  origin: string;
  received: ReceivedRequest[];
  /** Replaces how the server answers (default: 200 `{}`). */
  answer(handler: Answer): void;
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/** A real HTTP server on 127.0.0.1 that records every request and answers with the current handler. */
export async function startLoopbackServer(): Promise<LoopbackServer> {
  const received: ReceivedRequest[] = [];
  let handler: Answer = (_request, response) => sendJson(response, 200, {});
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      const url = request.url ?? '/';
      const entry: ReceivedRequest = {
        method: request.method ?? 'GET',
        url,
        pathname: new URL(url, 'http://loopback.invalid').pathname,
        headers: request.headers,
        body,
        json,
      };
      received.push(entry);
      handler(entry, response);
    });
  });
  const origin = await listenOnFreePort(server);
  return {
    origin,
    received,
    answer(next) {
      handler = next;
    },
    close: () => close(server),
  };
}

/**
 * Calls any path on an SDK REST client without its generated typing: the middleware under test does
 * not depend on a document's request shapes (typed calls are covered separately).
 */
export function callUntyped(
  client: unknown,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  init: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal; params?: unknown } = {},
): Promise<{ data?: unknown; response: Response }> {
  return (client as Client<any>).request(method, path, init as never) as Promise<{ data?: unknown; response: Response }>;
}

/** Runs the call and answers the error it threw (failing when it resolved or threw something untyped). */
export async function failureOf(call: () => Promise<unknown>): Promise<ClipbackError> {
  try {
    await call();
  } catch (error) {
    expect(error, String(error)).to.be.instanceOf(ClipbackError);
    return error as ClipbackError;
  }
  expect.fail('the call resolved');
}
