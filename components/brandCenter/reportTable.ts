import styled from 'styled-components';
import { offscreen } from '@/components/ui/VisuallyHidden';
import { colors, fontSizes, media, space } from '@/styles/theme';

/** The brand centre's reports (거래처별 매출, 정산 내역): a table with its totals, figures right-aligned. */

/** A report's table in a box that scrolls sideways (a named region the keyboard reaches). */
export const ReportScroll = styled.div`
  overflow-x: auto;
  border-top: 2px solid ${colors.text};
`;

/* A table on a desktop; on a phone each retailer is a block of label / value rows (the heads hidden, each cell naming its column). */
export const ReportTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  ${media.belowMobile} {
    thead {
      ${offscreen};
    }

    tbody,
    tfoot,
    tr {
      display: block;
    }

    tr {
      padding: ${space.sm} 0;
      border-bottom: 1px solid ${colors.border};
    }

    tfoot tr {
      background: ${colors.surface};
    }

    th,
    td {
      display: flex;
      justify-content: space-between;
      gap: ${space.md};
      padding: ${space.xs} ${space.md};
      border-bottom: 0 !important;
    }

    td::before {
      content: attr(data-label);
      color: ${colors.textSecondary};
      font-weight: 600;
    }

    td:empty {
      display: none;
    }
  }

  caption {
    ${offscreen};
    white-space: nowrap;
  }

  th,
  td {
    padding: ${space.md};
    border-bottom: 1px solid ${colors.border};
    text-align: right;
    white-space: nowrap;
  }

  th:first-child {
    text-align: left;
    white-space: normal;
  }

  thead th {
    background: ${colors.surface};
    color: ${colors.textSecondary};
    font-size: ${fontSizes.md};
  }

  tbody th {
    font-weight: 600;
  }

  tfoot th,
  tfoot td {
    border-bottom: 0;
    background: ${colors.surface};
    font-weight: 800;
  }

  tfoot span {
    color: ${colors.textSecondary};
    font-weight: 600;
  }
`;

/** A report's section heading (정산서, 정산 내역), with room above it. */
export const ReportHeading = styled.h2`
  margin: ${space.xl} 0 ${space.md};
  font-size: ${fontSizes.xl};
  font-weight: 800;
`;
