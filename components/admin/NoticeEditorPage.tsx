import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import Link from '@/components/ui/Link';
import { Lead, Status } from '@/components/ui/listPage';
import { TextField } from '@/components/ui/TextField';
import { consoleCalls } from '@/lib/admin/client/console';
import { adminRoutes } from '@/lib/admin/routes';
import { useForm } from '@/lib/client/form';
import { onDemand } from '@/lib/client/onDemand';
import { useOnDemand } from '@/lib/client/useOnDemand';
import { CONTENT_LIMITS, NOTICE_CATEGORIES, type Notice, type NoticeCategory } from '@/lib/content/content.fields';
import { contentEditorMessages as text } from '@/lib/content/contentEditor.messages';
import { FOOTER_NOTICE_IDS, noticeRoutes } from '@/lib/content/routes';
import type { ConsoleProps, OperatorIdentity } from '@/lib/contract/operators';
import { colors, space } from '@/styles/theme';
import { ConsoleLayout } from './ConsoleLayout';
import { Actions, EditorForm, Panel, Select, TextArea } from './Console.styles';
import { DeleteDialog } from './DeleteDialog';

const t = text.notices;

/** The rule (zod) the API applies, loaded after the page (docs/DECISIONS.md, Forms). */
const loadSchema = onDemand(() => import('@/lib/content/content.contract').then((module) => module.noticeInputSchema));

interface ParagraphValues {
  text: string;
  linkLabel: string;
  linkHref: string;
}

interface NoticeValues {
  category: NoticeCategory;
  title: string;
  date: string;
  paragraphs: ParagraphValues[];
}

const blankParagraph: ParagraphValues = { text: '', linkLabel: '', linkHref: '' };

function valuesOf(notice: Notice | null, today: string): NoticeValues {
  if (!notice) return { category: '공지', title: '', date: today, paragraphs: [blankParagraph] };
  return {
    category: notice.category,
    title: notice.title,
    date: notice.date,
    paragraphs: notice.body.map((paragraph) => ({ text: paragraph.text, linkLabel: paragraph.link?.label ?? '', linkHref: paragraph.link?.href ?? '' })),
  };
}

export interface NoticeEditorPageProps extends ConsoleProps {
  operator: OperatorIdentity;
  /** The notice to edit; null: a new one. */
  notice: Notice | null;
  /** Today in Korea (YYYY-MM-DD): a new notice's date. */
  today: string;
}

/**
 * /admin/notices/{id} and /admin/notices/new: a notice's category, title, date and paragraphs
 * (each with an optional link to a page of the site), saved to /notices at once; deleted after a
 * question, except the ones the footer links to.
 */
