import { z } from 'zod';
import type { AddressInput, OrderAddress, OrderAddressList, ShippingAddress } from '@/lib/orders/orders.contract';
import { pathIdSchema } from '@/lib/contract/ids';
import { formatPhone, isPhoneNumber } from '@/lib/format';
import { apiMessages } from '@/lib/messages/api';
import type { AuthUser } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';
import type { OrderAddressRow } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { lockUserCart } from '@/lib/cart/server/lines';

/**
 * Saved shipping addresses (/users/orderaddress). Each user has at most
 * MAX_ADDRESSES; exactly one of them is the default whenever there is any (the
 * first one saved becomes it; deleting the default promotes the newest
 * other). Another user's address is a 404. Commands lock the user's row
 * (lockUserCart) so two of them never interleave.
 */

const m = apiMessages.addresses;
export const MAX_ADDRESSES = 20;


const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

export const phoneSchema = z
  .string({ error: m.phoneInvalid })
  .trim()
  .refine(isPhoneNumber, { error: m.phoneInvalid })
  .transform(formatPhone);

/** An address as sent: recipient, phone (010-0000-0000), postcode (5 digits), address, detail. */
export const addressInputSchema = z.object({
  label: z.string().trim().max(20, { error: m.labelTooLong }).optional(),
  recipient: text(m.recipientRequired, 30, m.recipientTooLong),
  phone: phoneSchema,
  postcode: z.string({ error: m.postcodeInvalid }).trim().regex(/^\d{5}$/, { error: m.postcodeInvalid }),
  address: text(m.addressRequired, 200, m.addressTooLong),
  addressDetail: text(m.detailRequired, 100, m.detailTooLong),
  isDefault: z.boolean().optional(),
});
export type AddressInputParsed = z.infer<typeof addressInputSchema>;

export const addressIdParamSchema = z.object({ id: pathIdSchema() });

export function addressView(row: OrderAddressRow): OrderAddress {
  return {
    id: row.id,
    label: row.label,
    recipient: row.recipient,
    phone: row.phone,
    postcode: row.postcode,
    address: row.address,
    addressDetail: row.addressDetail,
    isDefault: row.isDefault === 1,
  };
}

const notFound = () => new DomainError(404, 'ADDRESS_NOT_FOUND', m.notFound);

/** GET /users/orderaddress: the default first, then newest first. */
export async function listAddresses(db: Db, user: AuthUser): Promise<OrderAddressList> {
  const rows = await db
    .selectFrom('orderAddresses')
    .selectAll()
    .where('userId', '=', user.id)
    .orderBy('isDefault', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { items: rows.map(addressView) };
}

/** One of the user's addresses (404 for anyone else's). */
export async function findAddress(db: Db, user: AuthUser, id: number): Promise<OrderAddressRow> {
  const row = await db.selectFrom('orderAddresses').selectAll().where('id', '=', id).where('userId', '=', user.id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The lines of an address as stored, the same when it is made and when it is replaced. */
function addressLines(input: ShippingAddress): ShippingAddress {
  return { recipient: input.recipient, phone: input.phone, postcode: input.postcode, address: input.address, addressDetail: input.addressDetail };
}

/** POST /users/orderaddress. */
export async function addAddress(db: Db, user: AuthUser, input: AddressInput | AddressInputParsed): Promise<OrderAddress> {
  return db.transaction().execute(async (trx) => {
    await lockUserCart(trx, user.id);
    const existing = await trx.selectFrom('orderAddresses').select(['id']).where('userId', '=', user.id).execute();
    if (existing.length >= MAX_ADDRESSES) throw new DomainError(409, 'TOO_MANY_ADDRESSES', m.tooMany(MAX_ADDRESSES));
    const makeDefault = existing.length === 0 || input.isDefault === true;
    if (makeDefault) await trx.updateTable('orderAddresses').set({ isDefault: 0 }).where('userId', '=', user.id).execute();
    const stamp = new Date().toISOString();
    const row = await trx
      .insertInto('orderAddresses')
      .values({
        userId: user.id,
        label: input.label ?? '',
        ...addressLines(input),
        isDefault: makeDefault ? 1 : 0,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return addressView(row);
  });
}

/** PUT /users/orderaddress/{id}: replaces the address; isDefault true makes it the default (false is ignored for the default). */
export async function updateAddress(db: Db, user: AuthUser, id: number, input: AddressInputParsed): Promise<OrderAddress> {
  return db.transaction().execute(async (trx) => {
    await lockUserCart(trx, user.id);
    const current = await findAddress(trx, user, id);
    const makeDefault = current.isDefault === 1 || input.isDefault === true;
    if (makeDefault) await trx.updateTable('orderAddresses').set({ isDefault: 0 }).where('userId', '=', user.id).execute();
    const row = await trx
      .updateTable('orderAddresses')
      .set({
        label: input.label ?? current.label,
        ...addressLines(input),
        isDefault: makeDefault ? 1 : 0,
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('userId', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return addressView(row);
  });
}

/** DELETE /users/orderaddress/{id}; deleting the default makes the newest other address the default. */
export async function deleteAddress(db: Db, user: AuthUser, id: number): Promise<{ deleted: 1 }> {
  return db.transaction().execute(async (trx) => {
    await lockUserCart(trx, user.id);
    const current = await findAddress(trx, user, id);
    await trx.deleteFrom('orderAddresses').where('id', '=', id).where('userId', '=', user.id).execute();
    if (current.isDefault === 1) {
      const next = await trx
        .selectFrom('orderAddresses')
        .select('id')
        .where('userId', '=', user.id)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (next) await trx.updateTable('orderAddresses').set({ isDefault: 1 }).where('id', '=', next.id).execute();
    }
    return { deleted: 1 };
  });
}
