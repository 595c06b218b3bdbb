import { unknownApiPath } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/** Any /api path no route file serves: a JSON 404 `{ code: 'NOT_FOUND', message }`, for every method. */
export default unknownApiPath;
