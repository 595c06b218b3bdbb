import { accountMessages } from './account';
import { cartMessages } from './cart';
import { catalogMessages } from './catalog';
import { commonMessages } from './common';
import { pageMessages } from './pages';
import { shellMessages } from './shell';

/**
 * Every Korean sentence a user reads, in one catalogue (client and server),
 * one file per feature. Code and tests refer to keys, not to the sentences.
 */
export const messages = {
  ...commonMessages,
  ...accountMessages,
  ...catalogMessages,
  ...cartMessages,
  ...shellMessages,
  ...pageMessages,
} as const;

export type Messages = typeof messages;
