import type { RecordFormat } from '@studio/contracts';
import { Button, Card, Field, Input, MutedText, Select, Stack, toast } from '@studio/ui';
import { FieldsWithButtons, LineButtons } from '@studio/ui/content';
import { browserClock, errorMessage } from '@studio/web';
import { useState } from 'react';
import styled from 'styled-components';
import { useMemberPermissions } from '../../../session.ts';
import { texts } from '../../../texts.ts';
import { downloadPeriodRecords, setRecordRetention, useRecordRetention } from '../api/post-records.ts';
import { campaignsTexts } from '../texts.ts';
import { CheckboxLabel } from './setting-text.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const YEARS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20];

/**
 * «Αρχείο αναρτήσεων»: the records of a period's posts (deleted ones too) as a PDF or CSV,
 * for an inspector, and how long a deleted post's record is kept (the owner's to change: others see it).
 */
export function RecordsExport() {
  const t = campaignsTexts.record;
  const today = browserClock();
  const [from, setFrom] = useState(() => dayOf(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [to, setTo] = useState(() =>
    dayOf(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 14)),
  );
  const [saving, setSaving] = useState<RecordFormat | null>(null);
  const retention = useRecordRetention();
  const ownsSettings = useMemberPermissions().role === 'owner';
  const badRange = from !== '' && to !== '' && from > to;

  const save = async (format: RecordFormat) => {
    setSaving(format);
    try {
      await downloadPeriodRecords(from, to, format);
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, t.downloadFailed) });
    } finally {
      setSaving(null);
    }
  };
  const keep = async (years: number) => {
    try {
      await retention.mutate(await setRecordRetention(years), { revalidate: false });
      toast.success(t.retentionSaved);
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, t.retentionFailed) });
    }
  };

  return (
    <Card>
      <Stack $gap="sm">
        <CheckboxLabel as="h3">{t.periodTitle}</CheckboxLabel>
        <MutedText>{t.periodHint}</MutedText>
        <FieldsWithButtons>
          <Field label={t.from}>
            <Input type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
          </Field>
          <Field label={t.to} error={badRange ? t.badRange : undefined}>
            <Input type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
          </Field>
          <LineButtons>
            <Button
              variant="secondary"
              disabled={saving !== null || badRange || !from || !to}
              onClick={() => void save('csv')}
            >
              {t.csv}
            </Button>
            <Button disabled={saving !== null || badRange || !from || !to} onClick={() => void save('pdf')}>
              {t.pdf}
            </Button>
          </LineButtons>
        </FieldsWithButtons>
        {retention.data && (
          <Retention
            label={t.retention}
            hint={ownsSettings ? t.retentionHint : `${t.retentionHint} ${t.retentionOwnerOnly}`}
          >
            <Select
              value={retention.data.years}
              disabled={!ownsSettings}
              onChange={(event) => void keep(Number(event.target.value))}
            >
              {YEARS.map((years) => (
                <option key={years} value={years}>
                  {t.years(years)}
                </option>
              ))}
            </Select>
          </Retention>
        )}
      </Stack>
    </Card>
  );
}

const Retention = styled(Field)`
  select {
    max-width: 260px;
  }
`;
