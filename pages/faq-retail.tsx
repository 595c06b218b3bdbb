import { FaqRetailPage } from '@/components/pages/info/FaqRetailPage';
import { serverPage } from '@/lib/server/pages';

export const getServerSideProps = serverPage('public');

export default FaqRetailPage;
