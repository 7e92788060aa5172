import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { BRAND_NAME } from '../../../domain/constants/app';
import { LIMITS } from '../../../domain/constants/limits';
import { SHELL_LABEL } from '../copy';
import { useStores } from '../../stores/StoresContext';
import styles from './Header.module.css';
import { CloseIcon, SearchIcon } from './icons';

/**
 * The signed-in header's search bar shell (000 §2): a labelled field (255 characters at most), an optional
 * retailer pill that can be dismissed back to site-wide search, and a submit button going to /search?q=.
 * On mobile it starts collapsed behind a search button and, expanded, takes the header's whole row.
 * Escape collapses it; so does a press outside it on desktop (000 §4). Type-ahead is the search issue's.
 */
export const SearchBar = observer(function SearchBar({ mobile }: { mobile: boolean }) {
  const { searchBar, router } = useStores();
  const inputId = useId();
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
    if (mobile || !searchBar.expanded) return;
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && formRef.current?.contains(event.target)) return;
      searchBar.collapse();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [mobile, searchBar, searchBar.expanded]);

  // Expanding on mobile moves focus into the field that just appeared; collapsing it, back to the toggle.
  useEffect(() => {
    if (mobile && searchBar.expanded) inputRef.current?.focus();
    if (!searchBar.expanded && refocusToggle.current) {
      refocusToggle.current = false;
      toggleRef.current?.focus();
    }
  }, [mobile, searchBar.expanded]);

  if (mobile && !searchBar.expanded) {
    return (
      <button
        ref={toggleRef}
        type="button"
        className={styles.iconButton}
        aria-label={SHELL_LABEL.OPEN_SEARCH}
        onClick={() => searchBar.expand()}
      >
        <SearchIcon />
      </button>
    );
  }

  const collapse = () => {
    refocusToggle.current = mobile;
    searchBar.collapse();
  };

  return (
    <form
      ref={formRef}
      role="search"
      className={`${styles.search} ${searchBar.expanded ? styles.searchExpanded : ''} ${mobile ? styles.searchMobile : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        const path = searchBar.submit(router.pathname);
        inputRef.current?.blur();
        if (path) router.navigate(path);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        collapse();
        if (!mobile) inputRef.current?.blur();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {SHELL_LABEL.SEARCH}
      </label>
      {pill ? (
        <span className={styles.pill}>
          <span>{pill.name}</span>
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
      <input
        ref={inputRef}
        id={inputId}
        className={styles.searchInput}
        type="search"
        name="q"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={LIMITS.SEARCH_MAX_LENGTH}
        placeholder={pill ? `Search ${pill.name}` : SHELL_LABEL.SEARCH_PLACEHOLDER}
        value={searchBar.query}
        onChange={(event) => searchBar.setQuery(event.target.value)}
        onFocus={() => searchBar.expand()}
      />
      <button type="submit" className={styles.searchSubmit} aria-label={SHELL_LABEL.SEARCH}>
        <SearchIcon />
      </button>
      {mobile ? (
        <button type="button" className={styles.iconButton} aria-label={SHELL_LABEL.CLOSE_SEARCH} onClick={collapse}>
          <CloseIcon />
        </button>
      ) : null}
    </form>
  );
});
