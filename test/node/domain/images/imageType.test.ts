import { expect } from 'chai';
import { imageMimeType, imageTypeFromDecoded } from '../../../../domain/images/imageType';

describe('imageTypeFromDecoded', () => {
  it('reads the type named on the first line', () => {
    expect(imageTypeFromDecoded('\u0089PNG\r\n\u001a\nrest')).to.equal('png');
    expect(imageTypeFromDecoded('data:image/jpeg;base64\nrest')).to.equal('jpeg');
    expect(imageTypeFromDecoded('photo.JPG\nmore')).to.equal('jpg');
  });

  it('ignores later lines and defaults to png', () => {
    expect(imageTypeFromDecoded('GIF89a\njpeg')).to.equal('png');
    expect(imageTypeFromDecoded('')).to.equal('png');
  });

  it('takes the first type on the line', () => {
    expect(imageTypeFromDecoded('jpg then png')).to.equal('jpg');
  });
});

describe('imageMimeType', () => {
  it('maps to image MIME types', () => {
    expect(imageMimeType('png')).to.equal('image/png');
    expect(imageMimeType('jpg')).to.equal('image/jpeg');
    expect(imageMimeType('jpeg')).to.equal('image/jpeg');
  });
});
