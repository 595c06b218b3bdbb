import { lazy, Suspense, useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { KEYWORD_MAX_LENGTH } from '@/lib/catalog/catalog.contract';
import { shellMessages } from '@/lib/messages/shell';
import type { SearchSuggestState } from './SearchSuggest';
import { colors, fontSizes } from '@/styles/theme';

const text = shellMessages.header;

/**
 * The suggestion panel's code (SWR fetch, listbox, recent searches) loads on
 * the field's first focus, so the header every page carries stays light.
 */
const SearchSuggest = lazy(() => import('./SearchSuggest'));

/** What the panel does with the field's keys (set by the panel once loaded). */
export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => void;

const CLOSED: SearchSuggestState = { expanded: false, activeId: undefined };

/**
 * The header's search field (docs/DECISIONS.md): a combobox input named
 * `keyword` inside the header's plain GET form to /search, so it searches
 * before and without JavaScript. Once focused it loads the panel: recent
 * searches while empty, suggestions (products, brands, categories) while
 * typing; arrow keys move through them, Enter opens one (or submits the form
 * when none is active), Escape closes. The search page puts the same field in
 * its own form, so a phone (whose header has only a search icon) gets the same
 * suggestions.
 */
export interface SearchBoxProps {
  defaultValue: string;
  /** The input's id, when a visible or hidden <label> names it (the search page); else the header's aria-label. */
  inputId?: string;
}

export function SearchBox({ defaultValue, inputId }: SearchBoxProps) {
  const [value, setValue] = useState(defaultValue);
  const [loaded, setLoaded] = useState(false);
  const [focused, setFocused] = useState(false);
  const [aria, setAria] = useState<SearchSuggestState>(CLOSED);
  const inputRef = useRef<HTMLInputElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const keyHandler = useRef<KeyHandler | null>(null);
  const listId = useId();

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !wrapperRef.current?.contains(next)) setFocused(false);
  };
  const close = useCallback(() => setFocused(false), []);
  const onKeys = useCallback((handler: KeyHandler | null) => {
    keyHandler.current = handler;
  }, []);

  return (
    <Wrapper
      ref={wrapperRef}
      onFocus={() => {
        setLoaded(true);
        setFocused(true);
      }}
      onBlur={onBlur}
    >
      <Input
        ref={inputRef}
        id={inputId}
        type="search"
        name="keyword"
        role="combobox"
        aria-label={inputId ? undefined : text.search}
        aria-autocomplete="list"
        aria-expanded={aria.expanded}
        aria-controls={aria.expanded ? listId : undefined}
        aria-activedescendant={aria.activeId}
        placeholder={text.searchPlaceholder}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setFocused(true);
        }}
        onKeyDown={(event) => keyHandler.current?.(event)}
        maxLength={KEYWORD_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
      />
      {loaded ? (
        <Suspense fallback={null}>
          <SearchSuggest
            value={value}
            open={focused}
            listId={listId}
            inputRef={inputRef}
            onKeys={onKeys}
            onStateChange={setAria}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  height: 100%;
`;

// No outline of its own: the form draws the focus ring around the whole pill. (A comment inside the
// css would ship in every page's JavaScript.)
const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0 0 0 4px;
  border: 0;
  background: transparent;
  font-size: ${fontSizes.md};
  color: ${colors.text};
  appearance: none;

  &::placeholder {
    color: ${colors.textMuted};
    opacity: 1;
  }

  &:focus,
  &:focus-visible {
    outline: none;
  }
`;
