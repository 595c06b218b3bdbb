import Link from '@/components/ui/Link';
import styled, { css } from 'styled-components';
import { hasSubMenu, mainCategoryOf, siblingsOf } from '@/lib/catalog/categories';
import { shellMessages } from '@/lib/messages/shell';
import { colors, fontSizes, layout, media, radii } from '@/styles/theme';

export interface SubMenuProps {
  /** The current `idCategory` (null when the page has none). */
  currentId: number | null;
}

/**
 * The desktop sub-menu (docs/DECISIONS.md): the family of the current
 * category when it has more than one member, never for category 152, hidden
 * below 750 px; the current one marked aria-current="page".
 */
export function SubMenu({ currentId }: SubMenuProps) {
  if (!hasSubMenu(currentId) || currentId === null) return null;
  const family = siblingsOf(currentId);
  const parent = mainCategoryOf(currentId);
  return (
    <Nav aria-label={shellMessages.menu.subCategories}>
      <Inner>
        {parent ? <Parent>{parent.name}</Parent> : null}
        <List>
          {family.map((child) => {
            const current = child.id === currentId;
            return (
              <li key={child.id}>
                <Chip href={child.path} $current={current} aria-current={current ? 'page' : undefined}>
                  {child.name}
                </Chip>
              </li>
            );
          })}
        </List>
      </Inner>
    </Nav>
  );
}

const Nav = styled.nav`
  display: block;
  border-bottom: 1px solid ${colors.border};
  background: ${colors.surface};

  ${media.belowMobile} {
    display: none;
  }
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: 10px ${layout.gutterDesktop};
`;

const Parent = styled.span`
  flex: none;
  font-size: ${fontSizes.md};
  font-weight: 800;
  color: ${colors.text};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Chip = styled(Link)<{ $current: boolean }>`
  display: inline-flex;
  align-items: center;
  height: 32px;
  padding: 0 14px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.background};
  font-size: ${fontSizes.md};
  color: ${colors.textSecondary};
  white-space: nowrap;

  &:hover {
    border-color: ${colors.text};
    color: ${colors.text};
  }

  ${({ $current }) =>
    $current &&
    css`
      border-color: ${colors.text};
      background: ${colors.text};
      color: ${colors.textInverse};
      font-weight: 700;

      &:hover {
        color: ${colors.textInverse};
      }
    `}
`;
