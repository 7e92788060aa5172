import { expect } from 'chai';
import { inAppPath } from '../../../../domain/navigation/oauth';

describe('inAppPath (where a direct link may return to)', () => {
  const origin = 'http://localhost:8080';

  it('keeps a path, or a URL on the app origin, with its query', () => {
    expect(inAppPath('/retailers/Grandmart/1408/link', origin)).to.equal('/retailers/Grandmart/1408/link');
    expect(inAppPath(`${origin}/retailers/Grandmart/1408?x=1`, origin)).to.equal('/retailers/Grandmart/1408?x=1');
  });

  it('refuses another site, a protocol-relative URL, backslashes and a relative path', () => {
    for (const goto of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'retailers/1408', 'javascript:alert(1)']) {
      expect(inAppPath(goto, origin), goto).to.equal(null);
    }
  });

  it('refuses a path whose dot segments normalise to another host (issue 29)', () => {
    for (const goto of ['/.//evil.example/login', '/x/..//evil.example', '/%2e%2e//evil.example', '/./%2e//evil.example', `${origin}/.//evil.example`]) {
      expect(inAppPath(goto, origin), goto).to.equal(null);
    }
  });

  it('still keeps dot segments that stay on the app, normalised', () => {
    expect(inAppPath('/retailers/./x/../Grandmart/1408', origin)).to.equal('/retailers/Grandmart/1408');
  });
});