export function NoticeEditorPage({ operator, notice, today }: NoticeEditorPageProps) {
  const router = useRouter();
  const schema = useOnDemand(loadSchema);
  const [saved, setSaved] = useState(router.query.saved === '1');
  const [removing, setRemoving] = useState(false);
  const form = useForm<NoticeValues, string>({
    initial: () => valuesOf(notice, today),
    validate: schema ?? undefined,
    touchOn: 'change',
    order: ['category', 'title', 'date', ...Array.from({ length: CONTENT_LIMITS.paragraphs }, (_, i) => [`paragraphs.${i}.text`, `paragraphs.${i}.linkLabel`, `paragraphs.${i}.linkHref`]).flat(), 'paragraphs'],
    idPrefix: 'notice',
  });
  const paragraphs = form.values.paragraphs;
  const inFooter = notice !== null && (Object.values(FOOTER_NOTICE_IDS) as number[]).includes(notice.id);

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    const next = await consoleCalls.saveNotice(notice?.id ?? null, schema ? schema.parse(values) : values);
    if (!notice) {
      await router.replace(`${adminRoutes.notice(next.id)}?saved=1`);
      return;
    }
    form.reset(valuesOf(next, today));
    setSaved(true);
  });

  const setParagraph = (index: number, change: Partial<ParagraphValues>) => {
    setSaved(false);
    form.set(
      'paragraphs',
      paragraphs.map((paragraph, i) => (i === index ? { ...paragraph, ...change } : paragraph)),
    );
  };
  const change = <K extends 'category' | 'title' | 'date'>(field: K, value: NoticeValues[K]) => {
    setSaved(false);
    form.set(field, value);
  };

  return (
    <ConsoleLayout operator={operator} section="notices" title={notice ? t.editTitle(notice.title) : t.newTitle}>
      <Lead>{t.lead}</Lead>
      {inFooter ? <Lead>{t.inFooter}</Lead> : null}
      <Status role="status">
        {saved && notice ? (
          <>
            {text.saved} <Link href={noticeRoutes.notice(notice.id)}>{text.view}</Link>
          </>
        ) : null}
      </Status>
      <EditorForm noValidate aria-label={notice ? t.editTitle(notice.title) : t.newTitle} onSubmit={(event) => void submit(event)}>
        <Field label={t.fields.category} {...form.field('category')}>
          {(control) => (
            <Select {...control} name="category" value={form.values.category} onChange={(event) => change('category', event.target.value as NoticeCategory)}>
              {NOTICE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <TextField label={t.fields.title} {...form.textField('title')} onChange={(event) => change('title', event.target.value)} maxLength={CONTENT_LIMITS.title} required />
        <TextField label={t.fields.date} hint={t.fields.dateHint} {...form.textField('date')} onChange={(event) => change('date', event.target.value)} type="date" required />
        <Panel aria-labelledby="notice-paragraphs">
          <h2 id="notice-paragraphs">{t.paragraphs}</h2>
          <Hint>{t.linkHint}</Hint>
          <Paragraphs>
            {paragraphs.map((paragraph, index) => (
              <li key={index}>
                <Field label={t.paragraph(index + 1)} id={form.id(`paragraphs.${index}.text`)} error={form.errors[`paragraphs.${index}.text`]}>
                  {(control) => <TextArea {...control} rows={4} value={paragraph.text} maxLength={CONTENT_LIMITS.paragraph} onChange={(event) => setParagraph(index, { text: event.target.value })} />}
                </Field>
                <TextField
                  label={t.linkLabel(index + 1)}
                  inputId={form.id(`paragraphs.${index}.linkLabel`)}
                  error={form.errors[`paragraphs.${index}.linkLabel`]}
                  value={paragraph.linkLabel}
                  maxLength={CONTENT_LIMITS.linkLabel}
                  onChange={(event) => setParagraph(index, { linkLabel: event.target.value })}
                />
                <TextField
                  label={t.linkHref(index + 1)}
                  inputId={form.id(`paragraphs.${index}.linkHref`)}
                  error={form.errors[`paragraphs.${index}.linkHref`]}
                  value={paragraph.linkHref}
                  maxLength={CONTENT_LIMITS.href}
                  onChange={(event) => setParagraph(index, { linkHref: event.target.value })}
                />
                {paragraphs.length > 1 ? (
                  <Button type="button" $variant="secondary" onClick={() => form.set('paragraphs', paragraphs.filter((_, i) => i !== index))}>
                    {t.removeParagraph(index + 1)}
                  </Button>
                ) : null}
              </li>
            ))}
          </Paragraphs>
          {form.errors.paragraphs ? <p role="alert">{form.errors.paragraphs}</p> : null}
          <Button type="button" $variant="secondary" disabled={paragraphs.length >= CONTENT_LIMITS.paragraphs} onClick={() => form.set('paragraphs', [...paragraphs, blankParagraph])}>
            {t.addParagraph}
          </Button>
        </Panel>
        {form.formError ? <p role="alert">{form.formError}</p> : null}
        <Actions>
          <Button type="submit" $size="lg" disabled={form.busy}>
            {text.save}
          </Button>
          {notice && !inFooter ? (
            <Button type="button" $variant="secondary" $size="lg" onClick={() => setRemoving(true)}>
              {t.remove}
            </Button>
          ) : null}
          <Link href={adminRoutes.notices}>{text.back}</Link>
        </Actions>
      </EditorForm>
      {notice ? (
        <DeleteDialog
          open={removing}
          title={t.removeTitle}
          onClose={() => setRemoving(false)}
          onConfirm={async () => {
            await consoleCalls.deleteNotice(notice.id);
            await router.push(`${adminRoutes.notices}?deleted=1`);
          }}
        />
      ) : null}
    </ConsoleLayout>
  );
}

const Hint = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.textSecondary};
`;

/** The paragraphs, one under the other, each ruled off. */
const Paragraphs = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  margin: 0 0 ${space.md};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${space.sm};
    padding-bottom: ${space.lg};
    border-bottom: 1px solid ${colors.border};
  }

  li > button {
    align-self: flex-start;
  }
`;
