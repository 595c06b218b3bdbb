import { method, route } from '@/lib/server/http/route';
import { favoriteListQuery, favoriteToggleBody, listFavorites, toggleFavorite } from '@/lib/catalog/server/favorites';
import { viewerOf } from '@/lib/catalog/server/viewer';

export const config = { api: { bodyParser: false } };

// Declared apart from route() so `auth: 'required'` types `user` as non-null.
const list = method({
  auth: 'required',
  query: favoriteListQuery,
  handle: ({ db, user, query }) => listFavorites(db, { ...viewerOf(user), userId: user.id }, query),
});

const toggle = method({
  auth: 'required',
  body: favoriteToggleBody,
  handle: ({ db, user, body }) => toggleFavorite(db, user.id, body.idProduct),
});

/**
 * GET /api/v1/products/favorite: the caller's wishlist (paginated, newest first).
 * POST /api/v1/products/favorite { idProduct }: toggles it; answers { idProduct, isFavorite }.
 */
export default route({ GET: list, POST: toggle });
