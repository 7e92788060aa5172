import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useLayoutEffect, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import type { Retailer } from '../../../domain/retailers/Retailer';
import { highlightSegments } from '../../../domain/search/highlightSegments';
import type { TypeAheadSuggestion } from '../../../domain/search/SearchRecord';
import { useStores } from '../../stores/StoresContext';
import { TYPE_AHEAD_COPY } from './copy';
import { SearchIcon } from './icons';
import styles from './SearchCombobox.module.css';

/** One row of the dropdown: a suggestion while typing; recent retailers, recent searches and popular terms when empty. */
type SearchChoice =
  | { kind: 'suggestion'; suggestion: TypeAheadSuggestion }
  | { kind: 'recentRetailer'; retailer: Retailer }
  | { kind: 'recentSearch'; term: string }
  | { kind: 'popularTerm'; term: string };

/** What picking a row does: go to a retailer's page, or search a term. */
export type SearchPick = { retailer: Pick<Retailer, 'id' | 'name'> } | { term: string };

function pickOf(choice: SearchChoice): SearchPick {
  switch (choice.kind) {
    case 'suggestion': {
      const { text, retailerId } = choice.suggestion;
      return retailerId == null ? { term: text } : { retailer: { id: retailerId, name: text } };
    }
    case 'recentRetailer':
      return { retailer: choice.retailer };
    default:
      return { term: choice.term };
  }
}

const textOf = (choice: SearchChoice | null): string => {
  if (!choice) return '';
  const pick = pickOf(choice);
  return 'term' in pick ? pick.term : pick.retailer.name;
};

export interface SearchComboboxProps {
  /** The plain field's attributes (id, class, placeholder, maxLength…), kept across the swap. */
  field: InputHTMLAttributes<HTMLInputElement> & { id: string };
  labelId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The plain field's selection when it had focus at the swap: focus and caret are put back there. */
  caret: { start: number; end: number } | null;
  /** The retailer pill's retailer: its popular terms, and searches within it. */
  pill: Pick<Retailer, 'id' | 'name'> | null;
  onPick(pick: SearchPick): void;
}

/**
 * The header search bar's type-ahead (000 §2, §5): a WAI-ARIA combobox on downshift's useCombobox (listbox,
 * arrow keys, Enter, Escape, aria-activedescendant, mouse). Loaded on the bar's first focus, so downshift is
 * never part of the startup code. The text is the search bar's query; the rows come from TypeAheadStore.
 */
export const SearchCombobox = observer(function SearchCombobox({ field, labelId, inputRef, caret, pill, onPick }: SearchComboboxProps) {
  const { searchBar, typeAhead } = useStores();
  const statusId = useId();
  const query = searchBar.query;
  const typing = query.trim() !== '';
  const sections = typing
    ? [{ title: null, choices: typeAhead.suggestions.map((suggestion): SearchChoice => ({ kind: 'suggestion', suggestion })) }]
    : [
        { title: TYPE_AHEAD_COPY.RECENT_RETAILERS, choices: typeAhead.recentRetailers.map((retailer): SearchChoice => ({ kind: 'recentRetailer', retailer })) },
        { title: TYPE_AHEAD_COPY.RECENT_SEARCHES, choices: typeAhead.recentSearchesShown.map((term): SearchChoice => ({ kind: 'recentSearch', term })) },
        {
          title: pill ? TYPE_AHEAD_COPY.popularAt(pill.name) : TYPE_AHEAD_COPY.POPULAR,
          choices: typeAhead.popularTerms.map((term): SearchChoice => ({ kind: 'popularTerm', term })),
        },
      ];
  const items = sections.flatMap((section) => section.choices);
  const pillId = pill?.id ?? null;

  const combobox = useCombobox<SearchChoice>({
    items,
    inputId: field.id,
    labelId,
    inputValue: query,
    selectedItem: null,
    itemToString: textOf,
    stateReducer,
    onInputValueChange: ({ inputValue, type }) => {
      // A pick's own text change is not typing: the pick below decides what the bar holds.
      if (type === useCombobox.stateChangeTypes.InputChange) searchBar.setQuery(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onPick(pickOf(selectedItem));
    },
  });
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, openMenu } = combobox;

  // Suggestions follow the text; the empty box offers its starting points (again on each emptying).
  useEffect(() => {
    typeAhead.queryChanged(query);
  }, [query, typeAhead]);
  useEffect(() => {
    if (!typing) void typeAhead.loadStartingPoints(pillId);
  }, [typing, pillId, typeAhead]);

  // The swap from the plain field keeps the shopper where they were: focused, the caret unmoved (unless the
  // bar was closed, by Escape or a press outside, while the combobox was on its way).
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!caret || !input || !searchBar.expanded) return;
    input.focus();
    input.setSelectionRange(caret.start, caret.end);
    // Once, at the swap: later renders leave the caret to the shopper.
  }, []);

  // The answer for this text came back empty: a row says so (not a choice: downshift never highlights it).
  const noMatchesFor = typing ? typeAhead.noMatchesFor : null;
  const shown = isOpen && searchBar.expanded && (items.length > 0 || noMatchesFor !== null);
  let index = 0;
  return (
    <>
      <input
        {...getInputProps({
          ...field,
          ref: inputRef,
          onFocus: () => {
            searchBar.expand();
            if (!isOpen) openMenu();
          },
          onKeyDown: (event) => {
            // Enter with no row highlighted submits the form (the typed search), which downshift would stop.
            if (event.key === 'Enter' && highlightedIndex < 0) {
              (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
            }
          },
        })}
        aria-describedby={typing ? statusId : undefined}
      />
      <span id={statusId} className="visually-hidden" role="status">
        {typing && shown ? (noMatchesFor !== null ? TYPE_AHEAD_COPY.noMatchesStatus(noMatchesFor) : TYPE_AHEAD_COPY.suggestionCount(items.length)) : ''}
      </span>
      <div {...getMenuProps({ className: styles.menu, hidden: !shown })}>
        {shown && noMatchesFor !== null ? (
          <div role="option" aria-disabled="true" aria-selected="false" className={`${styles.option} ${styles.noMatches}`}>
            <span className={styles.text}>{TYPE_AHEAD_COPY.noMatches(noMatchesFor)}</span>
          </div>
        ) : null}
        {shown
          ? sections.map((section) =>
              section.choices.length === 0 ? null : (
                <Section key={section.title ?? 'suggestions'} title={section.title}>
                  {section.choices.map((choice) => {
                    const at = index++;
                    return (
                      <div
                        key={`${choice.kind}:${textOf(choice)}`}
                        className={`${styles.option} ${at === highlightedIndex ? styles.highlighted : ''}`}
                        {...getItemProps({ item: choice, index: at })}
                      >
                        <ChoiceRow choice={choice} />
                      </div>
                    );
                  })}
                </Section>
              ),
            )
          : null}
      </div>
    </>
  );
});

