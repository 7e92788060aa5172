import { expect } from 'chai';
import { documentCookies } from '../../../adapters/cookies/Cookies';

/** A document whose cookie text counts its reads (each one a question to the browser). */
function countingDocument(initial: string) {
  let text = initial;
  const document = {
    reads: 0,
    get cookie() {
      document.reads += 1;
      return text;
    },
    set cookie(written: string) {
      const [pair = ''] = written.split(';');
      text = `${text}; ${pair}`;
    },
  };
  return document;
}

describe('documentCookies', () => {
  it('asks the browser once for every read of a running task, and again in the next one or after a write', async () => {
    const doc = countingDocument('cb_session=abc; cb_user=7');
    const cookies = documentCookies(doc as unknown as Document);
    expect([cookies.get('cb_session'), cookies.get('cb_user'), cookies.get('missing')]).to.deep.equal(['abc', '7', null]);
    expect(doc.reads).to.equal(1);

    cookies.set('cb_flash', 'Saved');
    expect(cookies.get('cb_flash')).to.equal('Saved');
    expect(doc.reads).to.equal(2);

    await Promise.resolve();
    doc.cookie = 'cb_other=set-by-a-response';
    await Promise.resolve();
    expect(cookies.get('cb_other')).to.equal('set-by-a-response');
    expect(doc.reads).to.equal(3);
  });
});
