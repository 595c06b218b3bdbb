import { FreeRefundsPage } from '@/components/pages/info/FreeRefundsPage';
import { serverPage } from '@/lib/server/pages';

export const getServerSideProps = serverPage('public');

export default FreeRefundsPage;
