import styled from 'styled-components';
import { MenuIcon } from '@/components/ui/icons';
import { useSession } from '@/lib/client/session';
import { shellMessages } from '@/lib/messages/shell';
import { HeaderAccount } from './HeaderAccount';
import { iconControl } from './headerControls';
import { HeaderSearch } from './HeaderSearch';
import { Logo } from './Logo';
import { colors, layout, media, shadows, zIndex } from '@/styles/theme';

const text = shellMessages.header;

export interface HeaderProps {
  /** Opens the side menu (the hamburger). */
  onOpenMenu: () => void;
  /** The pointer or focus reached the hamburger: a good time to load the menu's code. */
  onMenuIntent?: () => void;
  /** Whether the side menu is open (for aria-expanded). */
  menuOpen: boolean;
  /** id of the side menu element the hamburger controls. */
  menuId: string;
}

/**
 * The header (docs/DECISIONS.md): the hamburger opening the side menu, the
 * logo, the search (HeaderSearch) and the account menu (HeaderAccount), laid
 * out on one grid. Phones: one row (menu, logo, search, cart) plus a strip
 * with the account links.
 */
export function Header({ onOpenMenu, onMenuIntent, menuOpen, menuId }: HeaderProps) {
  const { loggedIn } = useSession();

  return (
    <Bar>
      <Inner $loggedIn={loggedIn}>
        <MenuButton
          type="button"
          aria-label={text.openMenu}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={onOpenMenu}
          onPointerEnter={onMenuIntent}
          onFocus={onMenuIntent}
        >
          <MenuIcon />
        </MenuButton>
        <LogoSlot>
          <Logo />
        </LogoSlot>
        <HeaderSearch />
        <HeaderAccount />
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndex.header};
  background: ${colors.background};
  box-shadow: ${shadows.header};
`;

/*
 * One grid, two arrangements; every tap target on a phone is at least 44 x 44 px.
 * Phones (<= 749 px):
 *   menu logo . search cart
 *   account account account account account   (wishlist, MY, referral, LOGOUT)
 * Desktop (>= 750 px) one row; the account group dissolves (display: contents)
 * so its links take their own columns: menu logo search referral wish my cart auth.
 */
const Inner = styled.div<{ $loggedIn: boolean }>`
  display: grid;
  align-items: center;
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: 0 ${layout.gutterMobile};
  column-gap: 4px;
  grid-template-columns: 44px auto minmax(0, 1fr) 44px ${({ $loggedIn }) => ($loggedIn ? '44px' : 'auto')};
  grid-template-rows: ${({ $loggedIn }) =>
    $loggedIn ? `${layout.headerHeightMobile} 44px` : layout.headerHeightMobile};
  grid-template-areas: ${({ $loggedIn }) =>
    $loggedIn
      ? `'menu logo . search cart' 'account account account account account'`
      : `'menu logo . search auth'`};

  ${media.desktop} {
    column-gap: 8px;
    padding: 0 ${layout.gutterDesktop};
    grid-template-rows: ${layout.headerHeightDesktop};
    grid-template-columns: ${({ $loggedIn }) =>
      $loggedIn ? '40px auto minmax(120px, 1fr) auto auto auto auto auto' : '40px auto minmax(120px, 1fr) auto'};
    grid-template-areas: ${({ $loggedIn }) =>
      $loggedIn ? `'menu logo search referral wish my cart auth'` : `'menu logo search auth'`};
  }
`;

const MenuButton = styled.button`
  ${iconControl};
  grid-area: menu;
  margin-left: -8px;
`;

const LogoSlot = styled.div`
  grid-area: logo;
  margin-right: 8px;

  ${media.desktop} {
    margin-right: 24px;
  }
`;
