import { NotFoundPage } from '@/components/pages/NotFoundPage';

/** Anything else (and a missing product, brand or category): status 404. */
export default NotFoundPage;
