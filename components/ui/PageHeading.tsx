import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, space } from '@/styles/theme';

/** The page's one h1 and an optional lead sentence. */
export function PageHeading({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <Header>
      <h1>{title}</h1>
      {lead ? <p>{lead}</p> : null}
      {children}
    </Header>
  );
}

const Header = styled.header`
  margin-bottom: ${space.xl};

  h1 {
    font-size: ${fontSizes.xxl};
    font-weight: 800;
    line-height: 1.3;
    letter-spacing: -0.02em;
    color: ${colors.text};
  }

  p {
    margin-top: ${space.sm};
    font-size: ${fontSizes.base};
    color: ${colors.textSecondary};
  }
`;
