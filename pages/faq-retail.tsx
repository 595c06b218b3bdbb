import { FaqRetailPage } from '@/components/info/FaqRetailPage';
import { serverPage } from '@/lib/server/http/page';

export const getServerSideProps = serverPage('public');

export default FaqRetailPage;
