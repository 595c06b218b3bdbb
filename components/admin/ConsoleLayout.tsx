import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import Link from '@/components/ui/Link';
import { PageSeo } from '@/components/ui/PageSeo';
import { consoleMessages as text, operatorRoleLabels } from '@/lib/admin/admin.messages';
import { consoleCalls } from '@/lib/admin/client/console';
import { adminRoutes } from '@/lib/admin/routes';
import type { OperatorIdentity } from '@/lib/contract/operators';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

export type ConsoleSection = 'home' | 'applications' | 'deposits' | 'orders' | 'members' | 'settlements' | 'notices' | 'faq' | 'outbox' | 'audit' | 'operators' | 'account';

const MENU: { section: ConsoleSection; href: string; adminOnly?: boolean }[] = [
  { section: 'home', href: adminRoutes.home },
  { section: 'applications', href: adminRoutes.applications },
  { section: 'deposits', href: adminRoutes.deposits },
  { section: 'orders', href: adminRoutes.orders },
  { section: 'members', href: adminRoutes.members },
  { section: 'settlements', href: adminRoutes.settlements() },
  { section: 'notices', href: adminRoutes.notices },
  { section: 'faq', href: adminRoutes.faq() },
  { section: 'outbox', href: adminRoutes.outbox },
  { section: 'audit', href: adminRoutes.audit },
  { section: 'operators', href: adminRoutes.operators, adminOnly: true },
];

export interface ConsoleLayoutProps {
  operator: OperatorIdentity;
  section: ConsoleSection;
  /** The page's h1; the section's name by default. */
  title?: string;
  /** Beside the h1. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every console page (pages/admin/**, which the storefront's shell does not
 * frame): the console's name, the operator and the sign-out, the menu (a column on a
 * desktop, a row that scrolls sideways on a phone; 운영자 only for a 관리자), and the
 * page's h1. Never indexed.
 */
export function ConsoleLayout({ operator, section, title, actions, children }: ConsoleLayoutProps) {
  const router = useRouter();
  const heading = title ?? text.nav[section];

  async function signOut() {
    await consoleCalls.signOut().catch(() => undefined);
    await router.replace(adminRoutes.login);
  }

  return (
    <Frame>
      <PageSeo title={text.title(heading)} noindex />
      <Top>
        <Link href={adminRoutes.home} className="name">
          {text.name}
        </Link>
        <div className="who">
          <Link href={adminRoutes.account} aria-current={section === 'account' ? 'page' : undefined}>
            {text.signedInAs(operator.name, operatorRoleLabels[operator.role])}
          </Link>
          <button type="button" onClick={() => void signOut()}>
            {text.signOut}
          </button>
        </div>
      </Top>
      <Body>
        <Menu aria-label={text.navLabel}>
          <ul>
            {MENU.filter((item) => !item.adminOnly || operator.role === 'admin').map((item) => (
              <li key={item.section}>
                <Link href={item.href} aria-current={item.section === section ? 'page' : undefined}>
                  {text.nav[item.section]}
                </Link>
              </li>
            ))}
          </ul>
        </Menu>
        <Main id="main-content">
          <Heading>
            <h1>{heading}</h1>
            {actions ? <div>{actions}</div> : null}
          </Heading>
          {children}
        </Main>
      </Body>
    </Frame>
  );
}

const Frame = styled.div`
  min-height: 100vh;
  background: ${colors.surface};
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  padding: 0 ${space.lg};
  background: ${colors.topBar};
  color: ${colors.textInverse};

  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.textInverse};
  }

  .name {
    font-weight: 800;
    text-decoration: none;
  }

  .who {
    display: flex;
    align-items: center;
    gap: ${space.md};
    font-size: ${fontSizes.md};
  }

  button {
    padding: 0 ${space.md};
    border: 1px solid ${colors.textInverse};
    border-radius: ${radii.md};
    background: transparent;
    cursor: pointer;
  }
`;

const Body = styled.div`
  ${media.desktop} {
    display: grid;
    grid-template-columns: 180px minmax(0, 1fr);
    align-items: start;
  }
`;

const Menu = styled.nav`
  background: ${colors.background};
  border-bottom: 1px solid ${colors.border};
  overflow-x: auto;

  ${media.desktop} {
    position: sticky;
    top: 0;
    min-height: calc(100vh - 44px);
    border-right: 1px solid ${colors.border};
    border-bottom: 0;
  }

  ul {
    display: flex;
    margin: 0;
    padding: 0 ${space.sm};
    list-style: none;

    ${media.desktop} {
      flex-direction: column;
      padding: ${space.md} 0;
    }
  }

  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${space.lg};
    color: ${colors.textSecondary};
    font-weight: 700;
    white-space: nowrap;
    text-decoration: none;
    border-bottom: 3px solid transparent;

    ${media.desktop} {
      border-bottom: 0;
      border-left: 3px solid transparent;
    }
  }

  a[aria-current='page'] {
    color: ${colors.primary};
    border-color: ${colors.primary};
    background: ${colors.primarySoft};
  }
`;

const Main = styled.main`
  min-width: 0;
  padding: ${space.lg};

  ${media.desktop} {
    padding: ${space.xl} ${space.xxl};
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  margin-bottom: ${space.lg};

  h1 {
    margin: 0;
    font-size: ${fontSizes.xxl};
    font-weight: 800;
  }
`;
