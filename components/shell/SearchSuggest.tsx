import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { useSearchSuggestions } from '@/lib/catalog/client/catalog';
import { addRecentSearch, clearRecentSearches, readRecentSearches, removeRecentSearch } from '@/lib/catalog/client/recentSearches';
import type { SearchSuggestions } from '@/lib/catalog/catalog.contract';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { routes } from '@/lib/site';
import type { KeyHandler } from './SearchBox';
import { colors, fontSizes, radii, shadows, space } from '@/styles/theme';
import { Picture } from '@/components/ui/Picture';

const text = catalogMessages.searchBox;

/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;

/** What the field's ARIA attributes show. */
export interface SearchSuggestState {
  expanded: boolean;
  activeId: string | undefined;
}

export interface SearchSuggestProps {
  /** The field's value as typed. */
  value: string;
  /** Whether the field (or the panel) has focus and the panel may show. */
  open: boolean;
  /** id of the suggestions listbox. */
  listId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Gives the field the panel's key handler (null when the panel goes). */
  onKeys: (handler: KeyHandler | null) => void;
  onStateChange: (state: SearchSuggestState) => void;
  onClose: () => void;
}

type Kind = 'products' | 'brands' | 'categories';

interface Option {
  kind: Kind;
  key: string;
  href: string;
  label: string;
  detail?: string;
  image?: string | null;
}

const KINDS: Kind[] = ['products', 'brands', 'categories'];

/** The answer as options in display order: products, brands, categories. */
function optionsOf(data: SearchSuggestions | undefined): Option[] {
  if (!data) return [];
  return [
    ...data.products.map((product) => ({
      kind: 'products' as const,
      key: `p${product.id}`,
      href: `/product-details/${product.id}`,
      label: product.name,
      detail: product.brandName,
      image: product.image,
    })),
    ...data.brands.map((brand) => ({ kind: 'brands' as const, key: `b${brand.id}`, href: `/brand/${brand.id}`, label: brand.name })),
    ...data.categories.map((category) => ({ kind: 'categories' as const, key: `c${category.id}`, href: category.path, label: category.name })),
  ];
}

function searchHref(keyword: string): string {
  return `${routes.search}?keyword=${encodeURIComponent(keyword)}`;
}

/** `value`, once it has stopped changing for `delay` ms ('' until then, the first value too). */
function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The header search's panel (loaded by ./SearchBox.tsx on first focus):
 * suggestions while typing, as a listbox grouped by products, brands and
 * categories (arrow keys move, Enter opens, Escape closes, a tap opens), and
 * recent searches while the field is empty (kept on the device, each one
 * removable, all removable). A search submitted from the form is remembered.
 */
