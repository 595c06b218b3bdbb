import Link from '@/components/ui/Link';
import { useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ChevronDownIcon, ChevronRightIcon, CloseIcon, LockIcon, LogoutIcon } from '@/components/ui/icons';
import { iconButton } from '@/components/ui/iconButton';
import { useOverlay } from '@/components/ui/useOverlay';
import { menuFor, type Category } from '@/lib/catalog/categories';
import { preloadLogout, useLogout } from '@/lib/account/client/useLogout';
import { useSession } from '@/lib/client/session';
import { routes } from '@/lib/site';
import { sideMenuMessages } from '@/lib/messages/sideMenu';
import { colors, fontSizes, layout, radii, shadows, zIndex } from '@/styles/theme';

const text = sideMenuMessages;

export interface SideMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Opens the change-password dialog (the side menu closes first). */
  onChangePassword: () => void;
  /** The main entry the current page belongs to: its group starts expanded. */
  activeId: number | null;
}

/**
 * The side menu (docs/DECISIONS.md), opened by the hamburger:
 * groups with children expand when selected, groups without children navigate
 * and close the menu; logged-in users also get 비밀번호 변경 and 로그아웃
 * (which goes to '/' and reloads).
 */
export function SideMenu({ id, open, onClose, onChangePassword, activeId }: SideMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const backdrop = useOverlay(open, onClose, panel, closeButton);
  if (!open) return null;
  return (
    <Backdrop {...backdrop}>
      <Panel ref={panel} id={id} tabIndex={-1}>
        <MenuBody onClose={onClose} onChangePassword={onChangePassword} activeId={activeId}>
          <Top>
            <Greeting />
            <CloseButton ref={closeButton} type="button" aria-label={text.closeMenu} onClick={onClose}>
              <CloseIcon />
            </CloseButton>
          </Top>
        </MenuBody>
      </Panel>
    </Backdrop>
  );
}

function Greeting() {
  const { loggedIn, user } = useSession();
  if (loggedIn) {
    return <Hello>{user ? text.welcome(user.businessName) : text.account}</Hello>;
  }
  return (
    <Guest>
      <GuestHint>{text.guest}</GuestHint>
      <GuestLinks>
        <PrimaryLink href={routes.login}>{text.login}</PrimaryLink>
        <SecondaryLink href={routes.register}>{text.register}</SecondaryLink>
      </GuestLinks>
    </Guest>
  );
}

/** The navigation landmark; `children` (greeting, login links, close) come first inside it. */
function MenuBody({
  onClose,
  onChangePassword,
  activeId,
  children,
}: Pick<SideMenuProps, 'onClose' | 'onChangePassword' | 'activeId'> & { children: ReactNode }) {
  const { loggedIn, userType } = useSession();
  const logout = useLogout();
  // Mounted on every opening, so the current page's group starts expanded. A navigation can land
  // while the menu is open (the address changes before the router renders the new page): then
  // the new page's group expands, without remounting the panel the focus is in.
  const [expanded, setExpanded] = useState<number | null>(activeId);
  const [pageGroup, setPageGroup] = useState(activeId);
  if (pageGroup !== activeId) {
    setPageGroup(activeId);
    setExpanded(activeId);
  }

  return (
    <Nav aria-label={text.allMenu}>
      {children}
      <Groups>
        {menuFor(userType).map((group) => (
          <Group
            key={group.id}
            group={group}
            expanded={expanded === group.id}
            onToggle={() => setExpanded((current) => (current === group.id ? null : group.id))}
            onNavigate={onClose}
          />
        ))}
      </Groups>
      {loggedIn ? (
        <AccountList>
          <li>
            <AccountButton
              type="button"
              onClick={() => {
                onClose();
                onChangePassword();
              }}
            >
              <LockIcon size={18} />
              {text.changePassword}
            </AccountButton>
          </li>
          <li>
            <AccountButton
              type="button"
              onClick={() => {
                onClose();
                void logout({ goHome: true });
              }}
              onPointerEnter={preloadLogout}
              onFocus={preloadLogout}
            >
              <LogoutIcon size={18} />
              {text.logout}
            </AccountButton>
          </li>
        </AccountList>
      ) : null}
    </Nav>
  );
}

