import styled from 'styled-components';
import { site } from '@/lib/site';
import { InfoPage } from '@/components/ui/InfoPage';
import { legalMessages, type LegalArticle } from '@/lib/content/legal.messages';
import { colors, fontSizes, layout, media, radii, space } from '@/styles/theme';

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
  margin-bottom: ${space.xl};
  font-size: ${fontSizes.md};
  font-weight: 600;
  color: ${colors.textSecondary};
`;

const Toc = styled.nav`
  max-width: 760px;
  margin-bottom: ${space.xxl};
  padding: ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.surface};

  h2 {
    margin-bottom: ${space.sm};
    font-size: ${fontSizes.base};
    font-weight: 700;
  }

  ol {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    column-gap: ${space.xl};

    ${media.desktop} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    font-size: ${fontSizes.md};
    color: ${colors.text};
    text-decoration: underline;
  }
`;

const Article = styled.section`
  max-width: 760px;
  line-height: 1.7;
  scroll-margin-top: ${layout.headerHeightDesktop};

  & + & {
    margin-top: ${space.xl};
  }

  h2 {
    margin-bottom: ${space.sm};
    font-size: ${fontSizes.lg};
    font-weight: 700;
  }

  p + p,
  p + ul,
  ul + p {
    margin-top: ${space.sm};
  }

  ul {
    padding-left: 1.2em;
    list-style: disc;
  }

  li + li {
    margin-top: ${space.xs};
  }

  p,
  li {
    font-size: ${fontSizes.base};
    color: ${colors.text};
  }
`;

const Operator = styled.p`
  max-width: 760px;
  margin-top: ${space.xxl};
  padding-top: ${space.lg};
  border-top: 1px solid ${colors.border};
  font-size: ${fontSizes.md};
  color: ${colors.textSecondary};

  a {
    color: ${colors.primary};
  }
`;
