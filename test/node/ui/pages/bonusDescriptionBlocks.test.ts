import { expect } from 'chai';
import { descriptionBlocks } from '../../../../ui/pages/bonus/descriptionBlocks';

describe('descriptionBlocks (the bonus spotlight text)', () => {
  it("makes consecutive '- ' lines one list and other lines paragraphs, skipping blank lines", () => {
    expect(descriptionBlocks('Shop twice.\n\n- Redeem one offer\n- Redeem <b>two</b> offers\nThen wait.\n* Again')).to.deep.equal([
      { kind: 'paragraph', text: 'Shop twice.' },
      { kind: 'list', items: ['Redeem one offer', 'Redeem <b>two</b> offers'] },
      { kind: 'paragraph', text: 'Then wait.' },
      { kind: 'list', items: ['Again'] },
    ]);
  });

  it('keeps a dash inside a sentence as text', () => {
    expect(descriptionBlocks('Spend $30 - get $10')).to.deep.equal([{ kind: 'paragraph', text: 'Spend $30 - get $10' }]);
  });
});