export default function SearchSuggest({ value, open, listId, inputRef, onKeys, onStateChange, onClose }: SearchSuggestProps) {
  const router = useRouter();
  const keyword = value.trim();
  const { data } = useSearchSuggestions(useDebounced(keyword, SUGGEST_DEBOUNCE_MS));
  const [recent, setRecent] = useState<string[]>(readRecentSearches);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);

  // A new value (or the panel opening again) undoes Escape and the highlight.
  const [seen, setSeen] = useState({ value, open });
  if (seen.value !== value || seen.open !== open) {
    setSeen({ value, open });
    setDismissed(false);
    setActive(-1);
    if (open && !seen.open) setRecent(readRecentSearches());
  }

  const options = keyword ? optionsOf(data) : [];
  const showSuggestions = open && !dismissed && options.length > 0;
  const showRecent = open && !dismissed && keyword === '' && recent.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;
  const activeId = showSuggestions && active >= 0 && active < options.length ? optionId(active) : undefined;

  useEffect(() => {
    onStateChange({ expanded: showSuggestions, activeId });
  }, [showSuggestions, activeId, onStateChange]);

  // Remember what the form searches for (Enter or the search button).
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const remember = () => {
      const typed = inputRef.current?.value.trim() ?? '';
      if (typed) setRecent(addRecentSearch(typed));
      onClose();
    };
    form.addEventListener('submit', remember);
    return () => form.removeEventListener('submit', remember);
  }, [inputRef, onClose]);

  const choose = (option: Option) => {
    onClose();
    void router.push(option.href);
  };

  const focusRecent = (step: 1 | -1) => {
    const links = Array.from(document.querySelectorAll<HTMLElement>(`[data-recent-of="${listId}"]`));
    if (links.length === 0) return;
    const at = links.indexOf(document.activeElement as HTMLElement);
    const next = at === -1 ? (step === 1 ? 0 : links.length - 1) : (at + step + links.length) % links.length;
    links[next]?.focus();
  };

  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Korean input: keys that end a syllable's composition are not commands.
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        if (showSuggestions) {
          event.preventDefault();
          setActive((index) => (index + 1) % count);
        } else if (showRecent) {
          event.preventDefault();
          focusRecent(1);
        } else if (dismissed) {
          event.preventDefault();
          setDismissed(false);
        }
        break;
      case 'ArrowUp':
        if (showSuggestions) {
          event.preventDefault();
          setActive((index) => (index <= 0 ? count - 1 : index - 1));
        }
        break;
      case 'Enter': {
        const option = showSuggestions && active >= 0 ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (showSuggestions || showRecent) {
          event.preventDefault();
          setDismissed(true);
          setActive(-1);
        }
        break;
    }
  };

  useEffect(() => {
    onKeys(onFieldKey);
    return () => onKeys(null);
  });

  const onRecentKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusRecent(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDismissed(true);
      inputRef.current?.focus();
    }
  };

  const afterRemoval = (list: string[]) => {
    setRecent(list);
    inputRef.current?.focus();
  };

  return (
    <>
      <VisuallyHidden role="status">{showSuggestions ? text.resultsCount(options.length) : ''}</VisuallyHidden>
      {showSuggestions ? (
        // Pressing an option keeps the focus in the field; the click then opens it.
        <Panel onMouseDown={(event) => event.preventDefault()}>
          <div role="listbox" id={listId} aria-label={text.suggestionsLabel}>
            {KINDS.map((kind) => {
              const group = options.filter((option) => option.kind === kind);
              if (group.length === 0) return null;
              const labelId = `${listId}-${kind}`;
              return (
                <div role="group" aria-labelledby={labelId} key={kind}>
                  <GroupLabel id={labelId} role="presentation">
                    {text[kind]}
                  </GroupLabel>
                  {group.map((option) => {
                    const at = options.indexOf(option);
                    return (
                      <OptionRow
                        key={option.key}
                        id={optionId(at)}
                        role="option"
                        aria-selected={at === active}
                        onClick={() => choose(option)}
                        onMouseEnter={() => setActive(at)}
                      >
                        {option.kind === 'products' ? (
                          <Thumb aria-hidden="true">
                            {option.image ? <Picture src={option.image} alt="" size={32} /> : null}
                          </Thumb>
                        ) : null}
                        <OptionText>
                          <span>{option.label}</span>
                          {option.detail ? <Detail>{option.detail}</Detail> : null}
                        </OptionText>
                      </OptionRow>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </Panel>
      ) : null}
      {showRecent ? (
        <Panel onMouseDown={(event) => event.preventDefault()} onKeyDown={onRecentKey}>
          <RecentHead>
            <span id={`${listId}-recent`}>{text.recentHeading}</span>
            <TextButton type="button" onClick={() => afterRemoval(clearRecentSearches())}>
              {text.clearRecent}
            </TextButton>
          </RecentHead>
          <ul aria-labelledby={`${listId}-recent`}>
            {recent.map((entry) => (
              <RecentRow key={entry}>
                <Link
                  href={searchHref(entry)}
                  data-recent-of={listId}
                  onClick={() => {
                    setRecent(addRecentSearch(entry));
                    onClose();
                  }}
                >
                  {entry}
                </Link>
                <RemoveButton type="button" aria-label={text.removeRecent(entry)} onClick={() => afterRemoval(removeRecentSearch(entry))}>
                  <span aria-hidden="true">×</span>
                </RemoveButton>
              </RecentRow>
            ))}
          </ul>
        </Panel>
      ) : null}
    </>
  );
}

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  left: 0;
  right: 0;
  z-index: 1;
  max-height: min(70vh, 480px);
  overflow-y: auto;
  padding: ${space.sm} 0;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.background};
  box-shadow: ${shadows.dropdown};
`;

const GroupLabel = styled.div`
  padding: ${space.sm} ${space.lg} ${space.xs};
  color: ${colors.textSecondary};
  font-size: ${fontSizes.sm};
  font-weight: 700;
`;

const OptionRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  min-height: 44px;
  padding: ${space.xs} ${space.lg};
  cursor: pointer;
  color: ${colors.text};

  &[aria-selected='true'] {
    background: ${colors.primarySoft};
    color: ${colors.primaryDark};
  }
`;

const Thumb = styled.span`
  flex: none;
  width: 32px;
  height: 32px;
  overflow: hidden;
  border-radius: ${radii.sm};
  background: ${colors.surface};
`;

const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-size: ${fontSizes.md};

  span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Detail = styled.span`
  color: ${colors.textSecondary};
  font-size: ${fontSizes.sm};
`;

const RecentHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 ${space.sm} 0 ${space.lg};

  > span {
    font-size: ${fontSizes.sm};
    font-weight: 700;
    color: ${colors.textSecondary};
  }
`;

const TextButton = styled.button`
  min-height: 44px;
  padding: 0 ${space.sm};
  color: ${colors.textSecondary};
  font-size: ${fontSizes.sm};

  &:hover {
    color: ${colors.text};
  }
`;

const RecentRow = styled.li`
  display: flex;
  align-items: center;

  a {
    flex: 1;
    display: flex;
    align-items: center;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${space.lg};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${colors.text};
  }

  a:hover,
  a:focus-visible {
    background: ${colors.primarySoft};
  }
`;

const RemoveButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  color: ${colors.textSecondary};
  font-size: ${fontSizes.lg};

  &:hover {
    color: ${colors.text};
  }
`;
