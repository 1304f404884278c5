import { type BulkPost, GoogleTopic } from '@studio/contracts';
import { Alert, Button, Field, Input, Stack, Textarea, toast } from '@studio/ui';
import { Dialog } from '@studio/ui/dialogs';
import { errorMessage } from '@studio/web';
import { useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { bulkPostsKey } from '../../../api/bulk-posts.ts';
import { saveGoogleTopic } from '../../../api/google-topic.ts';
import { useVoidingConfirm } from '../../../components/voiding-confirm.tsx';
import { texts } from '../../../texts.ts';

export const googleTopicTexts = {
  menu: 'Google: προσφορά ή εκδήλωση',
  title: 'Η ανάρτηση στις τοποθεσίες Google',
  description:
    'Στη Google η ανάρτηση μπορεί να είναι απλή, προσφορά ή εκδήλωση με τίτλο και διάρκεια. Στο Facebook και στο Instagram δημοσιεύεται όπως είναι.',
  kinds: 'Είδος ανάρτησης στη Google',
  kind: { none: 'Απλή ανάρτηση', offer: 'Προσφορά', event: 'Εκδήλωση' },
  titleLabel: 'Τίτλος',
  startsAt: 'Έναρξη',
  endsAt: 'Λήξη',
  timesHint: 'Στην ώρα της τοποθεσίας.',
  couponCode: 'Κωδικός κουπονιού (προαιρετικό)',
  terms: 'Όροι (προαιρετικό)',
  redeemUrl: 'Σύνδεσμος εξαργύρωσης (προαιρετικό)',
  offerRule:
    'Σε προσφορά ισχύουν χωρίς εξαίρεση οι κανόνες για τιμές και εκπτώσεις ιατρικών πράξεων: ελέγχονται το κείμενο, ο τίτλος, ο κωδικός και οι όροι, και καμία επιβεβαίωση δεν τους παρακάμπτει.',
  save: 'Αποθήκευση',
  cancel: 'Άκυρο',
  failed: 'Οι ρυθμίσεις για τη Google δεν αποθηκεύτηκαν.',
  required: 'Συμπληρώστε την έναρξη και τη λήξη.',
};

type Kind = 'none' | 'offer' | 'event';
type Draft = {
  title: string;
  startsAt: string;
  endsAt: string;
  couponCode: string;
  terms: string;
  redeemUrl: string;
};

const draftOf = (topic: GoogleTopic | null): Draft => ({
  title: topic?.title ?? '',
  startsAt: topic?.startsAt ?? '',
  endsAt: topic?.endsAt ?? '',
  couponCode: topic?.kind === 'offer' ? (topic.couponCode ?? '') : '',
  terms: topic?.kind === 'offer' ? (topic.terms ?? '') : '',
  redeemUrl: topic?.kind === 'offer' ? (topic.redeemUrl ?? '') : '',
});

/** The topic the form says, checked as the service checks it: the topic, or each field's first problem. */
function topicOf(kind: Kind, draft: Draft) {
  if (kind === 'none') return { topic: null, errors: {} };
  const { couponCode, terms, redeemUrl, ...common } = draft;
  const parsed = GoogleTopic.safeParse(
    kind === 'offer' ? { kind, ...common, couponCode, terms, redeemUrl } : { kind, ...common },
  );
  if (parsed.success) return { topic: parsed.data, errors: {} };
  const errors: Partial<Record<keyof Draft, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Draft;
    const message =
      (field === 'startsAt' || field === 'endsAt') && !draft[field]
        ? googleTopicTexts.required
        : issue.message;
    errors[field] ??= message;
  }
  return { topic: undefined, errors };
}

type GoogleTopicDialogProps = { post: BulkPost; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * What a post is on the account's Google locations: a plain post, an offer (title, start, end, and a
 * coupon code, terms and a redeem link when it has them) or an event (title, start, end).
 */
export function GoogleTopicDialog({ post, open, onOpenChange }: GoogleTopicDialogProps) {
  const t = googleTopicTexts;
  const { mutate } = useSWRConfig();
  const voiding = useVoidingConfirm();
  const [kind, setKind] = useState<Kind>(post.googleTopic?.kind ?? 'none');
  const [draft, setDraft] = useState<Draft>(() => draftOf(post.googleTopic));
  const [shown, setShown] = useState<Partial<Record<keyof Draft, string>>>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const store = async (topic: GoogleTopic | null) => {
    setSaving(true);
    try {
      const answer = await saveGoogleTopic(post.id, topic);
      await mutate(bulkPostsKey);
      toast.success(answer.message);
      onOpenChange(false);
    } catch (error) {
      toast.error(texts.errorTitle, { description: errorMessage(error, t.failed) });
    } finally {
      setSaving(false);
    }
  };
  const save = () => {
    const { topic, errors } = topicOf(kind, draft);
    setShown(errors);
    if (topic === undefined) return;
    const changed = JSON.stringify(topic) !== JSON.stringify(post.googleTopic);
    voiding.guard(changed ? [post] : [], () => store(topic));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.description}
      maxWidth="640px"
      closeLabel="Κλείσιμο"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button loading={saving} onClick={save}>
            {t.save}
          </Button>
        </>
      }
    >
      <Stack $gap="md">
        <Kinds role="radiogroup" aria-label={t.kinds}>
          {(['none', 'offer', 'event'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="google-topic"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {t.kind[option]}
            </label>
          ))}
        </Kinds>
        {kind === 'offer' && <Alert tone="info">{t.offerRule}</Alert>}
        {kind !== 'none' && (
          <>
            <Field label={t.titleLabel} error={shown.title}>
              <Input value={draft.title} onChange={set('title')} maxLength={120} />
            </Field>
            <Times>
              <Field label={t.startsAt} hint={t.timesHint} error={shown.startsAt}>
                <Input type="datetime-local" value={draft.startsAt} onChange={set('startsAt')} />
              </Field>
              <Field label={t.endsAt} error={shown.endsAt}>
                <Input type="datetime-local" value={draft.endsAt} onChange={set('endsAt')} />
              </Field>
            </Times>
          </>
        )}
        {kind === 'offer' && (
          <>
            <Field label={t.couponCode} error={shown.couponCode}>
              <Input value={draft.couponCode} onChange={set('couponCode')} />
            </Field>
            <Field label={t.redeemUrl} error={shown.redeemUrl}>
              <Input
                type="url"
                inputMode="url"
                placeholder="https://"
                value={draft.redeemUrl}
                onChange={set('redeemUrl')}
              />
            </Field>
            <Field label={t.terms} error={shown.terms}>
              <Textarea rows={3} value={draft.terms} onChange={set('terms')} />
            </Field>
          </>
        )}
      </Stack>
      {voiding.dialog}
    </Dialog>
  );
}

const Kinds = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
`;

const Times = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
