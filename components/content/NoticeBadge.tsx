import { StatusBadge, type StatusTone } from '@/components/ui/StatusBadge';
import type { NoticeCategory } from '@/lib/content/content.fields';

const TONES: Record<NoticeCategory, StatusTone> = { 공지: 'progress', 이벤트: 'waiting', 배송: 'closed' };

/** A notice's category in a pill: 공지, 이벤트 or 배송. */
export function NoticeBadge({ category }: { category: NoticeCategory }) {
  return <StatusBadge $tone={TONES[category]}>{category}</StatusBadge>;
}
