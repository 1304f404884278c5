import type { ClinicalSignOffMode } from '@studio/contracts';
import { Card, Select, Stack } from '@studio/ui';
import { useId } from 'react';
import { setSignOffMode, useSignOffSetting } from '../../../api/signoff.ts';
import { useSettingSave } from '../hooks/use-setting-save.ts';
import { campaignsTexts } from '../texts.ts';
import { CheckboxLabel, Hint } from './setting-text.ts';

const MODES: ClinicalSignOffMode[] = ['off', 'flagged', 'all'];

/** The account's clinical sign-off (issue 36): which posts a medical reviewer signs off before scheduling. */
export function SignOffSetting() {
  const { data, mutate } = useSignOffSetting();
  const { saving, save } = useSettingSave(campaignsTexts.signOff.failed);
  const id = useId();
  const t = campaignsTexts.signOff;
  if (!data) return null;

  const change = (mode: ClinicalSignOffMode) =>
    save(async () => mutate(await setSignOffMode(mode), { revalidate: false }), t.saved);

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
        <Hint>{t.hint}</Hint>
      </Stack>
    </Card>
  );
}
