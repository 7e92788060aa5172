import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type ComponentType, type InputHTMLAttributes } from 'react';
import { BRAND_NAME } from '../../../domain/constants/app';
import { retailerPath } from '../../../domain/browsing/paths';
import type { Stores } from '../../stores/Stores';
import { useStores } from '../../stores/StoresContext';
import styles from './Header.module.css';
import { CloseIcon, SearchIcon } from './icons';
import type { SearchComboboxProps, SearchPick } from './SearchCombobox';
import { SEARCH_MAX_LENGTH } from '../../../domain/search/searchQuery';
import { CUSTOMER_LABEL } from '../customerCopy';

/** The combobox (and downshift with it) loads on the bar's first focus, outside the startup code, with its store. */
const loadCombobox = (typeAhead: Stores['groups']['typeAhead']) =>
  Promise.all([import('./SearchCombobox'), typeAhead.ready()]).then(([module]) => module.SearchCombobox);

/**
 * The signed-in header's search bar shell (000 §2): a labelled field (255 characters at most), an optional
 * retailer pill that can be dismissed back to site-wide search, and a submit button going to /search?q=.
 * On mobile it starts collapsed behind a search button and, expanded, takes the header's whole row.
 * Escape collapses it; so does a press outside it on desktop (000 §4). Until its first focus it is a plain
 * field; focus loads the type-ahead combobox (SearchCombobox), which takes the field's place on the same
 * text, focus and caret. The markup is the same at every width: under 768px Header.module.css shows the toggle,
 * and the form only while expanded; where focus goes asks the layout store at the moment it moves.
 */
export const SearchBar = observer(function SearchBar() {
  const { layout, searchBar, router, groups } = useStores();
  const inputId = useId();
  const labelId = useId();
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(null);
  const caret = useRef<SearchComboboxProps['caret']>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const refocusToggle = useRef(false);
  const routeName = router.route.name;
  const pill = searchBar.retailerPillFor(router.pathname);

  useEffect(() => {
    searchBar.routeChanged(routeName);
  }, [routeName, searchBar]);

  // Outside presses collapse the bar on desktop only (000 §4).
  useEffect(() => {
    if (!searchBar.expanded) return;
    const onPointerDown = (event: Event) => {
      if (layout.isMobileHeader) return;
      if (event.target instanceof Node && formRef.current?.contains(event.target)) return;
      searchBar.collapse();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [layout, searchBar, searchBar.expanded]);

  // Expanding on mobile moves focus into the field that just appeared; collapsing it, back to the toggle.
  useEffect(() => {
    if (searchBar.expanded && layout.isMobileHeader) inputRef.current?.focus();
    if (!searchBar.expanded && refocusToggle.current) {
      refocusToggle.current = false;
      toggleRef.current?.focus();
    }
  }, [layout, searchBar.expanded]);

  const collapse = () => {
    refocusToggle.current = layout.isMobileHeader;
    searchBar.collapse();
  };

  const search = () => {
    const term = searchBar.trimmedQuery;
    const path = searchBar.submit(router.pathname);
    inputRef.current?.blur();
    if (!path) return;
    // Kept among the recent searches once the type-ahead is in (a field focused to be typed in loads it).
    const pillId = pill?.id ?? null;
    void groups.typeAhead.use(({ typeAhead }) => typeAhead.searched(term, pillId), '[search] the search could not be kept among the recent ones');
    router.navigate(path);
  };

  // A retailer goes to its page (nothing was searched); a term is searched as if typed.
  const pick = (choice: SearchPick) => {
    if ('retailer' in choice) {
      searchBar.setQuery('');
      searchBar.collapse();
      inputRef.current?.blur();
      router.navigate(retailerPath(choice.retailer));
      return;
    }
    searchBar.setQuery(choice.term);
    search();
  };

  const loadTypeAhead = () => {
    if (Combobox) return;
    void loadCombobox(groups.typeAhead).then(
      (loaded) => {
        // Where the plain field's caret is, if it still has focus: the combobox puts it back there.
        const input = inputRef.current;
        caret.current =
          input && document.activeElement === input
            ? { start: input.selectionStart ?? input.value.length, end: input.selectionEnd ?? input.value.length }
            : null;
        setCombobox(() => loaded);
      },
      (error: unknown) => console.warn('[search bar] the type-ahead could not load; the plain field stays', error),
    );
  };

  const field: InputHTMLAttributes<HTMLInputElement> & { id: string } = {
    id: inputId,
    className: styles.searchInput,
    type: 'search',
    name: 'q',
    autoComplete: 'off',
    enterKeyHint: 'search',
    maxLength: SEARCH_MAX_LENGTH,
    placeholder: pill ? CUSTOMER_LABEL.SEARCH_RETAILER_PLACEHOLDER : CUSTOMER_LABEL.SEARCH_PLACEHOLDER,
  };

  return (
    <>
      {searchBar.expanded ? null : (
        <button
          ref={toggleRef}
          type="button"
          className={`${styles.iconButton} ${styles.searchToggle}`}
          aria-label={CUSTOMER_LABEL.OPEN_SEARCH}
          onClick={() => searchBar.expand()}
        >
          <SearchIcon />
        </button>
      )}
      <form
        ref={formRef}
        role="search"
        className={`${styles.search} ${searchBar.expanded ? styles.searchExpanded : styles.searchCollapsed}`}
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          collapse();
          if (!layout.isMobileHeader) inputRef.current?.blur();
        }}
      >
        <label id={labelId} htmlFor={inputId} className="visually-hidden">
          {CUSTOMER_LABEL.SEARCH}
        </label>
        {pill ? (
          <span className={styles.pill}>
            <span title={pill.name}>{pill.name}</span>
            <button
              type="button"
              className={styles.pillDismiss}
              aria-label={`Search all of ${BRAND_NAME} instead of ${pill.name}`}
              onClick={() => {
                searchBar.dismissRetailerContext();
                inputRef.current?.focus();
              }}
            >
              <CloseIcon size={14} />
            </button>
          </span>
        ) : null}
        {Combobox ? (
          <Combobox field={field} labelId={labelId} inputRef={inputRef} caret={caret.current} pill={pill} onPick={pick} />
        ) : (
          <input
            {...field}
            ref={inputRef}
            value={searchBar.query}
            onChange={(event) => searchBar.setQuery(event.target.value)}
            onFocus={() => {
              searchBar.expand();
              loadTypeAhead();
            }}
            // Left before the combobox arrived: it takes no focus then.
            onBlur={() => (caret.current = null)}
          />
        )}
        <button type="submit" className={styles.searchSubmit} aria-label={CUSTOMER_LABEL.SEARCH}>
          <SearchIcon />
        </button>
        <button type="button" className={`${styles.iconButton} ${styles.searchClose}`} aria-label={CUSTOMER_LABEL.CLOSE_SEARCH} onClick={collapse}>
          <CloseIcon />
        </button>
      </form>
    </>
  );
});
