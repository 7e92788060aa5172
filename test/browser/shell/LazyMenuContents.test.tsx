import { expect } from 'chai';
import { act, type ComponentType } from 'react';
import { SHELL_LABEL } from '../../../ui/app/copy';
import { Dropdown } from '../../../ui/app/header/Dropdown';
import type { MenuContentsProps } from '../../../ui/app/header/LazyMenuContents';
import { lazyComponent } from '../../../ui/app/lazyComponent';
import { cleanup, click, texts } from '../support/render';
import { byText, press, renderShell, settle } from './support/shellHarness';

function TestItems({ onNavigate }: MenuContentsProps) {
  return (
    <ul>
      <li>
        <button type="button" onClick={onNavigate}>
          First
        </button>
      </li>
      <li>
        <button type="button" onClick={onNavigate}>
          Second
        </button>
      </li>
    </ul>
  );
}

/** A menu whose contents' chunk the test fetches by hand: each load is an attempt it resolves or fails. */
function menuChunk() {
  const attempts: { resolve: (items: ComponentType<MenuContentsProps>) => void; reject: (error: Error) => void }[] = [];
  const contents = lazyComponent(
    () => new Promise<ComponentType<MenuContentsProps>>((resolve, reject) => attempts.push({ resolve, reject })),
  );
  const settleAttempt = (outcome: 'arrives' | 'fails') =>
    act(async () => {
      const attempt = attempts.at(-1)!;
      if (outcome === 'arrives') attempt.resolve(TestItems);
      else attempt.reject(new Error('chunk fetch failed'));
    });
  return { contents, attempts, settleAttempt };
}

async function renderMenu(contents: ReturnType<typeof menuChunk>['contents']) {
  await renderShell(<Dropdown label="Things" contents={contents} />);
  const button = byText<HTMLButtonElement>(document.body, 'button', 'Things')!;
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
  return { button, panel };
}

/** The focused element's text: a failed comparison of DOM elements would make the runner serialize React's internals. */
const focusedText = () => document.activeElement?.textContent?.trim();

/** React's onPointerEnter follows pointerover from outside the element (it has no native pointerenter listener). */
function pointAt(element: Element) {
  act(() => {
    element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
  });
}

describe('a header menu whose contents load on demand, in Chromium', () => {
  afterEach(cleanup);

  it('loads the contents when opened, saying so meanwhile, then shows them', async () => {
    const chunk = menuChunk();
    const { button, panel } = await renderMenu(chunk.contents);
    expect(chunk.attempts).to.have.length(0);
    click(button);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(panel.hidden).to.equal(false);
    expect(panel.querySelector('[role="status"]')?.textContent).to.equal(SHELL_LABEL.LOADING_MENU);
    expect(chunk.attempts).to.have.length(1);
    await chunk.settleAttempt('arrives');
    expect(panel.querySelector('[role="status"]')).to.equal(null);
    expect(texts(panel, 'li > button')).to.deep.equal(['First', 'Second']);
    click(byText(panel, 'button', 'First'));
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('starts the load when the button is pointed at, so the click opens straight onto the contents', async () => {
    const chunk = menuChunk();
    const { button, panel } = await renderMenu(chunk.contents);
    pointAt(button);
    expect(chunk.attempts).to.have.length(1);
    await chunk.settleAttempt('arrives');
    click(button);
    expect(panel.querySelector('[role="status"]')).to.equal(null);
    expect(texts(panel, 'li > button')).to.deep.equal(['First', 'Second']);
    expect(chunk.attempts).to.have.length(1);
  });

  it('starts the load when the button is focused or touched', async () => {
    const focused = menuChunk();
    const { button } = await renderMenu(focused.contents);
    act(() => button.focus());
    expect(focused.attempts).to.have.length(1);
    cleanup();

    const touched = menuChunk();
    const { button: touchedButton } = await renderMenu(touched.contents);
    act(() => {
      touchedButton.dispatchEvent(new TouchEvent('touchstart', { bubbles: true }));
    });
    expect(touched.attempts).to.have.length(1);
  });

  it('shows a retry when the load fails; retrying loads the contents into the still open menu', async () => {
    const chunk = menuChunk();
    const { button, panel } = await renderMenu(chunk.contents);
    click(button);
    await chunk.settleAttempt('fails');
    expect(panel.querySelector('[role="alert"]')?.textContent).to.equal(SHELL_LABEL.MENU_LOAD_FAILED);
    const retry = byText<HTMLButtonElement>(panel, 'button', SHELL_LABEL.TRY_AGAIN)!;
    click(retry);
    expect(chunk.attempts).to.have.length(2);
    expect(panel.querySelector('[role="status"]')?.textContent).to.equal(SHELL_LABEL.LOADING_MENU);
    await chunk.settleAttempt('arrives');
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(texts(panel, 'li > button')).to.deep.equal(['First', 'Second']);
  });

  it('a failed load does not stick: closing and reopening tries again, and Escape still closes', async () => {
    const chunk = menuChunk();
    const { button, panel } = await renderMenu(chunk.contents);
    act(() => button.focus());
    await chunk.settleAttempt('fails');
    click(button);
    expect(chunk.attempts).to.have.length(2);
    await chunk.settleAttempt('fails');
    expect(byText(panel, 'button', SHELL_LABEL.TRY_AGAIN)).to.exist;
    await press('Escape');
    expect(panel.hidden).to.equal(true);
    expect(focusedText()).to.equal('Things');
    click(button);
    expect(chunk.attempts).to.have.length(3);
    await chunk.settleAttempt('arrives');
    expect(texts(panel, 'li > button')).to.deep.equal(['First', 'Second']);
  });

  it('opened from the keyboard while loading, Tab moves into the items once they render', async () => {
    const chunk = menuChunk();
    const { button, panel } = await renderMenu(chunk.contents);
    act(() => button.focus());
    await press('Enter');
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(panel.querySelector('[role="status"]')).to.exist;
    await chunk.settleAttempt('arrives');
    expect(focusedText()).to.equal('Things');
    await press('Tab');
    expect(focusedText()).to.equal('First');
  });

  it('Retry from the keyboard keeps focus in the menu and moves it to the first item once they render', async () => {
    const chunk = menuChunk();
    const { button, panel } = await renderMenu(chunk.contents);
    click(button);
    await chunk.settleAttempt('fails');
    act(() => byText<HTMLButtonElement>(panel, 'button', SHELL_LABEL.TRY_AGAIN)!.focus());
    await press('Enter');
    expect(panel.contains(document.activeElement), 'focus stays in the menu').to.equal(true);
    await chunk.settleAttempt('arrives');
    expect(focusedText()).to.equal('First');
  });
});
