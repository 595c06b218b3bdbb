import { NoticeEditorPage, type NoticeEditorPageProps } from '@/components/admin/NoticeEditorPage';
import { findNotice } from '@/lib/content/server/notices';
import { idParam } from '@/lib/contract/queryParams';
import { kstIsoDate } from '@/lib/kstDate';
import { consolePage } from '@/lib/server/http/consolePage';

/** /admin/notices/{id}: a notice's editor; /admin/notices/new: a new one's. */
export const getServerSideProps = consolePage('operator', async ({ db, now, params }) => {
  const today = kstIsoDate(now);
  if (params?.id === 'new') return { props: { notice: null, today } };
  const id = idParam(params?.id);
  const notice = id === null ? null : await findNotice(db, id);
  if (!notice) return { notFound: true };
  return { props: { notice, today } };
});

/** A new editor for each notice (after a new one is saved, its own page opens). */
export default function NoticeEditor(props: NoticeEditorPageProps) {
  return <NoticeEditorPage key={props.notice?.id ?? 'new'} {...props} />;
}
