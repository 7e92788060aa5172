import { expect } from 'chai';
import { act } from 'react';
import type { ManualTimers } from '../../../adapters/clock/Timers';
import { retailerPath } from '../../../domain/browsing/paths';
import { STORAGE_KEY } from '../../../domain/constants/cookies';
import { LIMITS } from '../../../domain/constants/limits';
import { TIMING } from '../../../domain/constants/timing';
import { SEARCH_TRACKING_EVENT } from '../../../domain/search/searchTracking';
import { TYPE_AHEAD_COPY } from '../../../ui/app/header/copy';
import { Header } from '../../../ui/app/header/Header';
import { aRetailer } from '../../support/catalogueMother';
import { aSearchOffer, SEARCH_FIXTURE, seededSearch } from '../../support/searchMother';
import { expectAccessible } from '../support/axe';
import { cleanup, type as pasteInto } from '../support/render';
import { press, renderShell, settle, type ShellSetup } from '../shell/support/shellHarness';
import { SEARCH_MAX_LENGTH } from '../../../domain/search/searchQuery';

const F = SEARCH_FIXTURE;
const form = () => document.querySelector<HTMLFormElement>('form[role="search"]')!;
const field = () => form().querySelector<HTMLInputElement>('input')!;
const listbox = () => form().querySelector<HTMLElement>('[role="listbox"]')!;
const options = () => [...listbox().querySelectorAll<HTMLElement>('[role="option"]')];
const optionTexts = () => options().map((option) => option.textContent ?? '');

/** Real typing through the test runner (Playwright), so the combobox sees the browser's own input events. */
async function typeKeys(text: string): Promise<void> {
  const sessionId = new URL(window.location.href).searchParams.get('wtr-session-id');
  const socketModule = '/__web-dev-server__web-socket.js';
  const { sendMessageWaitForResponse } = (await import(/* @vite-ignore */ socketModule)) as {
    sendMessageWaitForResponse(message: unknown): Promise<{ executed: boolean }>;
  };
  await act(async () => {
    await sendMessageWaitForResponse({ type: 'wtr-command', sessionId, command: 'send-keys', payload: { type: text } });
  });
}

/** The signed-in header with the seeded search twin; focus the bar and let the combobox arrive. */
async function openSearch(setup: ShellSetup & { recentRetailerIds?: number[] } = {}) {
  const shell = await renderShell(<Header />, {
    signedIn: true,
    ...setup,
    arrange: async (harness) => {
      const seeded = seededSearch();
      Object.assign(harness.search, { retailers: seeded.retailers, offers: seeded.offers, popular: seeded.popular });
      harness.catalogue.addRetailers(aRetailer({ id: 41, name: 'Pantry Plus' }), aRetailer({ id: 42, name: 'Corner Deli' }));
      harness.catalogue.recentlyViewedIds = setup.recentRetailerIds ?? [];
      await setup.arrange?.(harness);
    },
  });
  const timers = shell.timers as ManualTimers;
  act(() => field().focus());
  await settle();
  const typeAheadCalls = () => shell.search.calls.filter((call) => call.operation === 'typeAheadSuggestions');
  /** Lets the debounce run out and the answer arrive. */
  const afterDebounce = async () => {
    act(() => timers.advance(TIMING.TYPE_AHEAD_DEBOUNCE_MS));
    await settle();
  };
  return { ...shell, timers, typeAheadCalls, afterDebounce };
}

