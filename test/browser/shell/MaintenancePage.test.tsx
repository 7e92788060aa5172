import { expect } from 'chai';
import { FLAG } from '../../../domain/constants/flags';
import { BLOG_URL } from '../../../ui/app/copy';
import { MAINTENANCE_COPY } from '../../../ui/pages/maintenance/copy';
import { App } from '../../../ui/app/App';
import MaintenancePage from '../../../ui/pages/maintenance/MaintenancePage';
import { cleanup, render } from '../support/render';
import { renderShell, settle } from './support/shellHarness';

describe('maintenance page in Chromium', () => {
  afterEach(cleanup);

  it('has an image with alternative text, a heading, the body and a blog link', () => {
    const { container } = render(<MaintenancePage />);
    const image = container.querySelector('[role="img"]')!;
    expect(image.getAttribute('aria-label')).to.equal(MAINTENANCE_COPY.IMAGE_ALT);
    expect(container.querySelector('h1')?.textContent).to.equal(MAINTENANCE_COPY.HEADING);
    expect(container.querySelector('p')?.textContent).to.equal(MAINTENANCE_COPY.BODY);
    expect(container.querySelector('a')?.getAttribute('href')).to.equal(BLOG_URL);
    expect(container.querySelector('main')).to.exist;
  });

  it('replaces the whole site, header and footer included, when the maintenance flag is on', async () => {
    const { container } = await renderShell(<App />, { flags: { [FLAG.MAINTENANCE]: true } });
    await settle(20);
    expect(container.querySelector('h1')?.textContent).to.equal(MAINTENANCE_COPY.HEADING);
    expect(container.querySelector('header')).to.equal(null);
    expect(container.querySelector('footer')).to.equal(null);
  });
});
