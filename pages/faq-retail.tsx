import { FaqRetailPage } from '@/components/content/FaqRetailPage';
import { faqTopics } from '@/lib/content/server/faq';
import { serverPage } from '@/lib/server/http/page';

/** 자주 묻는 질문: the retailer FAQ's questions by topic (lib/content/server/faq.ts). */
export const getServerSideProps = serverPage('public', async ({ db }) => ({ props: { topics: await faqTopics(db, 'retail') } }));

export default FaqRetailPage;
