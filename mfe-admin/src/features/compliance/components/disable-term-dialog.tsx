import { COMPLIANCE_REASON_MAX, type ComplianceTerm, REASON_REQUIRED } from '@studio/contracts';
import { Field, Textarea, toast } from '@studio/ui';
import { FormDialog } from '@studio/ui/dialogs';
import { errorMessage } from '@studio/web';
import { type FormEvent, useState } from 'react';
import { updateComplianceTerm } from '../api/update-compliance-term.ts';

type DisableTermDialogProps = {
  term: ComplianceTerm;
  onDone: () => void;
  onClose: () => void;
};

/**
 * Disabling a term: every account's posts stop being checked for it, so the admin says why;
 * the reason is kept with the change and shown in the history.
 */
export function DisableTermDialog({ term, onDone, onClose }: DisableTermDialogProps) {
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 5) {
      setInvalid(REASON_REQUIRED);
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      const answer = await updateComplianceTerm(term.id, { active: false, reason: reason.trim() });
      toast.success(answer.message);
      onDone();
      onClose();
    } catch (failure) {
      setInvalid(errorMessage(failure, 'Could not disable the term.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={`Disable “${term.term}”?`}
      description="Posts of every account will no longer be checked for this term. The reason is recorded with your name."
      submitLabel="Disable term"
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label="Reason" required error={invalid ?? undefined}>
        <Textarea
          rows={3}
          value={reason}
          maxLength={COMPLIANCE_REASON_MAX}
          placeholder="e.g. flags ordinary posts about …; checked with the legal adviser"
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
    </FormDialog>
  );
}
