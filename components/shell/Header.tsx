import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { CountBadge } from '@/components/ui/CountBadge';
import { CartIcon, GiftIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from '@/components/ui/icons';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { useCartCount } from '@/lib/cart/client/cart';
import { useSession } from '@/lib/client/session';
import { preloadLogout, useLogout } from '@/lib/account/client/useLogout';
import { KEYWORD_MAX_LENGTH } from '@/lib/catalog/catalog.contract';
import { loginHref, routes } from '@/lib/site';
import { Logo } from './Logo';
import { SearchBox } from './SearchBox';
import { shellMessages } from '@/lib/messages/shell';

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

/** The keyword of the search page the visitor is on, to show in the field; '' elsewhere. */
function currentKeyword(pathname: string, keyword: string | string[] | undefined): string {
  if (pathname !== routes.search) return '';
  const value = Array.isArray(keyword) ? keyword[0] : keyword;
  return (value ?? '').trim().slice(0, KEYWORD_MAX_LENGTH);
}

/**
 * The header (docs/DECISIONS.md): logo, search, and for logged-in users
 * wishlist, MY, referral, cart with its count badge and LOGOUT; LOGIN with the
 * current path as returnUrl otherwise; the hamburger opening the side menu.
 * Phones: one row (menu, logo, search, cart) plus a strip with the account links.
 * Search: from 750 px a search field, a plain GET form to /search?keyword= that
 * works before and without JavaScript (with it, the router navigates and an
 * empty field does nothing); below 750 px an icon linking to the search page.
 */
export function Header({ onOpenMenu, onMenuIntent, menuOpen, menuId }: HeaderProps) {
  const router = useRouter();
  const { loggedIn, userType } = useSession();
  const { cartCount, showBadge } = useCartCount();
  const logout = useLogout();
  const cartCountId = useId();
  const keyword = currentKeyword(router.pathname, router.query.keyword);

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('keyword');
    const value = field instanceof HTMLInputElement ? field.value.trim() : '';
    if (!value) {
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    void router.push(`${routes.search}?keyword=${encodeURIComponent(value)}`);
  };

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
        <SearchLink href={routes.search} aria-label={text.search}>
          <SearchIcon size={22} />
        </SearchLink>
        {/* Named, so it stays distinct from the search page's own search form (another landmark). */}
        <SearchForm role="search" aria-label={text.search} action={routes.search} method="get" onSubmit={submitSearch}>
          <SearchButton type="submit" aria-label={text.search}>
            <SearchIcon size={20} />
          </SearchButton>
          <SearchBox key={keyword} defaultValue={keyword} />
        </SearchForm>
        {loggedIn ? (
          <>
            <Cart href={routes.cart} aria-label={text.cart} aria-describedby={showBadge ? cartCountId : undefined}>
              <IconBox>
                <CartIcon />
                <CountBadge count={cartCount} />
              </IconBox>
              <Caption>{text.cart}</Caption>
            </Cart>
            {showBadge ? <VisuallyHidden id={cartCountId}>{text.cartCount(cartCount)}</VisuallyHidden> : null}
            <Account>
              <Referral href={routes.referral} aria-label={text.referralLabel}>
                <GiftIcon size={18} />
                <ReferralLabel>{text.referral}</ReferralLabel>{' '}
                <Reward>{text.referralReward}</Reward>
              </Referral>
              <Wishlist href={routes.wishlist} aria-label={text.wishlist}>
                <IconBox>
                  <HeartIcon />
                </IconBox>
                <Caption>{text.wishlist}</Caption>
              </Wishlist>
              <My href={userType === 'brand' ? routes.brandCenter : routes.mypage} aria-label={text.my}>
                <IconBox>
                  <UserIcon />
                </IconBox>
                <Caption>{text.my}</Caption>
              </My>
              <Logout
                type="button"
                onClick={() => void logout()}
                onPointerEnter={preloadLogout}
                onFocus={preloadLogout}
              >
                {text.logout}
              </Logout>
            </Account>
          </>
        ) : (
          // A plain link: Next's <Link> would drop the trailing slash of the spec's URL.
          <Login href={loginHref(router.asPath)}>
            <LoginPill>{text.login}</LoginPill>
          </Login>
        )}
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.header};
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
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutterMobile};
  column-gap: 4px;
  grid-template-columns: 44px auto minmax(0, 1fr) 44px ${({ $loggedIn }) => ($loggedIn ? '44px' : 'auto')};
  grid-template-rows: ${({ theme, $loggedIn }) =>
    $loggedIn ? `${theme.layout.headerHeightMobile} 44px` : theme.layout.headerHeightMobile};
  grid-template-areas: ${({ $loggedIn }) =>
    $loggedIn
      ? `'menu logo . search cart' 'account account account account account'`
      : `'menu logo . search auth'`};

  ${({ theme }) => theme.media.desktop} {
    column-gap: 8px;
    padding: 0 ${({ theme }) => theme.layout.gutterDesktop};
    grid-template-rows: ${({ theme }) => theme.layout.headerHeightDesktop};
    grid-template-columns: ${({ $loggedIn }) =>
      $loggedIn ? '40px auto minmax(120px, 1fr) auto auto auto auto auto' : '40px auto minmax(120px, 1fr) auto'};
    grid-template-areas: ${({ $loggedIn }) =>
      $loggedIn ? `'menu logo search referral wish my cart auth'` : `'menu logo search auth'`};
  }
