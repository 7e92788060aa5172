import { expect } from 'chai';
import { ACCOUNT_PANEL, ROUTE_NAME } from '../../../../domain/constants/navigation';
import { buildPath } from '../../../../domain/navigation/buildPath';
import { matchRoute } from '../../../../domain/navigation/matchRoute';
import { FOOTER_GROUPS, FOOTER_LEGAL_LINKS, SOCIAL_LINKS } from '../../../../ui/app/footer/copy';
import { type ShellLink } from '../../../../ui/app/copy';

const inApp = (links: readonly ShellLink[]) => links.filter((link) => !link.external);

describe('shell link constants', () => {
  it('point every in-app footer link at a route of the table', () => {
    for (const link of [...FOOTER_GROUPS.flatMap((group) => group.links), ...FOOTER_LEGAL_LINKS].filter((item) => !item.external)) {
      expect(matchRoute(link.href).name, link.href).to.not.equal(ROUTE_NAME.NOT_FOUND);
    }
  });

  it('send Do not sell to the account-panel privacy route, terms and privacy to /docs', () => {
    const byLabel = new Map(FOOTER_LEGAL_LINKS.map((link) => [link.label, link.href]));
    expect(byLabel.get('Do not sell or share my personal information')).to.equal(
      buildPath(ROUTE_NAME.ACCOUNT_PANEL, { panel: ACCOUNT_PANEL.PRIVACY }),
    );
    expect(byLabel.get('Terms')).to.equal('/docs/terms');
    expect(byLabel.get('Privacy')).to.equal('/docs/privacy');
    expect(inApp(FOOTER_LEGAL_LINKS)).to.have.length(4);
  });

  it('name the footer groups and social networks of 000 §2', () => {
    expect(FOOTER_GROUPS.map((group) => group.title)).to.deep.equal(['About', 'Work with us', 'Get in touch', 'Download', 'How it works']);
    expect(SOCIAL_LINKS.map((link) => link.label)).to.deep.equal(['TikTok', 'Instagram', 'Facebook', 'YouTube', 'Pinterest', 'Blog']);
    expect(SOCIAL_LINKS.every((link) => link.external && link.href.startsWith('https://'))).to.equal(true);
  });
});
