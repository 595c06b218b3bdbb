import { useRouter } from 'next/router';
import { Activity, lazy, memo, Suspense, useCallback, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { QuietBoundary } from '@/components/ui/QuietBoundary';
import { SessionProvider } from '@/lib/client/session';
import type { SessionUser } from '@/lib/contract/session';
import { useChannelTalk } from '@/lib/client/useChannelTalk';
import { CategoryBar } from './CategoryBar';
import { activeMainCategoryId, currentCategoryId } from './currentCategory';
import { Header } from './Header';
import { SubMenu } from './SubMenu';
import { TopBar } from './TopBar';
import { shellMessages } from '@/lib/messages/shell';
import { colors, radii, zIndex } from '@/styles/theme';

/*
 * The side menu and the change-password dialog are only drawn in the browser
 * once opened: their code loads then (or when the pointer nears the
 * hamburger), keeping it out of every page's first-load JS. React.lazy, not
 * next/dynamic: they never render on the server, and it costs no extra code.
 */
const loadSideMenu = () => import('./SideMenu');
const loadChangePasswordDialog = () => import('./ChangePasswordDialog');
const SideMenu = lazy(() => loadSideMenu().then((module) => ({ default: module.SideMenu })));
const ChangePasswordDialog = lazy(() =>
  loadChangePasswordDialog().then((module) => ({ default: module.ChangePasswordDialog })),
);

/*
 * The footer sits below the fold and nothing in it is needed to show or use
 * the page at once: its HTML comes with the server render, and its code loads
 * when the browser is first idle (at the latest after 2 s), then it hydrates.
 * A click on it before then is replayed by React once it has hydrated. On the
 * server the code is imported at once, so the HTML is always complete (React
 * reveals it with an inline script the CSP allows by its hash:
 * lib/server/http/revealScripts.ts).
 */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    } else {
      setTimeout(resolve, 50);
    }
  });
}

const Footer = lazy(() =>
  (typeof window === 'undefined' ? Promise.resolve() : whenIdle())
    .then(() => import('./Footer'))
    .then((module) => ({ default: module.Footer })),
);

/** No props: re-renders of the shell never reach the footer before it has hydrated. */
const DeferredFooter = memo(function DeferredFooter() {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </QuietBoundary>
  );
});

function preloadMenus(): void {
  loadSideMenu().catch(() => undefined);
  loadChangePasswordDialog().catch(() => undefined);
}

/**
 * What the server knew when it rendered the page; pass the page's
 * getServerSideProps values so the first render matches the server HTML.
 */
export interface LayoutProps {
  loggedIn?: boolean;
  initialUser?: SessionUser | null;
}

/**
 * The shell around every page (docs/DECISIONS.md): top bar, header,
 * category bar and sub-menu, side menu, the page, footer; plus the
 * chat widget (an uncertified retailer never gets here: the page wrapper redirects first).
 */
export function Layout({ loggedIn, initialUser, children }: LayoutProps & { children: ReactNode }) {
  return (
    <SessionProvider loggedIn={loggedIn} user={initialUser}>
      <Shell>{children}</Shell>
    </SessionProvider>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [menuOpen, setMenuOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const menuId = useId();
  useChannelTalk();

  const currentId = currentCategoryId(router.query);
  const activeId = activeMainCategoryId(router.asPath, router.query);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const openPassword = useCallback(() => setPasswordOpen(true), []);
  const closePassword = useCallback(() => setPasswordOpen(false), []);
  const closeOverlays = useCallback(() => {
    setMenuOpen(false);
    setPasswordOpen(false);
  }, []);

  return (
    <Page>
      <SkipLink href="#main-content">{shellMessages.skipToContent}</SkipLink>
      <TopBar />
      <Header onOpenMenu={openMenu} onMenuIntent={preloadMenus} menuOpen={menuOpen} menuId={menuId} />
      <CategoryBar activeId={activeId} />
      <SubMenu currentId={currentId} />
      <QuietBoundary onError={closeOverlays} resetKey={menuOpen || passwordOpen}>
        <Suspense fallback={null}>
          {menuOpen ? (
            <SideMenu id={menuId} open onClose={closeMenu} onChangePassword={openPassword} activeId={activeId} />
          ) : null}
          {passwordOpen ? <ChangePasswordDialog open onClose={closePassword} /> : null}
        </Suspense>
      </QuietBoundary>
      <Main id="main-content" tabIndex={-1}>
        {/*
         * The page hydrates after the shell, in slices the browser can paint and answer
         * taps between: an Activity boundary server-renders inline (no hidden copy, no
         * reveal script, unlike Suspense) and React hydrates it at its lowest priority,
         * at once where a tap lands first (docs/DECISIONS.md, Speed).
         */}
        <Activity mode="visible">{children}</Activity>
      </Main>
      <DeferredFooter />
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;

  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  top: -100px;
  left: 8px;
  z-index: ${zIndex.dialog};
  padding: 8px 14px;
  border-radius: ${radii.md};
  background: ${colors.text};
  color: ${colors.textInverse};
  font-weight: 700;

  &:focus {
    top: 8px;
  }
`;
