import { FreeRefundsPage } from '@/components/info/FreeRefundsPage';
import { serverPage } from '@/lib/server/http/page';

export const getServerSideProps = serverPage('public');

export default FreeRefundsPage;
