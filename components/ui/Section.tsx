import type { ReactNode } from 'react';
import styled from 'styled-components';
import { fontSizes, space } from '@/styles/theme';

/** A titled part of a page (h2). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Wrapper aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Wrapper>
  );
}

const Wrapper = styled.section`
  & + & {
    margin-top: ${space.xxl};
  }

  h2 {
    margin-bottom: ${space.md};
    font-size: ${fontSizes.xl};
    font-weight: 700;
  }
`;
