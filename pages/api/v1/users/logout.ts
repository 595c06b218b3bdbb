import { method, route } from '@/lib/server/http/route';
import { logout } from '@/lib/account/server/auth';

export const config = { api: { bodyParser: false } };

const revoke = method({ auth: 'required', handle: ({ db, user }) => logout(db, user) });

/** POST /api/v1/users/logout: revokes the session of the token sent. */
export default route({ POST: revoke });
