import type { InferGetServerSidePropsType } from 'next';
import { CheckoutPage } from '@/components/orders/CheckoutPage';
import { parseCartIds } from '@/lib/orders/checkoutRules';
import { formatPhone } from '@/lib/format';
import { orderMessages } from '@/lib/orders/order.messages';
import { getBusinessDetails } from '@/lib/account/server/businessDetails';
import { serverPage } from '@/lib/server/http/page';
import { listAddresses } from '@/lib/account/server/addresses';
import { getCart, getCartDelivery } from '@/lib/cart/server/queries';
import { priceForSelection } from '@/lib/cart/cartRules';
import { cardProvider } from '@/lib/orders/server/cardProvider';
import { listOrders } from '@/lib/orders/server/queries';
import { creditBalance } from '@/lib/orders/server/records';

/**
 * Checkout (logged in only): the selected lines (`?cartIds=`) that are still
 * in the visitor's cart, priced now by the cart service, their delivery per
 * brand, the saved addresses and the credit balance. Lines that are not the
 * visitor's are simply not shown; with none left the page leads back to the cart,
 * and to the card orders still waiting for their payment (결제 이어하기).
 */
export const getServerSideProps = serverPage('member', async ({ db, user, query }) => {
  const requested = parseCartIds(query.cartIds);
  const [cart, addresses, balance, business] = await Promise.all([getCart(db, user), listAddresses(db, user), creditBalance(db, user.id), getBusinessDetails(db, user)]);
  // Priced as the order will be: tiers counted over a product's total count the requested lines only.
  const brands = priceForSelection(cart, new Set(requested))
    .brands.map((group) => ({ ...group, items: group.items.filter((item) => requested.includes(item.id)) }))
    .filter((group) => group.items.length > 0);
  const cartIds = brands.flatMap((group) => group.items.map((item) => item.id));
  const delivery = cartIds.length > 0 ? await getCartDelivery(db, user, cartIds) : { brands: [], totalDeliveryFee: 0 };
  // Nothing to order (say, reloaded after a declined card emptied the cart into an order): the card orders still waiting to be paid.
  const waiting = cartIds.length > 0 ? [] : (await listOrders(db, user, { status: ['pending_payment'], page: 1, limit: 5 })).items;
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
        taxEmail: business.taxEmail,
        phone: formatPhone(user.mobileNo),
      },
      bankName: orderMessages.bankName,
      card: cardProvider(),
      waiting,
    },
  };
});

export default function Payment(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <CheckoutPage {...props} />;
}
