import { method, route } from '@/lib/server/http/route';
import { getUserType } from '@/lib/server/auth/users';

export const config = { api: { bodyParser: false } };

const userType = method({ auth: 'required', handle: async ({ user }) => getUserType(user) });

/** GET /api/v1/brands/user-type: { userType } of the current user. */
export default route({ GET: userType });
