import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { CountBadge } from '@/components/ui/CountBadge';
import { CartIcon, GiftIcon, HeartIcon, UserIcon } from '@/components/ui/icons';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { useCartCount } from '@/lib/cart/client/cart';
import { useUnreadCount } from '@/lib/notifications/client/notifications';
import { useSession } from '@/lib/client/session';
import { preloadLogout, useLogout } from '@/lib/account/client/useLogout';
import { loginHref, routes } from '@/lib/site';
import { shellMessages } from '@/lib/messages/shell';
import { Caption, IconBox, iconControl } from './headerControls';
import { colors, fontSizes, layout, media, radii } from '@/styles/theme';

const text = shellMessages.header;

/**
 * The header's account menu (docs/DECISIONS.md): for logged-in users the cart
 * with its count badge, then wishlist, MY, referral and LOGOUT (on phones a
 * strip below the header's row, on desktop columns of the header grid); LOGIN
 * with the current path as returnUrl otherwise.
 */
export function HeaderAccount() {
  const router = useRouter();
  const { loggedIn, userType } = useSession();
  const { cartCount, showBadge } = useCartCount();
  const unread = useUnreadCount();
  const unreadId = useId();
  const logout = useLogout();
  const cartCountId = useId();

  if (!loggedIn) {
    return (
      // A plain link: Next's <Link> would drop the trailing slash of the spec's URL.
      <Login href={loginHref(router.asPath)}>
        <LoginPill>{text.login}</LoginPill>
      </Login>
    );
  }

  return (
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
        <My href={userType === 'brand' ? routes.brandCenter : routes.mypage} aria-label={text.my} aria-describedby={unread > 0 ? unreadId : undefined}>
          <IconBox>
            <UserIcon />
            <CountBadge count={unread} />
          </IconBox>
          <Caption>{text.my}</Caption>
        </My>
        {unread > 0 ? <VisuallyHidden id={unreadId}>{text.unread(unread)}</VisuallyHidden> : null}
        <Logout type="button" onClick={() => void logout()} onPointerEnter={preloadLogout} onFocus={preloadLogout}>
          {text.logout}
        </Logout>
      </Account>
    </>
  );
}

const Cart = styled(Link)`
  ${iconControl};
  grid-area: cart;

  ${Caption} {
    display: none;
  }

  ${media.medium} {
    min-width: 52px;

    ${Caption} {
      display: inline;
    }
  }
`;

/**
 * A link of the phone strip; an icon+caption control on desktop. The strip gives it to each of
 * its links and its button (`:where` keeps that rule as weak as the item's own class, which comes
 * later in the sheet and wins), so the rules are sent once, not once per item.
 */
const stripItem = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 0;
  padding: 0 6px;
  font-size: ${fontSizes.sm};
  font-weight: 600;
  color: ${colors.textSecondary};
  white-space: nowrap;

  ${IconBox} svg {
    width: 16px;
    height: 16px;
  }

  ${Caption} {
    font-size: ${fontSizes.sm};
  }

  ${media.desktop} {
    ${iconControl};
    padding: 0;
    font-size: ${fontSizes.xs};

    ${IconBox} svg {
      width: 24px;
      height: 24px;
    }

    ${Caption} {
      font-size: ${fontSizes.xs};
    }
  }

  ${media.medium} {
    min-width: 52px;
  }
`;

// A shadow, not a border, above the row: the links keep its full 44 px. (A comment inside the css
// would ship in every page's JavaScript.)
const Account = styled.div`
  grid-area: account;
  display: flex;
  align-items: stretch;
  height: 100%;
  margin: 0 -${layout.gutterMobile};
  box-shadow: inset 0 1px 0 ${colors.border};
  background: ${colors.surface};

  & > * {
    flex: 1 1 auto;
  }

  & > * + * {
    border-left: 1px solid ${colors.border};
  }

  ${media.desktop} {
    display: contents;

    & > * + * {
      border-left: 0;
    }
  }

  & > :where(a, button) {
    ${stripItem};
  }
`;

const Wishlist = styled(Link)`
  order: 1;

  ${media.desktop} {
    grid-area: wish;
  }
`;

const My = styled(Link)`
  order: 2;

  ${media.desktop} {
    grid-area: my;
  }
`;

const Reward = styled.strong`
  color: ${colors.accent};
  font-weight: 800;
`;

const Referral = styled(Link)`
  order: 3;
  color: ${colors.text};

  svg {
    flex: none;
    color: ${colors.accent};
  }

  ${media.desktop} {
    grid-area: referral;
    display: inline-flex;
    flex-direction: row;
    gap: 6px;
    height: 36px;
    margin-right: 8px;
    padding: 0 14px;
    border-radius: ${radii.pill};
    background: ${colors.accentSoft};
    font-size: ${fontSizes.sm};
    font-weight: 700;
    color: ${colors.text};

    &:hover {
      color: ${colors.text};
      background: ${colors.accentSoft};
      box-shadow: inset 0 0 0 1px ${colors.accent};
    }
  }

`;

/* Between 750 and 1023 px the gift icon and the reward fit, the words come back at 1024. */
const ReferralLabel = styled.span`
  ${media.desktop} {
    display: none;
  }

  ${media.medium} {
    display: inline;
  }
`;

const authText = css`
  font-size: ${fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.02em;
  white-space: nowrap;
`;

const Logout = styled.button`
  ${authText};
  order: 4;

  ${media.desktop} {
    grid-area: auth;
    flex-direction: row;
    min-width: 0;
    height: 34px;
    margin-left: 8px;
    padding: 0 12px;
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.pill};
    ${authText};
    color: ${colors.textSecondary};

    &:hover {
      color: ${colors.text};
      border-color: ${colors.text};
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
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: ${colors.textInverse};

  ${Login}:hover & {
    background: ${colors.primaryDark};
  }

  ${Login}:focus-visible & {
    outline: 2px solid ${colors.primary};
    outline-offset: 2px;
  }
`;
