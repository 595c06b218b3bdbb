import type { Generated } from 'kysely';

/** An id the database gives. */
export type Id = Generated<number>;
/** 0 or 1. */
export type Flag = number;
