import styled from 'styled-components';
import Link from './Link';
import { colors, fontSizes, radii, space } from '@/styles/theme';

/** Figures as tiles, each a link to the list it counts (the console's dashboard, the brand centre's front page); one that needs attention in the accent colour. */

export function Figure({ label, value, href, alert = false }: { label: string; value: string; href: string; alert?: boolean }) {
  return (
    <li>
      <Link href={href} data-alert={alert ? 'true' : undefined}>
        <span className="label">{label}</span>
        <strong>{value}</strong>
      </Link>
    </li>
  );
}

export const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    min-height: 44px;
    height: 100%;
    padding: ${space.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    color: ${colors.text};
    text-decoration: none;
  }

  a:hover {
    border-color: ${colors.primary};
  }

  a[data-alert='true'] strong {
    color: ${colors.accent};
  }

  .label {
    color: ${colors.textSecondary};
    font-size: ${fontSizes.md};
  }

  strong {
    font-size: ${fontSizes.xxl};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
`;
