import type { ClinicalSignOffMode, InboxSettings } from '@studio/contracts';
import { Alert, Button, Card, Field, Input, MutedText, Select, toast } from '@studio/ui';
import { errorMessage } from '@studio/web';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useMemberPermissions } from '../../../session.ts';
import { texts } from '../../../texts.ts';
import { useRefreshInbox } from '../api/keys.ts';
import { saveInboxSettings, useInboxSettings } from '../api/settings.ts';
import { inboxTexts } from '../texts.ts';
import { dayProblem, openingHoursOf, weekOf, weekProblem } from '../utils/opening-hours.ts';
import { OpeningHoursEditor } from './opening-hours-editor.tsx';

const t = inboxTexts.settings;
const MODES: ClinicalSignOffMode[] = ['off', 'flagged', 'all'];

/** The inbox's settings: read by everyone, changed by the owner only (as the API allows). */
export function InboxSettingsPanel({ onClose }: { onClose: () => void }) {
  const { data, mutate } = useInboxSettings();
  const refreshInbox = useRefreshInbox();
  const { managesTeam: owner } = useMemberPermissions();
  if (!data) return null;
  return (
    <Card as="section" aria-label={t.title}>
      <SettingsForm
        settings={data.settings}
        owner={owner}
        onCancel={onClose}
        onSaved={(settings) => {
          void mutate({ success: true, settings }, { revalidate: false });
          void refreshInbox();
          onClose();
        }}
      />
    </Card>
  );
}

function SettingsForm({
  settings,
  owner,
  onSaved,
  onCancel,
}: {
  settings: InboxSettings;
  owner: boolean;
  onSaved: (settings: InboxSettings) => void;
  onCancel: () => void;
}) {
  const [hours, setHours] = useState(String(settings.waitAlertHours));
  const [dailyMail, setDailyMail] = useState(settings.dailyMail);
  const [mode, setMode] = useState(settings.replySignOff);
  const [limited, setLimited] = useState(settings.openingHours !== null);
  const [week, setWeek] = useState(() => weekOf(settings.openingHours));
  const [saving, setSaving] = useState(false);
  const mailId = useId();
  const modeId = useId();
  const value = Number(hours);
  const hoursValid = Number.isInteger(value) && value >= 1 && value <= 168;
  const weekValid = !limited || (weekProblem(week) === null && week.every((row) => dayProblem(row) === null));
  const valid = hoursValid && weekValid;

  const save = async () => {
    setSaving(true);
    try {
      const answer = await saveInboxSettings({
        waitAlertHours: value,
        openingHours: limited ? openingHoursOf(week) : null,
        dailyMail,
        replySignOff: mode,
      });
      toast.success(inboxTexts.settingsSaved);
      onSaved(answer.settings);
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, t.failed) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) void save();
      }}
    >
      <h2>{t.title}</h2>
      {!owner && <Alert tone="info">{t.ownerOnly}</Alert>}
      <Field label={t.waitAlertHours} hint={t.waitAlertHint} error={hoursValid ? undefined : t.hoursInvalid}>
        <HoursInput
          type="number"
          inputMode="numeric"
          min={1}
          max={168}
          value={hours}
          disabled={!owner}
          onChange={(event) => setHours(event.target.value)}
        />
      </Field>
      <OpeningHoursEditor
        limited={limited}
        week={week}
        timeZone={settings.timeZone}
        disabled={!owner}
        onLimitedChange={setLimited}
        onWeekChange={setWeek}
      />
      <Check htmlFor={mailId}>
        <input
          id={mailId}
          type="checkbox"
          checked={dailyMail}
          disabled={!owner}
          onChange={(event) => setDailyMail(event.target.checked)}
        />
        {t.dailyMail}
      </Check>
      <Stacked>
        <label htmlFor={modeId}>{t.replySignOff}</label>
        <Select
          id={modeId}
          value={mode}
          disabled={!owner}
          onChange={(event) => setMode(event.target.value as ClinicalSignOffMode)}
        >
          {MODES.map((m) => (
            <option key={m} value={m}>
              {t.modes[m]}
            </option>
          ))}
        </Select>
      </Stacked>
      <MutedText>{t.collection[settings.collection]}</MutedText>
      <Buttons>
        <Button type="button" variant="secondary" disabled={saving} onClick={onCancel}>
          {owner ? inboxTexts.cancel : t.close}
        </Button>
        {owner && (
          <Button type="submit" loading={saving} disabled={!valid}>
            {t.save}
          </Button>
        )}
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 620px;

  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const HoursInput = styled(Input)`
  max-width: 120px;
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
`;

const Stacked = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
