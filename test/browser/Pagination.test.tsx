import { expect } from 'chai';
import { Pagination } from '../../ui/components/Pagination/Pagination';
import { cleanup, click, render, texts } from './support/render';

describe('<Pagination> in Chromium', () => {
  afterEach(cleanup);

  const pagesOf = (container: HTMLElement) => texts(container, 'ol > li');

  it('shows every page when there are 7 or fewer', () => {
    const { container } = render(<Pagination current={4} total={7} onSelect={() => {}} />);
    expect(pagesOf(container)).to.deep.equal(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('near the start (current 3 or less): pages 1 to 5, a gap, then the last', () => {
    const { container } = render(<Pagination current={2} total={20} onSelect={() => {}} />);
    expect(pagesOf(container)).to.deep.equal(['1', '2', '3', '4', '5', '…', '20']);
  });

  it('in the middle: 1, gap, previous, current, next, gap, last', () => {
    const { container } = render(<Pagination current={10} total={20} onSelect={() => {}} />);
    expect(pagesOf(container)).to.deep.equal(['1', '…', '9', '10', '11', '…', '20']);
  });

  it('marks only the current page with aria-current and hides gaps from screen readers', () => {
    const { container } = render(<Pagination current={10} total={20} onSelect={() => {}} />);
    const current = container.querySelectorAll('[aria-current="page"]');
    expect(current).to.have.length(1);
    expect(current[0]?.textContent).to.equal('10');
    for (const gap of container.querySelectorAll('li[aria-hidden="true"]')) expect(gap.textContent).to.equal('…');
    expect(container.querySelector('nav')?.getAttribute('aria-label')).to.equal('Pagination');
  });

  it('calls onSelect with the page clicked, and with the neighbours from previous and next', () => {
    const selected: number[] = [];
    const { container } = render(<Pagination current={10} total={20} onSelect={(page) => selected.push(page)} />);
    click(container.querySelector('button[aria-label="Page 20"]'));
    click(container.querySelector('button[aria-label="Previous page"]'));
    click(container.querySelector('button[aria-label="Next page"]'));
    expect(selected).to.deep.equal([20, 9, 11]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { container, rerender } = render(<Pagination current={1} total={9} onSelect={() => {}} />);
    const previous = () => container.querySelector<HTMLButtonElement>('button[aria-label="Previous page"]');
    const next = () => container.querySelector<HTMLButtonElement>('button[aria-label="Next page"]');
    expect(previous()?.disabled).to.equal(true);
    expect(next()?.disabled).to.equal(false);
    rerender(<Pagination current={9} total={9} onSelect={() => {}} />);
    expect(previous()?.disabled).to.equal(false);
    expect(next()?.disabled).to.equal(true);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination current={1} total={1} onSelect={() => {}} />);
    expect(container.innerHTML).to.equal('');
  });

  it('is styled by its CSS Module: the current page is filled with the brand colour', () => {
    const { container } = render(<Pagination current={2} total={3} onSelect={() => {}} />);
    const current = container.querySelector('[aria-current="page"]') as HTMLElement;
    const other = container.querySelector('button[aria-label="Page 1"]') as HTMLElement;
    expect(getComputedStyle(current).color).to.equal('rgb(255, 255, 255)');
    expect(getComputedStyle(current).backgroundColor).not.to.equal(getComputedStyle(other).backgroundColor);
  });
});
