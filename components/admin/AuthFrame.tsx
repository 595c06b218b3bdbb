import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageSeo } from '@/components/ui/PageSeo';
import { consoleMessages as text } from '@/lib/admin/admin.messages';
import { colors, fontSizes, radii, space } from '@/styles/theme';

/** The frame of the console's sign-in and invitation pages: the console's name above a card with the page's h1. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <PageSeo title={text.title(title)} noindex />
      <header className="name">{text.name}</header>
      <Card id="main-content">
        <h1>{title}</h1>
        {children}
      </Card>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-height: 100vh;
  padding: ${space.xxl} ${space.lg};
  background: ${colors.surface};

  .name {
    margin: 0 0 ${space.lg};
    font-weight: 800;
    color: ${colors.text};
  }
`;

const Card = styled.main`
  width: 100%;
  max-width: 440px;
  padding: ${space.xl};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.background};

  h1 {
    margin: 0 0 ${space.md};
    font-size: ${fontSizes.xxl};
    font-weight: 800;
  }

  p {
    color: ${colors.textSecondary};
  }

  form {
    display: flex;
    flex-direction: column;
    gap: ${space.md};
  }
`;
