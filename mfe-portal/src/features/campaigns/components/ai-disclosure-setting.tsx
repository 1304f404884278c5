import { Card, MutedText, Stack } from '@studio/ui';
import { useId } from 'react';
import { setAiDisclosure, useAiDisclosure } from '../api/ai-disclosure.ts';
import { useSettingSave } from '../hooks/use-setting-save.ts';
import { campaignsTexts } from '../texts.ts';
import { CheckboxLabel } from './setting-text.ts';

/** The account's AI disclosure setting (EU AI Act Art. 50): a line added to every published post, off by default. */
export function AiDisclosureSetting() {
  const { data, mutate } = useAiDisclosure();
  const { saving, save } = useSettingSave(campaignsTexts.disclosure.failed);
  const id = useId();
  const t = campaignsTexts.disclosure;
  if (!data) return null;

  const change = (enabled: boolean) =>
    save(
      async () => mutate(await setAiDisclosure({ enabled }), { revalidate: false }),
      enabled ? t.on : t.off,
    );

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
        <MutedText>{t.hint(data.line)}</MutedText>
      </Stack>
    </Card>
  );
}
