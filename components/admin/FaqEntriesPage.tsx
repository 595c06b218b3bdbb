import { useRouter } from 'next/router';
import Link from '@/components/ui/Link';
import { FilterChips, Lead, Status } from '@/components/ui/listPage';
import { adminRoutes } from '@/lib/admin/routes';
import { FAQ_KINDS, type FaqEntry, type FaqKind } from '@/lib/content/content.fields';
import { contentEditorMessages as text } from '@/lib/content/contentEditor.messages';
import { FAQ_TOPICS, faqKindLabels } from '@/lib/content/faqTopics.messages';
import type { ConsoleProps, OperatorIdentity } from '@/lib/contract/operators';
import { formatKstDateTime } from '@/lib/kstDate';
import { ConsoleLayout } from './ConsoleLayout';
import { ListTable } from './ListTable';
import { Actions, NewLink, Panel } from './Console.styles';

const t = text.faq;

export interface FaqEntriesPageProps extends ConsoleProps {
  operator: OperatorIdentity;
  faq: FaqKind;
  entries: FaqEntry[];
}

/** /admin/faq[?faq=brand]: one FAQ's questions by topic, in the order its page shows them; each opens its editor. */
export function FaqEntriesPage({ operator, faq, entries }: FaqEntriesPageProps) {
  const { query } = useRouter();
  return (
    <ConsoleLayout operator={operator} section="faq" actions={<NewLink href={adminRoutes.newFaqEntry(faq)}>{t.create}</NewLink>}>
      <Lead>{t.lead}</Lead>
      <FilterChips aria-label={t.kindsLabel}>
        {FAQ_KINDS.map((kind) => (
          <Link key={kind} href={adminRoutes.faq(kind)} aria-current={kind === faq ? 'page' : undefined}>
            {faqKindLabels[kind]}
          </Link>
        ))}
      </FilterChips>
      <Status role="status">{query.deleted ? text.deleted : ''}</Status>
      {FAQ_TOPICS[faq].map((topic) => {
        const items = entries.filter((entry) => entry.topic === topic.id);
        return (
          <Panel key={topic.id} aria-labelledby={`faq-topic-${topic.id}`}>
            <h2 id={`faq-topic-${topic.id}`}>{topic.title}</h2>
            <ListTable label={t.tableOf(topic.title)} total={items.length} columns={[t.columns.position, t.columns.question, t.columns.link, t.columns.updatedAt]} empty={t.empty}>
              {items.map((entry) => (
                <tr key={entry.id}>
                  <td className="number">{entry.position}</td>
                  <td className="wrap">
                    <Link href={adminRoutes.faqEntry(entry.id)}>{entry.question}</Link>
                  </td>
                  <td>{entry.link ? `${entry.link.label} (${entry.link.href})` : ''}</td>
                  <td>{formatKstDateTime(entry.updatedAt)}</td>
                </tr>
              ))}
            </ListTable>
            <Actions>
              <Link href={adminRoutes.newFaqEntry(faq, topic.id)}>{t.addTo(topic.title)}</Link>
            </Actions>
          </Panel>
        );
      })}
    </ConsoleLayout>
  );
}
