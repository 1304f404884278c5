import { CONSENT_FORM_MAX_BYTES, type SocialPlatform } from '@studio/contracts';
import { Field, Input, toast } from '@studio/ui';
import { FileInput, FormDialog } from '@studio/ui/dialogs';
import { errorMessage } from '@studio/web';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { createConsent } from '../../../api/consents.ts';
import { texts } from '../../../texts.ts';
import { mediaTexts } from '../texts.ts';
import { channelNames } from './consent-state.tsx';

const t = mediaTexts.consent;
const CHANNELS: SocialPlatform[] = ['facebook', 'instagram'];

/** A year after a day (YYYY-MM-DD): the usual length of a consent, changed as the form says. */
const yearAfter = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;

type ConsentDialogProps = {
  /** The image the new consent covers. */
  mediaId: number;
  today: string;
  onClose: () => void;
  onSaved: () => void;
};

/** Records a consent for an image: the person's reference, channels, dates and the signed form. */
export function ConsentDialog({ mediaId, today, onClose, onSaved }: ConsentDialogProps) {
  const [personRef, setPersonRef] = useState('');
  const [channels, setChannels] = useState<SocialPlatform[]>(['facebook', 'instagram']);
  const [startsOn, setStartsOn] = useState(today);
  const [endsOn, setEndsOn] = useState(yearAfter(today));
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!personRef.trim() || channels.length === 0 || !startsOn || !endsOn || !file) {
      setProblem(t.missing);
      return;
    }
    setBusy(true);
    try {
      await createConsent({ personRef, channels, startsOn, endsOn, form: file, mediaId });
      toast.success(t.saved);
      onSaved();
    } catch (error) {
      setProblem(errorMessage(error, mediaTexts.failed));
      toast.error(texts.errorTitle, { description: errorMessage(error, mediaTexts.failed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t.dialogTitle}
      description={t.dialogDescription}
      submitLabel={t.save}
      cancelLabel={mediaTexts.cancel}
      closeLabel="Κλείσιμο"
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={t.personRef} hint={t.personRefHint} required>
        <Input value={personRef} maxLength={60} onChange={(e) => setPersonRef(e.target.value)} />
      </Field>
      <Channels>
        <legend>{t.channels}</legend>
        {CHANNELS.map((channel) => (
          <label key={channel}>
            <Input
              type="checkbox"
              checked={channels.includes(channel)}
              onChange={(e) =>
                setChannels((now) =>
                  e.target.checked ? [...now, channel] : now.filter((c) => c !== channel),
                )
              }
            />
            {channelNames[channel]}
          </label>
        ))}
      </Channels>
      <Dates>
        <Field label={t.startsOn} required>
          <Input type="date" value={startsOn} onChange={(e) => setStartsOn(e.target.value)} />
        </Field>
        <Field label={t.endsOn} required>
          <Input type="date" value={endsOn} min={startsOn} onChange={(e) => setEndsOn(e.target.value)} />
        </Field>
      </Dates>
      <Field label={t.file} hint={file ? file.name : t.fileHint} required>
        <FileInput
          buttonLabel={t.pickFile}
          accept="application/pdf,image/jpeg,image/png"
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            if (chosen && chosen.size > CONSENT_FORM_MAX_BYTES) {
              setProblem('Το έντυπο μπορεί να είναι έως 4 MB.');
              setFile(null);
              e.target.value = '';
              return;
            }
            setProblem(null);
            setFile(chosen);
          }}
        />
      </Field>
      {problem && <Problem role="alert">{problem}</Problem>}
    </FormDialog>
  );
}

const Channels = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  border: 0;
  padding: 0;
  margin: 0;

  legend {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
