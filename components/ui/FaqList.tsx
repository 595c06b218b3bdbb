import Link from './Link';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import type { FaqTopic } from '@/lib/messages/faq';
import { faqMessages } from '@/lib/messages/faq';
import { site } from '@/lib/site';
import { faqMatches, isInitialsQuery } from './faqSearch';
import { chip, chipRow } from './chips';
import { textLink } from './textLink';
import { colors, fontSizes, radii, space } from '@/styles/theme';

const text = faqMessages.search;

type InitialsOf = (value: string) => string;

export interface FaqListProps {
  topics: readonly FaqTopic[];
  /** The level of the topics' headings (deeper under a section's own heading). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Questions grouped by topic, each a <details> that opens without any script.
 * With it, a search box filters questions and answers as typed (initial
 * consonants too: es-hangul loads on the first keystroke), opens what
 * matches, and says how many remain in a polite live region; the topic
 * chips jump to their group.
 */
export function FaqList({ topics, headingLevel = 2 }: FaqListProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [initialsOf, setInitialsOf] = useState<InitialsOf | null>(null);
  const searching = query.trim() !== '';

  useEffect(() => {
    if (!isInitialsQuery(query) || initialsOf) return;
    let live = true;
    import('es-hangul')
      .then(({ getChoseong }) => {
        if (live) setInitialsOf(() => getChoseong);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [query, initialsOf]);

  const shown = topics
    .map((topic) => ({ ...topic, items: topic.items.filter((item) => faqMatches(item, query, initialsOf)) }))
    .filter((topic) => topic.items.length > 0);
  const count = shown.reduce((sum, topic) => sum + topic.items.length, 0);

  return (
    <div>
      <Search role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-q`}>{text.label}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          placeholder={text.placeholder}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </Search>
      <Count role="status" aria-live="polite">
        {searching ? text.count(count) : ''}
      </Count>
      {searching ? null : (
        <Chips aria-label={text.topicsLabel}>
          {topics.map((topic) => (
            <li key={topic.id}>
              <a href={`#faq-${topic.id}`}>{topic.title}</a>
            </li>
          ))}
        </Chips>
      )}
      {count === 0 ? (
        <Empty>
          <p>{text.empty(query.trim())}</p>
          <p>{text.emptyHelp}</p>
          <p>
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
          </p>
          <button type="button" onClick={() => setQuery('')}>
            {text.clear}
          </button>
        </Empty>
      ) : (
        shown.map((topic) => (
          <Topic key={topic.id} id={`faq-${topic.id}`} aria-labelledby={`faq-${topic.id}-title`}>
            <TopicTitle as={`h${headingLevel}`} id={`faq-${topic.id}-title`}>
              {topic.title}
            </TopicTitle>
            {topic.items.map((item) => (
              // Opened while a search runs, so the matching answer is in view.
              <details key={item.q} open={searching || undefined}>
                <summary>{item.q}</summary>
                <div>
                  <p>{item.a}</p>
                  {item.link ? <Link href={item.link.href}>{item.link.label}</Link> : null}
                </div>
              </details>
            ))}
          </Topic>
        ))
      )}
    </div>
  );
}

const Search = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};

  label {
    font-size: ${fontSizes.md};
    font-weight: 700;
  }

  input {
    height: 48px;
    padding: 0 ${space.lg};
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.md};
    font: inherit;
    font-size: ${fontSizes.lg};
  }

  input:focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: 1px;
  }
`;

const Count = styled.p`
  min-height: 1.5em;
  margin: ${space.sm} 0;
  color: ${colors.textSecondary};
  font-size: ${fontSizes.md};
`;

const Chips = styled.ul`
  ${chipRow};
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;

  a {
    ${chip};
    font-size: ${fontSizes.md};
    text-decoration: none;
  }
`;

const Topic = styled.section`
  margin-bottom: ${space.xl};
  scroll-margin-top: 96px;

  details {
    border-bottom: 1px solid ${colors.border};
  }

  details:first-of-type {
    border-top: 1px solid ${colors.border};
  }

  summary {
    display: flex;
    align-items: center;
    min-height: 52px;
    padding: ${space.md} ${space.sm};
    font-weight: 700;
    cursor: pointer;
  }

  summary:focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: -2px;
  }

  details > div {
    padding: 0 ${space.sm} ${space.lg};
    color: ${colors.textSecondary};
  }

  details a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.primary};
    font-weight: 700;
  }
`;

const TopicTitle = styled.h2`
  margin: 0 0 ${space.sm};
  font-size: ${fontSizes.xl};
  font-weight: 800;
`;

const Empty = styled.div`
  padding: ${space.xl};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  text-align: center;

  p + p {
    margin-top: ${space.sm};
    color: ${colors.textSecondary};
  }

  a {
    ${textLink};
  }

  button {
    min-height: 44px;
    margin-top: ${space.sm};
    padding: 0 ${space.lg};
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.md};
    background: ${colors.background};
    font: inherit;
    cursor: pointer;
  }
`;