/** A titled group of rows (role group, named by its title); the suggestions while typing have no title. */
function Section({ title, children }: { title: string | null; children: ReactNode }) {
  const titleId = useId();
  if (title === null) return <>{children}</>;
  return (
    <div role="group" aria-labelledby={titleId} className={styles.group}>
      <div role="presentation" id={titleId} className={styles.groupTitle}>
        {title}
      </div>
      {children}
    </div>
  );
}

function ChoiceRow({ choice }: { choice: SearchChoice }) {
  if (choice.kind === 'recentRetailer') {
    return (
      <>
        {choice.retailer.iconUrl ? <img className={styles.logo} src={choice.retailer.iconUrl} alt="" width={24} height={24} /> : <span className={styles.logo} />}
        <span className={styles.text}>{choice.retailer.name}</span>
      </>
    );
  }
  if (choice.kind !== 'suggestion') {
    return (
      <>
        <SearchIcon className={styles.icon} size={16} />
        <span className={styles.text}>{choice.term}</span>
      </>
    );
  }
  const { text, highlights, retailerId } = choice.suggestion;
  return (
    <>
      <SearchIcon className={styles.icon} size={16} />
      <span className={styles.text}>
        {highlightSegments(text, highlights).map((segment, at) => (segment.highlighted ? <mark key={at}>{segment.text}</mark> : segment.text))}
      </span>
      {retailerId == null ? null : <span className={styles.tag}>{TYPE_AHEAD_COPY.RETAILER_TAG}</span>}
    </>
  );
}

/**
 * Where downshift's defaults are not the search bar's: the typed text stays as it is on Escape (the bar
 * collapses, the query is kept) and on a pick (the pick decides); leaving the field never picks the
 * highlighted row (a Tab is not a choice); a click in the focused field keeps the list open.
 */
function stateReducer(state: UseComboboxState<SearchChoice>, { type, changes }: UseComboboxStateChangeOptions<SearchChoice>) {
  const types = useCombobox.stateChangeTypes;
  switch (type) {
    case types.InputKeyDownEscape:
      return { ...changes, inputValue: state.inputValue, selectedItem: null };
    case types.InputBlur:
      return { ...changes, inputValue: state.inputValue, selectedItem: state.selectedItem };
    case types.InputClick:
      return { ...changes, isOpen: true };
    case types.InputKeyDownEnter:
    case types.ItemClick:
      return { ...changes, inputValue: state.inputValue };
    default:
      return changes;
  }
}
