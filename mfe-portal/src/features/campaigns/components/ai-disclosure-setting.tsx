import { Card, Stack, toast } from '@studio/ui';
import { errorMessage } from '@studio/web';
import { useId, useState } from 'react';
import { texts } from '../../../texts.ts';
import { setAiDisclosure, useAiDisclosure } from '../api/ai-disclosure.ts';
import { campaignsTexts } from '../texts.ts';
import { CheckboxLabel, Hint } from './setting-text.ts';

/** The account's AI disclosure setting (EU AI Act Art. 50): a line added to every published post, off by default. */
export function AiDisclosureSetting() {
  const { data, mutate } = useAiDisclosure();
  const [saving, setSaving] = useState(false);
  const id = useId();
  const t = campaignsTexts.disclosure;
  if (!data) return null;

  const change = async (enabled: boolean) => {
    setSaving(true);
    try {
      await mutate(await setAiDisclosure({ enabled }), { revalidate: false });
      toast.success(enabled ? t.on : t.off);
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, t.failed) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <Stack $gap="xs">
        <CheckboxLabel htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={data.enabled}
            disabled={saving}
            onChange={(event) => void change(event.target.checked)}
          />
          {t.label}
        </CheckboxLabel>
        <Hint>{t.hint(data.line)}</Hint>
      </Stack>
    </Card>
  );
}
