import Link from 'next/link';
import styled from 'styled-components';
import { PageSeo } from '@/components/ui/PageSeo';
import { shopPath, ALL_CATEGORY_ID } from '@/lib/catalog/categories';
import { PageContainer } from '../ui/PageContainer';
import { infoMessages } from '@/lib/messages/info';

const text = infoMessages.notFound;

/** The 404 page (status 404): what happened and the ways back. */
export function NotFoundPage() {
  return (
    <>
      <PageSeo title={text.title} description={text.description} noindex />
      <PageContainer>
        <Box>
          <Code aria-hidden="true">404</Code>
          <h1>{text.title}</h1>
          <p>{text.description}</p>
          <Links>
            <Link href="/">{text.home}</Link>
            <Link href={shopPath(ALL_CATEGORY_ID)}>{text.shop}</Link>
          </Links>
        </Box>
      </PageContainer>
    </>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} 0;
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 800;
  }

  p {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Code = styled.div`
  font-size: 56px;
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => `0 ${theme.space.xl}`};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    text-decoration: none;
  }

  a:first-child {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;
