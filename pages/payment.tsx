import type { InferGetServerSidePropsType } from 'next';
import { CheckoutPage } from '@/components/orders/CheckoutPage';
import { parseCartIds } from '@/lib/orders/checkoutRules';
import { formatPhone } from '@/lib/format';
import { orderMessages } from '@/lib/orders/order.messages';
import { serverEnv } from '@/lib/server/env';
import { serverPage } from '@/lib/server/http/page';
import { listAddresses } from '@/lib/account/server/addresses';
import { getCart, getCartDelivery } from '@/lib/cart/server/queries';
import { creditBalance } from '@/lib/orders/server/records';

/** The card provider the page pays with (PAYMENT_PROVIDER; docs/DECISIONS.md "Orders and payment"). */
function cardProvider(): { provider: 'demo' } | { provider: 'portone'; storeId: string; channelKey: string } {
  const env = serverEnv();
  if (env.PAYMENT_PROVIDER !== 'portone') return { provider: 'demo' };
  return { provider: 'portone', storeId: env.PORTONE_STORE_ID ?? '', channelKey: env.PORTONE_CHANNEL_KEY ?? '' };
}

/**
 * Checkout (logged in only): the selected lines (`?cartIds=`) that are still
 * in the visitor's cart, priced now by the cart service, their delivery per
 * brand, the saved addresses and the credit balance. Lines that are not the
 * visitor's are simply not shown; with none left the page leads back to the cart.
 */
export const getServerSideProps = serverPage('member', async ({ db, user, query }) => {
  const requested = parseCartIds(query.cartIds);
  const [cart, addresses, balance] = await Promise.all([getCart(db, user), listAddresses(db, user), creditBalance(db, user.id)]);
  const brands = cart.brands
    .map((group) => ({ ...group, items: group.items.filter((item) => requested.includes(item.id)) }))
    .filter((group) => group.items.length > 0);
  const cartIds = brands.flatMap((group) => group.items.map((item) => item.id));
  const delivery = cartIds.length > 0 ? await getCartDelivery(db, user, cartIds) : { brands: [], totalDeliveryFee: 0 };
  return {
    props: {
      cartIds,
      brands,
      delivery,
      addresses: addresses.items,
      creditBalance: balance,
      buyer: {
        businessName: user.businessName,
        registrationNo: user.registrationNo,
        email: user.email,
        phone: formatPhone(user.mobileNo),
      },
      bankName: orderMessages.bankName,
      card: cardProvider(),
    },
  };
});

export default function Payment(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <CheckoutPage {...props} />;
}
