import { ApplyPage } from '@/components/info/ApplyPage';
import { serverPage } from '@/lib/server/http/page';

/** Brand FAQ / admission application, and the certification page of uncertified retailers (alias /apply). */
export const getServerSideProps = serverPage('public');

export default ApplyPage;