`;

const iconControl = css`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
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

  ${({ theme }) => theme.media.desktop} {
    margin-right: 24px;
  }
`;

/** Phones: an icon to the search page. */
const SearchLink = styled(Link)`
  ${iconControl};
  grid-area: search;

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

/** From 750 px: the search field, a pill with the submit icon on its left. */
const SearchForm = styled.form`
  position: relative;
  grid-area: search;
  display: flex;
  align-items: center;
  width: 100%;
  max-width: 440px;
  height: 42px;
  padding: 0 14px 0 4px;
  border: 1.5px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.belowMobile} {
    display: none;
  }
`;

const SearchButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const IconBox = styled.span`
  position: relative;
  display: inline-flex;
`;

/** Visible on phones' account strip and from the medium width; icon only in between. */
const Caption = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1;
  white-space: nowrap;

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }

  ${({ theme }) => theme.media.medium} {
    display: inline;
  }
`;

const Cart = styled(Link)`
  ${iconControl};
  grid-area: cart;

  ${Caption} {
    display: none;
  }

  ${({ theme }) => theme.media.medium} {
    min-width: 52px;

    ${Caption} {
      display: inline;
    }
  }
`;

const Account = styled.div`
  grid-area: account;
  display: flex;
  align-items: stretch;
  height: 100%;
  margin: 0 -${({ theme }) => theme.layout.gutterMobile};
  /* A shadow, not a border: the links keep the row's full 44 px. */
  box-shadow: inset 0 1px 0 ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  & > * {
    flex: 1 1 auto;
  }

  & > * + * {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }

  ${({ theme }) => theme.media.desktop} {
    display: contents;

    & > * + * {
      border-left: 0;
    }
  }
`;

/** A link of the phone strip; an icon+caption control on desktop. */
const stripItem = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 0;
  padding: 0 6px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textSecondary};
  white-space: nowrap;

  ${IconBox} svg {
    width: 16px;
    height: 16px;
  }

  ${Caption} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  ${({ theme }) => theme.media.desktop} {
    ${iconControl};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};

    ${IconBox} svg {
      width: 24px;
      height: 24px;
    }

    ${Caption} {
      font-size: ${({ theme }) => theme.fontSizes.xs};
    }
  }

  ${({ theme }) => theme.media.medium} {
    min-width: 52px;
  }
`;

const Wishlist = styled(Link)`
  ${stripItem};
  order: 1;

  ${({ theme }) => theme.media.desktop} {
    grid-area: wish;
  }
`;

const My = styled(Link)`
  ${stripItem};
  order: 2;

  ${({ theme }) => theme.media.desktop} {
    grid-area: my;
  }
`;

const Reward = styled.strong`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 800;
`;

const Referral = styled(Link)`
  ${stripItem};
  order: 3;
  color: ${({ theme }) => theme.colors.text};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
  }

  ${({ theme }) => theme.media.desktop} {
    grid-area: referral;
    display: inline-flex;
    flex-direction: row;
    gap: 6px;
    height: 36px;
    margin-right: 8px;
    padding: 0 14px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accentSoft};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};

    &:hover {
      color: ${({ theme }) => theme.colors.text};
      background: ${({ theme }) => theme.colors.accentSoft};
      box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.accent};
    }
  }

`;

/* Between 750 and 1023 px the gift icon and the reward fit, the words come back at 1024. */
const ReferralLabel = styled.span`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }

  ${({ theme }) => theme.media.medium} {
    display: inline;
  }
`;

const authText = css`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.02em;
  white-space: nowrap;
`;

const Logout = styled.button`
  ${stripItem};
  ${authText};
  order: 4;

  ${({ theme }) => theme.media.desktop} {
    grid-area: auth;
    flex-direction: row;
    min-width: 0;
    height: 34px;
    margin-left: 8px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    ${authText};
    color: ${({ theme }) => theme.colors.textSecondary};

    &:hover {
      color: ${({ theme }) => theme.colors.text};
      border-color: ${({ theme }) => theme.colors.text};
    }
  }
`;

/** A 44 px tall target (phones' minimum) around the 34 px pill. */
const Login = styled.a`
  grid-area: auth;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  margin-left: 4px;

  &:focus-visible {
    outline: none;
  }
`;

const LoginPill = styled.span`
  ${authText};
  display: inline-flex;
  align-items: center;
  height: 34px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};

  ${Login}:hover & {
    background: ${({ theme }) => theme.colors.primaryDark};
  }

  ${Login}:focus-visible & {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;
