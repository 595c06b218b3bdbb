import { NotFoundPage } from '@/components/content/NotFoundPage';

/** Anything else (and a missing product, brand or category): status 404. */
export default NotFoundPage;
