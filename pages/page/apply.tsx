import { ApplyPage } from '@/components/pages/info/ApplyPage';
import { serverPage } from '@/lib/server/pages';

/** Brand FAQ / admission application, and the certification page of uncertified retailers (alias /apply). */
export const getServerSideProps = serverPage('public');

export default ApplyPage;
