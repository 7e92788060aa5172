import { expect } from 'chai';
import { FLAG } from '../../../domain/constants/flags';
import { FEEDBACK_SURVEY_URL } from '../../../ui/app/footer/copy';
import { Footer } from '../../../ui/app/footer/Footer';
import { cleanup, click, texts } from '../support/render';
import { until } from '../support/startedApp';
import { byText, isShown, renderShell, type ShellSetup } from './support/shellHarness';
import { setViewport } from '../support/viewport';

const footer = () => document.querySelector('footer')!;
/** The footer, its content in: it loads when the footer nears the viewport (here at once, the footer is in view). */
async function renderFooter(setup: ShellSetup = {}) {
  await renderShell(<Footer />, setup);
  await until(() => footer().querySelector('nav') !== null, "the footer's content");
}

describe('<Footer> in Chromium', () => {
  afterEach(cleanup);

  it('shows the five groups as headed link lists on wide screens', async () => {
    await renderFooter({ width: 1280 });
    expect(texts(footer(), 'nav[aria-label="Footer"] section h2')).to.deep.equal(['About', 'Work with us', 'Get in touch', 'Download', 'How it works']);
    expect([...footer().querySelectorAll('details')].some(isShown), 'the disclosures are display: none').to.equal(false);
    expect(byText(footer(), 'a', 'Get the app')?.getAttribute('href')).to.equal('/get-the-app');
    expect(byText(footer(), 'a', 'Browser extension')?.getAttribute('href')).to.equal('/browser-extension');
  });

  it('has the legal links, with Do not sell going to the account privacy panel', async () => {
    await renderFooter();
    const legal = footer().querySelector('nav[aria-label="Legal"]')!;
    expect(texts(legal, 'a').map((text) => text.replace(' (opens in a new tab)', ''))).to.deep.equal([
      'Terms',
      'Accessibility',
      'Privacy',
      'Do not sell or share my personal information',
      'Personal info management',
      'Limit the use of my sensitive personal information',
      'Washington consumer health policy',
    ]);
    expect(byText(legal, 'a', 'Terms')?.getAttribute('href')).to.equal('/docs/terms');
    expect(byText(legal, 'a', 'Privacy')?.getAttribute('href')).to.equal('/docs/privacy');
    expect(byText(legal, 'a', 'Do not sell or share my personal information')?.getAttribute('href')).to.equal('/account/privacy');
  });

  it('names each social link and opens it in a new tab', async () => {
    await renderFooter();
    const social = [...footer().querySelectorAll<HTMLAnchorElement>('nav[aria-label="Social media"] a')];
    expect(social.map((link) => link.getAttribute('aria-label'))).to.deep.equal([
      'Clipback on TikTok',
      'Clipback on Instagram',
      'Clipback on Facebook',
      'Clipback on YouTube',
      'Clipback on Pinterest',
      'Clipback on Blog',
    ]);
    expect(social.every((link) => link.target === '_blank' && link.rel.includes('noopener'))).to.equal(true);
  });

  it('shows the Feedback link only when the feedbackSurvey flag is on', async () => {
    await renderFooter();
    expect(footer().querySelector(`a[href="${FEEDBACK_SURVEY_URL}"]`)).to.equal(null);
    cleanup();
    await renderFooter({ flags: { [FLAG.FEEDBACK_SURVEY]: true } });
    const feedback = footer().querySelector(`a[href="${FEEDBACK_SURVEY_URL}"]`)!;
    expect(feedback.textContent).to.contain('Feedback');
  });

  it('under 760px turns the groups into disclosures', async () => {
    await renderFooter({ width: 759 });
    expect(isShown(footer().querySelector('section')), 'the headed lists are display: none').to.equal(false);
    const details = [...footer().querySelectorAll('details')];
    expect(details.map((element) => element.querySelector('summary')?.textContent)).to.deep.equal([
      'About',
      'Work with us',
      'Get in touch',
      'Download',
      'How it works',
    ]);
    expect(details.every((element) => !element.open)).to.equal(true);
    const download = details[3]!;
    expect(byText(download, 'a', 'Get the app')?.checkVisibility()).to.equal(false);
    click(download.querySelector('summary'));
    expect(download.open).to.equal(true);
    expect(byText(download, 'a', 'Get the app')?.checkVisibility()).to.equal(true);
    await setViewport(760, 800);
    expect(details.some(isShown)).to.equal(false);
    expect(isShown(footer().querySelector('section'))).to.equal(true);
  });
});
