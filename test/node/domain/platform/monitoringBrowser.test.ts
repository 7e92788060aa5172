import { expect } from 'chai';
import { MONITORING_BROWSER_NAME_MAX_LENGTH, monitoringBrowserName } from '../../../../domain/platform/monitoringBrowser';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.7390.54 Safari/537.36';
const EDGE = `${CHROME} Edg/156.0.3240.8`;
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

describe('monitoringBrowserName (000 §9: browser-name truncation 30 characters)', () => {
  it('names the browser and its version, the most specific token first', () => {
    expect(monitoringBrowserName(CHROME)).to.equal('Chrome 156.0.7390.54');
    expect(monitoringBrowserName(EDGE)).to.equal('Edge 156.0.3240.8');
    expect(monitoringBrowserName(SAFARI)).to.equal('Safari 18.1');
    expect(monitoringBrowserName(FIREFOX)).to.equal('Firefox 140.0');
  });

  it('cuts an unknown or long name at 30 characters', () => {
    expect(MONITORING_BROWSER_NAME_MAX_LENGTH).to.equal(30);
    expect(monitoringBrowserName('SomeEmbeddedWebView/1.0 (a very long product description)')).to.equal('SomeEmbeddedWebView/1.0 (a ver');
    expect(monitoringBrowserName(`Mozilla/5.0 Chrome/${'9'.repeat(40)}`)).to.have.length(30);
    expect(monitoringBrowserName('')).to.equal('');
  });
});
