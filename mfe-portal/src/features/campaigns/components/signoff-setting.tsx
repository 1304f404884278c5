import type { AffectedPost, ClinicalSignOffMode } from '@studio/contracts';
import { Button, Card, MutedText, Select, Stack } from '@studio/ui';
import { Dialog } from '@studio/ui/dialogs';
import { useId, useState } from 'react';
import { setSignOffMode, signOffImpactOf, useSignOffSetting } from '../../../api/signoff.ts';
import { AffectedList } from '../../../components/voiding-confirm.tsx';
import { useSettingSave } from '../hooks/use-setting-save.ts';
import { campaignsTexts } from '../texts.ts';
import { formatDateTime } from '../utils/dates.ts';
import { CheckboxLabel } from './setting-text.ts';

const MODES: ClinicalSignOffMode[] = ['off', 'flagged', 'all'];

/** A setting asked of the owner before it is saved: the scheduled posts it would pull back. */
type Asked = { mode: ClinicalSignOffMode; posts: AffectedPost[] };

/**
 * The account's clinical sign-off: which posts a medical reviewer signs off before scheduling. A setting
 * that would take scheduled posts off the schedule names them first, and offers to send them for sign-off.
 */
export function SignOffSetting() {
  const { data, mutate } = useSignOffSetting();
  const { saving, save } = useSettingSave(campaignsTexts.signOff.failed);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [sendNow, setSendNow] = useState(true);
  const id = useId();
  const sendId = useId();
  const t = campaignsTexts.signOff;
  if (!data) return null;

  const store = (mode: ClinicalSignOffMode, sendForSignOff: boolean) =>
    save(async () => {
      const answer = await setSignOffMode(mode, sendForSignOff);
      await mutate({ success: true, mode: answer.mode }, { revalidate: false });
      setAsked(null);
      return answer.message;
    });

  const change = (mode: ClinicalSignOffMode) =>
    save(async () => {
      const { posts } = await signOffImpactOf(mode);
      if (posts.length > 0) {
        setSendNow(true);
        setAsked({ mode, posts });
        return null;
      }
      const answer = await setSignOffMode(mode);
      await mutate({ success: true, mode: answer.mode }, { revalidate: false });
      return answer.message;
    });

  return (
    <Card>
      <Stack $gap="xs">
        <CheckboxLabel htmlFor={id}>{t.label}</CheckboxLabel>
        <Select
          id={id}
          value={data.mode}
          disabled={saving}
          onChange={(event) => void change(event.target.value as ClinicalSignOffMode)}
        >
          {MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t.modes[mode]}
            </option>
          ))}
        </Select>
        <MutedText>{t.hint}</MutedText>
      </Stack>
      <Dialog
        open={asked !== null}
        onOpenChange={(open) => !open && !saving && setAsked(null)}
        title={t.pullBackTitle}
        description={asked ? t.pullBackIntro(asked.posts.length) : undefined}
        maxWidth="520px"
        closeLabel={campaignsTexts.post.close}
        footer={
          <>
            <Button variant="secondary" disabled={saving} onClick={() => setAsked(null)}>
              {campaignsTexts.post.cancel}
            </Button>
            <Button loading={saving} onClick={() => asked && void store(asked.mode, sendNow)}>
              {t.pullBackConfirm}
            </Button>
          </>
        }
      >
        {asked && (
          <Stack $gap="md">
            <AffectedList>
              {asked.posts.map((post) => (
                <li key={post.id}>
                  <strong>{post.productName}</strong>
                  {' · '}
                  {post.scheduledDate ? formatDateTime(post.scheduledDate) : campaignsTexts.post.noDate}
                  {post.format !== 'feed' && ` · ${t.formats[post.format]}`}
                </li>
              ))}
            </AffectedList>
            <CheckboxLabel htmlFor={sendId}>
              <input
                id={sendId}
                type="checkbox"
                checked={sendNow}
                onChange={(event) => setSendNow(event.target.checked)}
              />
              {t.sendThemNow}
            </CheckboxLabel>
          </Stack>
        )}
      </Dialog>
    </Card>
  );
}
