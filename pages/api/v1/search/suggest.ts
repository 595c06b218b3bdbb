import { method, route } from '@/lib/server/http/route';
import { searchSuggestions, suggestQuery } from '@/lib/catalog/server/search';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/search/suggest?keyword=: a few products, brands and categories for a typed keyword. */
export default route({
  GET: method({ query: suggestQuery, handle: ({ db, query }) => searchSuggestions(db, query.keyword) }),
});
