/*
 * The shell's public pieces. SideMenu and ChangePasswordDialog are left out on
 * purpose: Layout loads them lazily, and a static import from here would pull
 * them back into every page's first-load JS.
 */
export { Layout, type LayoutProps } from './Layout';
export { PaymentScript } from './PaymentScript';
export { TopBar } from './TopBar';
export { Header, type HeaderProps } from './Header';
export { CategoryBar, type CategoryBarProps } from './CategoryBar';
export { SubMenu, type SubMenuProps } from './SubMenu';
export { Footer } from './Footer';
export { Logo } from './Logo';
