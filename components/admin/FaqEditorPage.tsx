import { useRouter } from 'next/router';
import { useState } from 'react';
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
import { CONTENT_LIMITS, type FaqEntry, type FaqKind } from '@/lib/content/content.fields';
import { contentEditorMessages as text } from '@/lib/content/contentEditor.messages';
import { FAQ_TOPICS, faqKindLabels } from '@/lib/content/faqTopics.messages';
import type { ConsoleProps, OperatorIdentity } from '@/lib/contract/operators';
import { routes } from '@/lib/site';
import { ConsoleLayout } from './ConsoleLayout';
import { Actions, EditorForm, Select, TextArea } from './Console.styles';
import { DeleteDialog } from './DeleteDialog';

const t = text.faq;

/** The rule (zod) the API applies, loaded after the page (docs/DECISIONS.md, Forms). */
const loadSchema = onDemand(() => import('@/lib/content/content.contract').then((module) => module.faqEntryInputSchema));

interface FaqValues {
  topic: string;
  /** As typed: empty keeps a question's place (a new one goes last). */
  position: string;
  question: string;
  answer: string;
  linkLabel: string;
  linkHref: string;
}
type FaqField = keyof FaqValues;
const ORDER: FaqField[] = ['topic', 'position', 'question', 'answer', 'linkLabel', 'linkHref'];

function valuesOf(entry: FaqEntry | null, topic: string): FaqValues {
  if (!entry) return { topic, position: '', question: '', answer: '', linkLabel: '', linkHref: '' };
  return { topic: entry.topic, position: String(entry.position), question: entry.question, answer: entry.answer, linkLabel: entry.link?.label ?? '', linkHref: entry.link?.href ?? '' };
}

/** What the API takes: the form's values with their FAQ, the place as a number (or none). */
function inputOf(faq: FaqKind, values: FaqValues) {
  const position = values.position.trim();
  return { ...values, faq, position: position === '' ? null : /^\d+$/.test(position) ? Number(position) : Number.NaN };
}

export interface FaqEditorPageProps extends ConsoleProps {
  operator: OperatorIdentity;
  faq: FaqKind;
  /** The question to edit; null: a new one. */
  entry: FaqEntry | null;
  /** A new question's topic (the one it was added from). */
  topic: string;
  /** How many questions each topic of this FAQ has (the place's hint). */
  counts: Record<string, number>;
}

/**
 * /admin/faq/{id} and /admin/faq/new?faq=&topic=: a question of the retailer or the brand FAQ,
 * its topic and place, its answer and an optional link to a page of the site; saved to the FAQ's
 * page at once, deleted after a question.
 */
export function FaqEditorPage({ operator, faq, entry, topic, counts }: FaqEditorPageProps) {
  const router = useRouter();
  const schema = useOnDemand(loadSchema);
  const [saved, setSaved] = useState(router.query.saved === '1');
  const [removing, setRemoving] = useState(false);
  const form = useForm<FaqValues, FaqField>({
    initial: () => valuesOf(entry, topic),
    validate: schema ? { safeParse: (values: unknown) => schema.safeParse(inputOf(faq, values as FaqValues)) } : undefined,
    order: ORDER,
    idPrefix: 'faq',
  });
  const title = entry ? t.editTitle : t.newTitle(faqKindLabels[faq]);
  // The places the topic will have: one more unless the question is in it already.
  const stays = entry !== null && entry.topic === form.values.topic;
  const places = (counts[form.values.topic] ?? 0) + (stays ? 0 : 1);
  const page = faq === 'retail' ? routes.faq : routes.apply;

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    const input = inputOf(faq, values);
    const next = await consoleCalls.saveFaqEntry(entry?.id ?? null, schema ? schema.parse(input) : input);
    if (!entry) {
      await router.replace(`${adminRoutes.faqEntry(next.id)}?saved=1`);
      return;
    }
    form.reset(valuesOf(next, next.topic));
    setSaved(true);
  });

  const field = (name: FaqField) => {
    const props = form.textField(name);
    return {
      ...props,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        setSaved(false);
        props.onChange(event);
      },
    };
  };

  return (
    <ConsoleLayout operator={operator} section="faq" title={title}>
      <Lead>{t.lead}</Lead>
      <Status role="status">
        {saved && entry ? (
          <>
            {text.saved} <Link href={page}>{text.view}</Link>
          </>
        ) : null}
      </Status>
      <EditorForm noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
        <Field label={t.fields.topic} {...form.field('topic')}>
          {(control) => (
            <Select
              {...control}
              name="topic"
              value={form.values.topic}
              onChange={(event) => {
                setSaved(false);
                form.set('topic', event.target.value);
              }}
            >
              {FAQ_TOPICS[faq].map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.title}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <TextField label={t.fields.position} hint={stays ? t.fields.positionKeep(places) : t.fields.positionLast(places)} {...field('position')} inputMode="numeric" maxLength={4} />
        <TextField label={t.fields.question} {...field('question')} maxLength={CONTENT_LIMITS.question} required />
        <Field label={t.fields.answer} {...form.field('answer')}>
          {(control) => (
            <TextArea
              {...control}
              rows={6}
              value={form.values.answer}
              maxLength={CONTENT_LIMITS.answer}
              onChange={(event) => {
                setSaved(false);
                form.set('answer', event.target.value);
              }}
            />
          )}
        </Field>
        <TextField label={t.fields.linkLabel} hint={t.fields.linkHint} {...field('linkLabel')} maxLength={CONTENT_LIMITS.linkLabel} />
        <TextField label={t.fields.linkHref} {...field('linkHref')} maxLength={CONTENT_LIMITS.href} />
        {form.formError ? <p role="alert">{form.formError}</p> : null}
        <Actions>
          <Button type="submit" $size="lg" disabled={form.busy}>
            {text.save}
          </Button>
          {entry ? (
            <Button type="button" $variant="secondary" $size="lg" onClick={() => setRemoving(true)}>
              {t.remove}
            </Button>
          ) : null}
          <Link href={adminRoutes.faq(faq)}>{text.back}</Link>
        </Actions>
      </EditorForm>
      {entry ? (
        <DeleteDialog
          open={removing}
          title={t.removeTitle}
          onClose={() => setRemoving(false)}
          onConfirm={async () => {
            await consoleCalls.deleteFaqEntry(entry.id);
            await router.push(`${adminRoutes.faq(faq)}${faq === 'retail' ? '?' : '&'}deleted=1`);
          }}
        />
      ) : null}
    </ConsoleLayout>
  );
}
