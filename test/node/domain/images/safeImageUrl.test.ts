import { expect } from 'chai';
import { isSafeImageUrl } from '../../../../domain/images/safeImageUrl';

describe('isSafeImageUrl (an image URL that arrived in a query)', () => {
  it('shows https images and paths on the app origin', () => {
    expect(isSafeImageUrl('https://cdn.example/icons/1058.svg')).to.equal(true);
    expect(isSafeImageUrl('/sandbox/images/retailers/1058/icon.svg')).to.equal(true);
  });

  it('refuses http, data:, javascript:, protocol-relative and malformed URLs', () => {
    expect(isSafeImageUrl('http://cdn.example/icon.svg')).to.equal(false);
    expect(isSafeImageUrl('data:image/svg+xml,<svg onload="alert(1)"/>')).to.equal(false);
    expect(isSafeImageUrl('javascript:alert(1)')).to.equal(false);
    expect(isSafeImageUrl('//evil.example/pixel.gif')).to.equal(false);
    expect(isSafeImageUrl('/\\evil.example/pixel.gif')).to.equal(false);
    expect(isSafeImageUrl('icon.svg')).to.equal(false);
    expect(isSafeImageUrl('')).to.equal(false);
  });
});
