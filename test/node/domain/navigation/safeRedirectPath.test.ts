import { expect } from 'chai';
import { safeRedirectPath } from '../../../../domain/navigation/safeRedirectPath';

describe('safeRedirectPath (?redirect= must be a same-origin absolute path)', () => {
  it('accepts same-origin absolute paths unchanged', () => {
    for (const path of ['/', '/home', '/account/cashout?page=preview', '/offers/a%2Fb/1', '/search?q=a//b', '/x#frag']) {
      expect(safeRedirectPath(path), path).to.equal(path);
    }
  });

  const hostile: [unknown, string][] = [
    ['//evil.example', 'protocol-relative'],
    ['///evil.example', 'triple slash'],
    ['/\\evil.example', 'slash-backslash'],
    ['\\\\evil.example', 'double backslash'],
    ['/\\/evil.example', 'slash-backslash-slash'],
    ['https://evil.example', 'absolute URL'],
    ['javascript:alert(1)', 'javascript scheme'],
    ['data:text/html,x', 'data scheme'],
    ['evil.example', 'relative host'],
    ['home', 'relative path'],
    [' /home', 'leading space'],
    ['/\t/evil.example', 'tab, stripped by browsers to //'],
    ['/\n/evil.example', 'newline'],
    ['/home\u0000', 'NUL'],
    ['/home\u007f', 'DEL'],
    ['/%2F/evil.example', 'encoded second slash'],
    ['/%5Cevil.example', 'encoded backslash'],
    ['/%252F%252Fevil.example', 'double-encoded slashes'],
    ['', 'empty'],
    [undefined, 'undefined'],
    [null, 'null'],
    [42, 'number'],
    [['/home'], 'array (repeated query key)'],
    [{ toString: () => '/home' }, 'object'],
  ];
  for (const [value, why] of hostile) {
    it(`refuses ${why}`, () => {
      expect(safeRedirectPath(value)).to.equal(null);
    });
  }
});