interface GroupProps {
  group: Category;
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

function Group({ group, expanded, onToggle, onNavigate }: GroupProps) {
  const children = group.children ?? [];
  const listId = `side-menu-group-${group.id}`;
  if (children.length === 0) {
    return (
      <li>
        <GroupLink href={group.path} onClick={onNavigate} $highlight={group.highlight === true}>
          {group.name}
          <ChevronRightIcon size={18} />
        </GroupLink>
      </li>
    );
  }
  // The group's own page, unless its path is one of its children (category 14).
  const ownPage = children.some((child) => child.path === group.path) ? null : group.path;
  return (
    <li>
      <GroupButton
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
        $highlight={group.highlight === true}
        $expanded={expanded}
      >
        {group.name}
        <ChevronDownIcon size={18} />
      </GroupButton>
      {expanded ? (
        <Children id={listId}>
          {ownPage ? (
            <li>
              <ChildLink href={ownPage} onClick={onNavigate}>
                {text.viewAll(group.name)}
              </ChildLink>
            </li>
          ) : null}
          {children.map((child) => (
            <li key={child.id}>
              <ChildLink href={child.path} onClick={onNavigate}>
                {child.name}
              </ChildLink>
            </li>
          ))}
        </Children>
      ) : null}
    </li>
  );
}

/* The animations are in the global stylesheet (styles/globalCss.ts). */
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.drawer};
  background: ${colors.overlay};
  animation: shell-fade-in 0.15s ease-out;
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: min(${layout.sideMenuWidth}, 86vw);
  height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${colors.background};
  box-shadow: ${shadows.drawer};
  animation: shell-slide-in 0.2s ease-out;

  &:focus {
    outline: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px;
  padding: 16px 12px 16px 20px;
  border-bottom: 8px solid ${colors.surface};
`;

const Hello = styled.p`
  padding-top: 6px;
  font-size: ${fontSizes.lg};
  font-weight: 700;
`;

const Guest = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding-top: 6px;
`;

const GuestHint = styled.p`
  font-size: ${fontSizes.md};
  font-weight: 600;
`;

const GuestLinks = styled.div`
  display: flex;
  gap: 8px;
`;

const pillLink = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 16px;
  border-radius: ${radii.md};
  font-size: ${fontSizes.md};
  font-weight: 700;
`;

const PrimaryLink = styled(Link)`
  ${pillLink};
  background: ${colors.primary};
  color: ${colors.textInverse};
`;

const SecondaryLink = styled(Link)`
  ${pillLink};
  border: 1px solid ${colors.borderStrong};
`;

const CloseButton = styled.button`
  ${iconButton};
`;

const Nav = styled.nav`
  display: flex;
  flex: 1;
  flex-direction: column;
`;

const Groups = styled.ul`
  padding: 8px 0;
`;

const groupRow = css<{ $highlight: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 50px;
  padding: 0 16px 0 20px;
  font-size: ${fontSizes.lg};
  font-weight: 600;
  text-align: left;
  color: ${({ $highlight }) => ($highlight ? colors.accent : colors.text)};

  svg {
    flex: none;
    color: ${colors.textMuted};
    transition: transform 0.15s;
  }

  &:hover {
    background: ${colors.surface};
  }
`;

const GroupLink = styled(Link)<{ $highlight: boolean }>`
  ${groupRow};
`;

const GroupButton = styled.button<{ $highlight: boolean; $expanded: boolean }>`
  ${groupRow};

  svg {
    transform: rotate(${({ $expanded }) => ($expanded ? '180deg' : '0deg')});
  }
`;

const Children = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  padding: 4px 20px 12px;
  background: ${colors.surface};
`;

const ChildLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 4px;
  font-size: ${fontSizes.md};
  color: ${colors.textSecondary};

  &:hover {
    color: ${colors.primary};
  }
`;

const AccountList = styled.ul`
  margin-top: auto;
  padding: 8px 0 calc(16px + env(safe-area-inset-bottom));
  border-top: 8px solid ${colors.surface};
`;

const AccountButton = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 48px;
  padding: 0 20px;
  font-size: ${fontSizes.base};
  font-weight: 600;
  color: ${colors.textSecondary};
  text-align: left;

  &:hover {
    background: ${colors.surface};
    color: ${colors.text};
  }
`;
