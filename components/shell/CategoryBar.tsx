import Link from '@/components/ui/Link';
import styled, { css } from 'styled-components';
import { BoltIcon } from '@/components/ui/icons';
import { menuFor } from '@/lib/catalog/categories';
import { useSession } from '@/lib/client/session';
import { shellMessages } from '@/lib/messages/shell';
import { colors, fontSizes, layout, media } from '@/styles/theme';

export interface CategoryBarProps {
  /** The main entry the current page belongs to (styled as current). */
  activeId: number | null;
}

/**
 * The desktop category bar (docs/DECISIONS.md): the fixed list,
 * filtered for brand users to `isBrandAccess` entries, discount and season
 * entries highlighted, hidden below 750 px. Category 14's path is already its
 * first child (lib/catalog).
 */
export function CategoryBar({ activeId }: CategoryBarProps) {
  const { userType } = useSession();
  const entries = menuFor(userType);
  return (
    <Nav aria-label={shellMessages.menu.categories}>
      <List>
        {entries.map((entry) => {
          const active = entry.id === activeId;
          return (
            <li key={entry.id}>
              <Entry
                href={entry.path}
                $highlight={entry.highlight === true}
                $active={active}
                aria-current={active ? 'true' : undefined}
                data-category-id={entry.id}
              >
                {entry.code === 'flash-sale' ? <BoltIcon size={15} /> : null}
                {entry.name}
              </Entry>
            </li>
          );
        })}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  display: block;
  border-bottom: 1px solid ${colors.border};
  background: ${colors.background};

  ${media.belowMobile} {
    display: none;
  }
`;

const List = styled.ul`
  display: flex;
  gap: 4px;
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: 0 ${layout.gutterDesktop};
  overflow-x: auto;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }

  & > li {
    flex: none;
  }

  & > li:first-child a {
    margin-left: -10px;
  }
`;

const Entry = styled(Link)<{ $highlight: boolean; $active: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 3px;
  height: ${layout.categoryBarHeight};
  padding: 0 10px;
  font-size: ${fontSizes.base};
  font-weight: 600;
  color: ${colors.text};
  white-space: nowrap;

  &::after {
    content: '';
    position: absolute;
    left: 10px;
    right: 10px;
    bottom: 0;
    height: 2px;
    background: currentColor;
    transform: scaleX(${({ $active }) => ($active ? 1 : 0)});
    transition: transform 0.15s;
  }

  &:hover::after {
    transform: scaleX(1);
  }

  ${({ $highlight }) =>
    $highlight &&
    css`
      color: ${colors.accent};
      font-weight: 700;
    `}

  ${({ $active }) =>
    $active &&
    css`
      font-weight: 800;
    `}
`;
