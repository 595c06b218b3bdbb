import styled from 'styled-components';
import { site } from '@/lib/site';
import { InfoPage } from '@/components/ui/InfoPage';
import { legalMessages, type LegalArticle } from '@/lib/content/legal.messages';

export interface LegalDocument {
  title: string;
  description: string;
  effectiveDate: string;
  articles: readonly LegalArticle[];
  operator: string;
}

/**
 * /terms and /privacy: a legal text with its effective date, a table of
 * contents and one h2 per article; public and server-rendered, no script of
 * its own beyond the page.
 */
export function LegalPage({ document: doc, path }: { document: LegalDocument; path: string }) {
  const anchor = (index: number) => `article-${index + 1}`;
  return (
    <InfoPage title={doc.title} description={doc.description} path={path}>
      <Effective>{legalMessages.effective(doc.effectiveDate)}</Effective>
      <Toc aria-labelledby="legal-toc">
        <h2 id="legal-toc">{legalMessages.toc}</h2>
        <ol>
          {doc.articles.map((article, index) => (
            <li key={article.heading}>
              <a href={`#${anchor(index)}`}>{article.heading}</a>
            </li>
          ))}
        </ol>
      </Toc>
      {doc.articles.map((article, index) => (
        <Article key={article.heading} aria-labelledby={anchor(index)}>
          <h2 id={anchor(index)}>{article.heading}</h2>
          {article.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
          {article.items ? (
            <ul>
              {article.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </Article>
      ))}
      <Operator>
        {doc.operator}
        <br />
        {legalMessages.contact}: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
      </Operator>
    </InfoPage>
  );
}

const Effective = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Toc = styled.nav`
  max-width: 760px;
  margin-bottom: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.base};
    font-weight: 700;
  }

  ol {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space.xl};

    ${({ theme }) => theme.media.desktop} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }
`;

const Article = styled.section`
  max-width: 760px;
  line-height: 1.7;
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeightDesktop};

  & + & {
    margin-top: ${({ theme }) => theme.space.xl};
  }

  h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }

  p + p,
  p + ul,
  ul + p {
    margin-top: ${({ theme }) => theme.space.sm};
  }

  ul {
    padding-left: 1.2em;
    list-style: disc;
  }

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }

  p,
  li {
    font-size: ${({ theme }) => theme.fontSizes.base};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Operator = styled.p`
  max-width: 760px;
  margin-top: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textSecondary};

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
