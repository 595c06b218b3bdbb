import { accountMessages } from './account';
import { cartMessages } from './cart';
import { catalogMessages } from './catalog';
import { commonMessages } from './common';
import { footerMessages } from './footer';
import { pageMessages } from './pages';
import { shellMessages } from './shell';
import { changePasswordMessages, sideMenuMessages } from './sideMenu';

/**
 * Every Korean sentence a user reads, in one catalogue (client and server),
 * one file per feature. Code and tests refer to keys, not to the sentences.
 * Client code imports the feature file (or the smaller file of its part, e.g.
 * ./footer, ./auth, ./pages/home), never this index: a page would otherwise
 * carry every feature's texts in its first-load JS.
 */
export const messages = {
  ...commonMessages,
  ...accountMessages,
  ...catalogMessages,
  ...cartMessages,
  ...shellMessages,
  footer: footerMessages,
  sideMenu: sideMenuMessages,
  changePassword: changePasswordMessages,
  ...pageMessages,
} as const;

export type Messages = typeof messages;
