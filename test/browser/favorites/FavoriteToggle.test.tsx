import { expect } from 'chai';
import { useState } from 'react';
import { FavoriteToggle } from '../../../ui/components/FavoriteToggle/FavoriteToggle';
import { expectAccessible } from '../support/axe';
import { pressKey } from '../support/keys';
import { cleanup, click, render } from '../support/render';

function Harness({ busy = false, onToggle = () => {} }: { busy?: boolean; onToggle?: () => void }) {
  const [pressed, setPressed] = useState(false);
  return (
    <FavoriteToggle
      thing="Grandmart Superstore"
      pressed={pressed}
      busy={busy}
      look="labelled"
      onToggle={() => {
        onToggle();
        setPressed((was) => !was);
      }}
    />
  );
}

const toggleIn = (container: HTMLElement) => container.querySelector('button') as HTMLButtonElement;

describe('<FavoriteToggle> in Chromium', () => {
  afterEach(cleanup);

  it('is a button named for what it favourites, its pressed state following each press', () => {
    const { container } = render(<Harness />);
    const button = toggleIn(container);
    expect(button.getAttribute('aria-label')).to.equal('Favorite Grandmart Superstore');
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    click(button);
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    click(button);
    expect(button.getAttribute('aria-pressed')).to.equal('false');
  });

  it('toggles from the keyboard: Enter and Space', async () => {
    const { container } = render(<Harness />);
    const button = toggleIn(container);
    button.focus();
    await pressKey('Enter');
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    await pressKey(' ');
    expect(button.getAttribute('aria-pressed')).to.equal('false');
  });

  it('ignores presses while busy, keeping focus and saying it is busy', async () => {
    let presses = 0;
    const { container } = render(<Harness busy onToggle={() => presses++} />);
    const button = toggleIn(container);
    button.focus();
    await pressKey('Enter');
    expect(presses).to.equal(0);
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(document.activeElement).to.equal(button);
  });

  it('while its state is not known: no pressed state, announced unavailable, presses ignored, focus kept (issue 29)', async () => {
    let presses = 0;
    const { container } = render(<FavoriteToggle thing="Grandmart Superstore" pressed={null} busy look="labelled" onToggle={() => presses++} />);
    const button = toggleIn(container);
    expect(button.hasAttribute('aria-pressed')).to.equal(false);
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(button.getAttribute('aria-busy')).to.equal('true');
    button.focus();
    await pressKey('Enter');
    click(button);
    expect(presses).to.equal(0);
    expect(document.activeElement).to.equal(button);
    await expectAccessible({ root: container });
  });

  it('has no axe violations in either state', async () => {
    const { container } = render(<Harness />);
    await expectAccessible({ root: container });
    click(toggleIn(container));
    await expectAccessible({ root: container });
  });
});
