import type { ReactNode } from 'react';
import styled from 'styled-components';

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
    margin-top: ${({ theme }) => theme.space.xxl};
  }

  h2 {
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }
`;
