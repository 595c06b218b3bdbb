import { method, route } from '@/lib/server/http/route';
import { getCurrentUser } from '@/lib/server/auth/users';

export const config = { api: { bodyParser: false } };

// Declared apart from route() so `auth: 'required'` types `user` as non-null.
const current = method({ auth: 'required', handle: ({ db, user }) => getCurrentUser(db, user) });

/** GET /api/v1/users: the current user (id, registrationNo, businessName, mobileNo, email, userGroups, userType, referralCode). */
export default route({ GET: current });
