import type { InferGetServerSidePropsType } from 'next';
import { CartPage } from '@/components/cart/CartPage';
import { serverPage } from '@/lib/server/http/page';
import { getCart, getCartDelivery } from '@/lib/cart/server/queries';

/** The cart, grouped by brand (logged in only), with the delivery of every line (all start selected). */
export const getServerSideProps = serverPage('member', async ({ db, user }) => {
  const [cart, delivery] = await Promise.all([getCart(db, user), getCartDelivery(db, user, undefined)]);
  return { props: { cart, delivery } };
});

export default function Cart({ cart, delivery }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <CartPage cart={cart} delivery={delivery} />;
}
