import { expect } from 'chai';
import type { IncomingMessage } from 'node:http';
import { clientAddress } from '../../../../scripts/sandbox/http/clientAddress';

const request = (forwardedFor?: string) =>
  ({ socket: { remoteAddress: '10.0.0.2' }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;

describe('sandbox http: the client address behind a reverse proxy (TRUSTED_PROXY_HOPS)', () => {
  it('is the connection address when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress(request('1.2.3.4'), {})).to.equal('10.0.0.2');
  });

  it('is the address the outermost trusted proxy saw, never one the client wrote itself', () => {
    expect(clientAddress(request('203.0.113.9'), { TRUSTED_PROXY_HOPS: '1' })).to.equal('203.0.113.9');
    expect(clientAddress(request('6.6.6.6, 203.0.113.9'), { TRUSTED_PROXY_HOPS: '1' })).to.equal('203.0.113.9');
    expect(clientAddress(request('6.6.6.6, 203.0.113.9, 10.0.0.1'), { TRUSTED_PROXY_HOPS: '2' })).to.equal('203.0.113.9');
    expect(clientAddress(request(), { TRUSTED_PROXY_HOPS: '1' })).to.equal('10.0.0.2');
  });

  it('refuses a hop count that is not a small whole number', () => {
    expect(() => clientAddress(request('1.2.3.4'), { TRUSTED_PROXY_HOPS: 'yes' })).to.throw('TRUSTED_PROXY_HOPS');
  });
});
