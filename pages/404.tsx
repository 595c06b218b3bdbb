import { NotFoundPage } from '@/components/info/NotFoundPage';

/** Anything else (and a missing product, brand or category): status 404. */
export default NotFoundPage;