describe('the header search bar type-ahead (combobox) in Chromium', () => {
  afterEach(cleanup);

  it('swaps the combobox in on first focus, keeping focus, the text and the caret', async () => {
    const shell = await renderShell(<Header />, { signedIn: true });
    act(() => shell.stores.searchBar.setQuery('winter boots'));
    expect(field().getAttribute('role')).to.equal(null);
    act(() => {
      field().focus();
      field().setSelectionRange(3, 3);
    });
    await settle();
    const combobox = field();
    expect(combobox.getAttribute('role')).to.equal('combobox');
    expect(document.activeElement).to.equal(combobox);
    expect(combobox.value).to.equal('winter boots');
    expect([combobox.selectionStart, combobox.selectionEnd]).to.deep.equal([3, 3]);
    expect(combobox.labels?.[0]?.textContent).to.equal('Search');
  });

  it('asks 300 ms after the last keystroke, lists at most 8 with the typed letters marked, and ArrowDown…Enter opens the retailer', async () => {
    const { typeAheadCalls, timers, afterDebounce, history, search } = await openSearch();
    search.retailers = [...search.retailers, ...Array.from({ length: 10 }, (_, index) => aRetailer({ id: 700 + index, name: `Grape Barn ${index}` }))];
    await typeKeys('Gra');
    act(() => timers.advance(TIMING.TYPE_AHEAD_DEBOUNCE_MS - 1));
    await settle();
    expect(typeAheadCalls(), 'nothing before the pause').to.deep.equal([]);
    await afterDebounce();
    expect(typeAheadCalls().map((call) => call.args)).to.deep.equal([['Gra', LIMITS.TYPE_AHEAD_LIMIT]]);
    expect(options()).to.have.length(LIMITS.TYPE_AHEAD_LIMIT);
    expect(options()[0]!.querySelector('mark')?.textContent).to.equal('Gra');
    expect(optionTexts()[0]).to.include(F.RETAILER.name);

    const input = field();
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    expect(input.getAttribute('aria-controls')).to.equal(listbox().id);
    expect(input.getAttribute('aria-autocomplete')).to.equal('list');
    await press('ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).to.equal(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).to.equal('true');
    await expectAccessible({ root: form() });
    await press('Enter');
    expect(history.location.pathname).to.equal(retailerPath(F.RETAILER));
    expect(listbox().hidden).to.equal(true);
  });

  it('says so when nothing matches, after the answer (not while typing), announced, and Enter still searches the text', async () => {
    const { afterDebounce, history } = await openSearch();
    await typeKeys('zqxv');
    expect(listbox().hidden, 'nothing to say before the answer').to.equal(true);
    await afterDebounce();
    expect(listbox().hidden).to.equal(false);
    expect(optionTexts()).to.deep.equal(['No matches for “zqxv”']);
    const row = options()[0]!;
    expect(row.getAttribute('aria-disabled')).to.equal('true');
    const status = form().querySelector('[role="status"]')!;
    expect(status.textContent).to.equal('No matches for “zqxv”. Press Enter to search for it anyway.');
    expect(field().getAttribute('aria-describedby')).to.equal(status.id);
    await press('ArrowDown');
    expect(field().getAttribute('aria-activedescendant') ?? '', 'the row is not a choice').to.equal('');
    await expectAccessible({ root: form() });
    await typeKeys('z');
    expect(optionTexts(), 'gone once the text changes').to.deep.equal([]);
    await press('Enter');
    expect(history.location.pathname + history.location.search).to.equal('/search?q=zqxvz');
  });

  it('searches a clicked offer suggestion, remembers it and tracks the search', async () => {
    const { afterDebounce, history, storage, tracking } = await openSearch();
    await typeKeys('coff');
    await afterDebounce();
    const offer = options().find((option) => option.textContent === '$2 back on Grandmart coffee')!;
    expect(offer.querySelector('mark')?.textContent).to.equal('coff');
    act(() => offer.click());
    await settle();
    expect(history.location.pathname + history.location.search).to.equal(`/search?q=${encodeURIComponent('$2 back on Grandmart coffee')}`);
    expect(JSON.parse(storage.get(STORAGE_KEY.RECENT_SEARCHES)!)).to.deep.equal(['$2 back on Grandmart coffee']);
    expect(tracking.events.filter((event) => event.name === SEARCH_TRACKING_EVENT.SEARCH).map((event) => event.properties)).to.deep.equal([
      { term: '$2 back on Grandmart coffee', retailerId: null },
    ]);
  });

  it('Enter with no row highlighted searches the typed text; Escape closes the list and the bar', async () => {
    const { afterDebounce, history, stores } = await openSearch();
    await typeKeys('gra');
    await afterDebounce();
    await press('Escape');
    expect(listbox().hidden).to.equal(true);
    expect(stores.searchBar.expanded).to.equal(false);
    expect(field().value, 'Escape keeps the text').to.equal('gra');
    act(() => field().focus());
    await press('Enter');
    expect(history.location.pathname + history.location.search).to.equal('/search?q=gra');
  });

  it('shows nothing, and no error, when suggestions fail', async () => {
    const { afterDebounce, search } = await openSearch();
    search.failWith = new Error('down');
    await typeKeys('gra');
    await afterDebounce();
    expect(options()).to.deep.equal([]);
    expect(listbox().hidden).to.equal(true);
    expect(form().textContent).to.not.include('down');
  });

  it('when focused and empty lists recently viewed retailers, recent searches and popular terms; a retailer opens its page', async () => {
    const { history } = await openSearch({
      recentRetailerIds: [42, 41],
      arrange: (harness) => harness.storage.set(STORAGE_KEY.RECENT_SEARCHES, JSON.stringify(['eggs', 'bread'])),
    });
    const groups = [...listbox().querySelectorAll('[role="group"]')].map((group) => group.getAttribute('aria-labelledby'));
    expect(groups.map((id) => document.getElementById(id!)?.textContent)).to.deep.equal([
      TYPE_AHEAD_COPY.RECENT_RETAILERS,
      TYPE_AHEAD_COPY.RECENT_SEARCHES,
      TYPE_AHEAD_COPY.POPULAR,
    ]);
    expect(optionTexts()).to.deep.equal(['Corner Deli', 'Pantry Plus', 'eggs', 'bread', ...F.GLOBAL_TERMS]);
    await expectAccessible({ root: form() });
    act(() => options()[0]!.click());
    await settle();
    expect(history.location.pathname).to.equal(retailerPath({ id: 42, name: 'Corner Deli' }));
  });

  it("with the retailer pill on, lists the retailer's popular terms and searches within it", async () => {
    const { history } = await openSearch({
      path: '/retailers/Grandmart_Superstore/1',
      arrange: (harness) => harness.stores.searchBar.setRetailerContext({ id: F.RETAILER.id, name: F.RETAILER.name, offerCount: 3 }),
    });
    expect(optionTexts()).to.deep.equal([...F.RETAILER_TERMS]);
    expect(listbox().querySelector('[role="group"]')?.textContent).to.include(TYPE_AHEAD_COPY.popularAt(F.RETAILER.name));
    await press('ArrowDown');
    await press('Enter');
    expect(history.location.search).to.equal(`?q=${encodeURIComponent(F.RETAILER_TERMS[0])}&retailerId=${F.RETAILER.id}`);
  });

  it('cuts a 255+ character paste and shows markup in a suggestion as text', async () => {
    const { afterDebounce, search } = await openSearch();
    search.offers = [...search.offers, aSearchOffer({ name: '<img src=x onerror="window.hacked=1"> Gravy deal' })];
    pasteInto(field(), 'x'.repeat(300)); // a paste, not 300 key presses: the field's maxlength is not what cuts it
    expect(field().value).to.have.length(SEARCH_MAX_LENGTH);
    act(() => field().select());
    await typeKeys('gravy');
    await afterDebounce();
    const option = options().find((candidate) => candidate.textContent?.includes('Gravy deal'))!;
    expect(option.textContent).to.include('<img src=x');
    expect(option.querySelector('img')).to.equal(null);
    expect((window as { hacked?: number }).hacked).to.equal(undefined);
  });
});
