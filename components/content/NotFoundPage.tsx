import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { PageSeo } from '@/components/ui/PageSeo';
import { shopPath, ALL_CATEGORY_ID } from '@/lib/catalog/categories';
import { PageContainer } from '@/components/ui/PageContainer';
import { errorPageMessages } from '@/lib/content/errorPages.messages';
import { colors, fontSizes, radii, space } from '@/styles/theme';

interface StatusPageProps {
  code: number;
  title: string;
  description: string;
  /** The ways on; the first is the main one. */
  links: { href: string; label: string; reload?: boolean }[];
}

/** A page that stands for a status (404, 503): the code, what happened and the ways on. */
function StatusPage({ code, title, description, links }: StatusPageProps) {
  return (
    <>
      <PageSeo title={title} description={description} noindex />
      <PageContainer>
        <Box>
          <Code aria-hidden="true">{code}</Code>
          <h1>{title}</h1>
          <p>{description}</p>
          <Links>
            {links.map((link) =>
              // A retry is a full load: the server tries the database again.
              link.reload ? (
                <a key={link.label} href={link.href}>
                  {link.label}
                </a>
              ) : (
                <Link key={link.label} href={link.href}>
                  {link.label}
                </Link>
              ),
            )}
          </Links>
        </Box>
      </PageContainer>
    </>
  );
}

/** The 404 page (status 404): what happened and the ways back. */
export function NotFoundPage() {
  const text = errorPageMessages.notFound;
  return (
    <StatusPage
      code={404}
      title={text.title}
      description={text.description}
      links={[
        { href: '/', label: text.home },
        { href: shopPath(ALL_CATEGORY_ID), label: text.shop },
      ]}
    />
  );
}

/**
 * What any page shows, with status 503, while the database cannot be reached
 * (lib/server/http/page.ts): try again (the same address), or the home page.
 */
export function ServiceUnavailablePage({ path }: { path: string }) {
  const text = errorPageMessages.unavailable;
  return (
    <StatusPage
      code={503}
      title={text.title}
      description={text.description}
      links={[
        { href: path, label: text.retry, reload: true },
        { href: '/', label: text.home, reload: true },
      ]}
    />
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.md};
  padding: ${space.xxl} 0;
  text-align: center;

  h1 {
    font-size: ${fontSizes.xxl};
    font-weight: 800;
  }

  p {
    color: ${colors.textSecondary};
  }
`;

const Code = styled.div`
  font-size: 56px;
  font-weight: 800;
  line-height: 1;
  color: ${colors.primary};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.sm};
  margin-top: ${space.md};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${space.xl};
    border-radius: ${radii.md};
    border: 1px solid ${colors.borderStrong};
    color: ${colors.text};
    font-weight: 700;
    text-decoration: none;
  }

  a:first-child {
    border-color: ${colors.primary};
    background: ${colors.primary};
    color: ${colors.textInverse};
  }
`;
