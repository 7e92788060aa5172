import { expect } from 'chai';
import { createMemoryHistory } from 'history';
import { startScrollRestoration } from '../../../ui/app/scrollRestoration';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
async function frames(count: number) {
  for (let index = 0; index < count; index += 1) await nextFrame();
}

describe('scroll restoration and focus on navigation (Chromium)', () => {
  let page: HTMLElement;
  let main: HTMLElement;
  let stop: () => void;
  let history: ReturnType<typeof createMemoryHistory>;

  beforeEach(() => {
    page = document.createElement('div');
    main = document.createElement('main');
    main.id = 'main';
    main.tabIndex = -1;
    main.style.height = '5000px';
    page.appendChild(main);
    document.body.appendChild(page);
    history = createMemoryHistory({ initialEntries: ['/categories'] });
    stop = startScrollRestoration({ history, window });
    window.scrollTo(0, 0);
  });

  afterEach(() => {
    stop();
    page.remove();
    window.scrollTo(0, 0);
  });

  it('starts a new page at the top and moves focus to <main>', async () => {
    window.scrollTo(0, 1200);
    await frames(2);
    history.push('/retailers');
    await frames(2);
    expect(window.scrollY).to.equal(0);
    expect(document.activeElement).to.equal(main);
  });

  it('back and forward restore the position each entry was left at', async () => {
    window.scrollTo(0, 1200);
    await frames(2);
    history.push('/retailers');
    await frames(2);
    window.scrollTo(0, 300);
    await frames(2);
    history.back();
    await frames(2);
    expect(window.scrollY).to.equal(1200);
    history.forward();
    await frames(2);
    expect(window.scrollY).to.equal(300);
  });

  it('waits for a page still loading to grow tall enough before restoring', async () => {
    window.scrollTo(0, 2000);
    await frames(2);
    history.push('/retailers');
    main.style.height = '100px';
    await frames(2);
    history.back();
    await frames(3);
    expect(window.scrollY).to.equal(0);
    main.style.height = '5000px';
    await frames(3);
    expect(window.scrollY).to.equal(2000);
  });

  it('leaves scroll and focus alone on a replacement', async () => {
    const input = document.createElement('input');
    page.prepend(input);
    input.focus();
    window.scrollTo(0, 700);
    await frames(2);
    history.replace('/categories?page=2');
    await frames(2);
    expect(window.scrollY).to.equal(700);
    expect(document.activeElement).to.equal(input);
  });
});
