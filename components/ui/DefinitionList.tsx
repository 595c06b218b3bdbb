import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, space } from '@/styles/theme';

/** Label / value rows (account details and the like). */
export function DefinitionList({ rows }: { rows: Array<{ label: string; value: ReactNode }> }) {
  return (
    <List>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </List>
  );
}

const List = styled.dl`
  margin: 0;
  border-top: 1px solid ${colors.border};

  div {
    display: grid;
    grid-template-columns: 8em minmax(0, 1fr);
    gap: ${space.md};
    padding: ${space.md} 0;
    border-bottom: 1px solid ${colors.border};
  }

  dt {
    color: ${colors.textSecondary};
  }

  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
