import { useCombobox } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useContext, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { island } from '../../islands/island';
import type { SearchResults } from '../../schemas/search';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { SearchSiteContext } from './context';
import { searchFieldIsland } from './SearchField.island';
import classes from './SearchForm.module.css';

export interface SearchFieldProps {
  /** 'header': compact, its label hidden; 'page': the search page's own, labelled, with any refusal. */
  variant: 'header' | 'page';
  label: string;
  /**
   * Where the form goes, its field's name and the longest query (SEARCH_PATH, SEARCH_PARAM and
   * MAX_SEARCH_CHARS, from SearchForm): given, because schemas/search.ts builds its zod schemas as it
   * loads, and importing it here would put zod in this island's chunk.
   */
  action: string;
  name: string;
  maxLength: number;
  /** The query the page shows results for; default: none. */
  query?: string;
  /** Why the server refused the query (too long, a page out of range), said with the field. */
  error?: string;
  /**
   * Classes added to the field's own, as Mantine's classNames: the search page's look comes with its
   * block's stylesheet, so the header's, on every page, carries none of it.
   */
  classNames?: Partial<Record<'field' | 'label' | 'error' | 'input', string>>;
}

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** How many answers a field remembers (the oldest forgotten first): a search's worth of typing. */
const REMEMBERED_ANSWERS = 50;

const announce = (total: number) => (total === 0 ? 'No results' : total === 1 ? '1 result' : `${total} results`);

/**
 * The list of results and its stylesheet load once the visitor is in the field, never with a page:
 * the page's own CSS holds only what the plain form needs. Not React.lazy: a list that suspended
 * once would wait out React's throttling of Suspense reveals (300 ms) before showing.
 */
const loadSuggestions = () =>
  import(/* webpackChunkName: "search-suggestions" */ './SearchSuggestions').then((module) => module.default);
type Suggestions = Awaited<ReturnType<typeof loadSuggestions>>;

/**
 * The field of a search form (SearchForm), which works as it is, and once its code is live suggests
 * results as the visitor types: the ARIA combobox pattern, its list the first page of GET /api/search
 * for the latest text (each keystroke aborts the question before it; a question asked again is
 * answered from the answers it had), its count said in a polite live region. Arrow keys move through
 * the results, Enter follows the one chosen (or, with none chosen, submits the form as always),
 * Escape closes the list. An answer that fails (refused, rate-limited, offline) only closes the
 * list: the form still goes to the results page.
 */
export function SearchField({ variant, label, action, name, maxLength, query = '', error, classNames = {} }: SearchFieldProps) {
  const search = useContext(SearchSiteContext);
  // The combobox attributes only once live: until then (and without JavaScript) it is a plain search field.
  const live = useMounted();
  const id = useId().replace(/[^\w-]/g, '');
  const fieldId = `${id}-field`;
  const errorId = `${id}-error`;
  const listId = `${id}-results`;
  const [results, setResults] = useState<SearchResults | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const asking = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [SearchSuggestions, setSearchSuggestions] = useState<Suggestions | null>(null);
  // Reached: the list's code and the API's client get ready while the visitor is still to type. A
  // list that failed to load is asked for again at the next focus; the form works without it.
  const prepare = () => {
    search?.prepare();
    void loadSuggestions().then(
      (component) => setSearchSuggestions(() => component),
      () => {},
    );
  };
  const store = useCombobox({
    onDropdownClose: () => {
      store.resetSelectedOption();
      setActiveId(null);
    },
  });
  const shown = results !== null && SearchSuggestions !== null;
  const open = store.dropdownOpened && shown;
  // The combobox's store finds the options in the list by its id.
  const { setListId } = store;
  useEffect(() => setListId(listId), [setListId, listId]);

  // The answers this field has had, by question: a question asked again (a letter typed then
  // deleted) is answered at once, with no round trip. Only successful answers are kept.
  const answers = useRef(new Map<string, SearchResults>());
  const show = (answer: SearchResults) => {
    store.resetSelectedOption();
    setActiveId(null);
    setResults(answer);
    setStatus(announce(answer.total));
    store.openDropdown();
  };

  const ask = (text: string) => {
    asking.current?.abort();
    const question = text.trim();
    if (!question || !search) {
      store.closeDropdown();
      setResults(null);
      setStatus('');
      return;
    }
    const known = answers.current.get(question);
    if (known) return show(known);
    const controller = new AbortController();
    asking.current = controller;
    search.ask(new URLSearchParams({ [name]: question }), controller.signal).then(
      (answer) => {
        if (answers.current.size >= REMEMBERED_ANSWERS) answers.current.delete(answers.current.keys().next().value ?? '');
        answers.current.set(question, answer);
        // Only the latest question's answer is shown, whichever arrives last.
        if (!controller.signal.aborted) show(answer);
      },
      () => {
        if (controller.signal.aborted) return;
        store.closeDropdown();
        setResults(null);
      },
    );
  };

  // Text typed before the code arrived (the focus woke it) is asked about as soon as it is live.
  useEffect(() => {
    const field = input.current;
    if (field && document.activeElement === field) {
      prepare();
      if (field.value !== query) ask(field.value);
    }
    return () => asking.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || !results) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      store.openDropdown();
      setActiveId(event.key === 'ArrowDown' ? store.selectNextOption() : store.selectPreviousOption());
    } else if (event.key === 'Enter' && open && store.getSelectedOptionIndex() !== -1) {
      // Without a chosen result, Enter is left to the form, which goes to the results page.
      event.preventDefault();
      store.clickSelectedOption();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      store.closeDropdown();
    }
  };

  const combobox = live
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': open,
        'aria-controls': shown ? listId : undefined,
        'aria-activedescendant': open ? (activeId ?? undefined) : undefined,
        autoComplete: 'off',
        onInput: (event: FormEvent<HTMLInputElement>) => ask(event.currentTarget.value),
        onKeyDown,
        onFocus: () => {
          prepare();
          if (results) store.openDropdown();
        },
        onBlur: () => store.closeDropdown(),
      }
    : {};
  return (
    <>
      <div className={join(classes.field, classNames.field)}>
        <label htmlFor={fieldId} className={classNames.label}>
          {variant === 'page' ? label : <VisuallyHidden>{label}</VisuallyHidden>}
        </label>
        {error && (
          <p id={errorId} role="alert" className={classNames.error}>
            {error}
          </p>
        )}
        <input
          ref={input}
          type="search"
          name={name}
          maxLength={maxLength}
          defaultValue={query}
          // The header's label is hidden: the empty field says what it is for.
          placeholder={variant === 'header' ? label : undefined}
          {...combobox}
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={join(classes.input, classNames.input)}
        />
      </div>
      {results && SearchSuggestions && (
        <SearchSuggestions
          results={results}
          listId={listId}
          label={label}
          open={open}
          activeId={activeId}
          allResults={`${action}?${new URLSearchParams({ [name]: results.query }).toString()}`}
          onChoose={() => store.closeDropdown()}
        />
      )}
      <VisuallyHidden>
        <span role="status">{status}</span>
      </VisuallyHidden>
    </>
  );
}

/** Prerendered as a plain field; its code loads when its trigger says (searchFieldIsland), and asks about what was typed meanwhile. */
export const SearchFieldIsland = island(searchFieldIsland, SearchField);
