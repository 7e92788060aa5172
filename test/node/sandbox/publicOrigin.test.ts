import { expect } from 'chai';
import { parsePublicOrigin } from '../../../scripts/sandbox/publicOrigin';

describe('sandbox: PUBLIC_ORIGIN', () => {
  it('accepts an http(s) origin, with or without a trailing slash, and answers it without one', () => {
    expect(parsePublicOrigin('https://clipback.example')).to.equal('https://clipback.example');
    expect(parsePublicOrigin('https://Clipback.example:8443/')).to.equal('https://clipback.example:8443');
    expect(parsePublicOrigin('http://localhost:9000')).to.equal('http://localhost:9000');
  });

  it('refuses anything but an origin, saying what is wrong', () => {
    for (const value of ['clipback.example', 'ftp://clipback.example', '', 'javascript:alert(1)']) {
      expect(() => parsePublicOrigin(value), value).to.throw('must be an http:// or https:// origin');
    }
    for (const value of ['https://clipback.example/app', 'https://clipback.example/?a=1', 'https://clipback.example#x', 'https://me:pw@clipback.example']) {
      expect(() => parsePublicOrigin(value), value).to.throw('must be an origin only');
    }
  });
});
