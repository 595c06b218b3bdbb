import type { ColumnType } from 'kysely';
import type { Id } from './columns';

/** Messages to people (migration 0023, lib/notifications). Column conventions: ../schema.ts. */

/** A message in a member's in-site list. */
export interface NotificationsTable {
  id: Id;
  userId: number;
  kind: string;
  title: string;
  body: string;
  /** A path of the site ('' when none). */
  link: ColumnType<string, string | undefined, string>;
  dedupeKey: string;
  createdAt: string;
  readAt: string | null;
}

export type OutboxChannel = 'email' | 'alimtalk';
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'parked' | 'skipped';

/** A message to send by e-mail or 알림톡 (the worker's queue). */
export interface OutboxMessagesTable {
  id: Id;
  channel: OutboxChannel;
  kind: string;
  userId: number | null;
  /** An e-mail address or a mobile number (digits). */
  recipient: string;
  subject: string;
  body: string;
  link: ColumnType<string, string | undefined, string>;
  /** A condition checked just before sending ('order-awaiting-deposit:12'); '' for none. */
  guard: ColumnType<string, string | undefined, string>;
  dedupeKey: string;
  status: OutboxStatus;
  attempts: ColumnType<number, number | undefined, number>;
  availableAt: string;
  claimedUntil: string | null;
  claimToken: string | null;
  lastError: ColumnType<string, string | undefined, string>;
  createdAt: string;
  sentAt: string | null;
}
