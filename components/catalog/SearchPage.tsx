import styled from 'styled-components';
import { PageSeo } from '@/components/ui/PageSeo';
import { Button } from '@/components/ui/Button';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { PageContainer } from '../ui/PageContainer';
import { PageHeading } from '../ui/PageHeading';
import { PendingNotice } from '../ui/PendingNotice';
import { catalogMessages } from '@/lib/messages/catalog';

const text = catalogMessages.pages.search;
export const KEYWORD_MAX = 50;

/** The keyword of /search?keyword= (trimmed, at most 50 characters), or '' when absent. */
export function keywordOf(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return (raw ?? '').trim().slice(0, KEYWORD_MAX);
}

/** /search and /page/search: the search box (works without JavaScript); results come with the catalogue. */
export function SearchPage({ keyword }: { keyword: string }) {
  const title = keyword ? text.resultTitle(keyword) : text.title;
  return (
    <>
      <PageSeo title={title} description={text.description} noindex={Boolean(keyword)} path="/search" />
      <PageContainer>
        <PageHeading title={title} />
        <Form action="/search" method="get" role="search">
          <VisuallyHidden as="label" htmlFor="search-page-keyword">
            {text.label}
          </VisuallyHidden>
          <input
            id="search-page-keyword"
            name="keyword"
            type="search"
            defaultValue={keyword}
            maxLength={KEYWORD_MAX}
            placeholder={text.placeholder}
          />
          <Button type="submit" $size="lg">
            {text.submit}
          </Button>
        </Form>
        {keyword ? <PendingNotice /> : <PendingNotice showHomeLink={false}>{text.noKeyword}</PendingNotice>}
      </PageContainer>
    </>
  );
}

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};

  input {
    flex: 1;
    min-width: 0;
    height: 48px;
    padding: ${({ theme }) => `0 ${theme.space.lg}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;
