import { FaqRetailPage } from '@/components/content/FaqRetailPage';
import { serverPage } from '@/lib/server/http/page';

export const getServerSideProps = serverPage('public');

export default FaqRetailPage;
