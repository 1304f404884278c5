import { toast } from '@studio/ui';
import { errorMessage } from '@studio/web';
import { useState } from 'react';
import { texts } from '../../../texts.ts';

/**
 * How a setting of the campaigns screen is saved: `save` runs the change (the call and the cache's
 * update), says in a toast the text the change answers (or `success`; nothing when it answers null: it
 * asked the person first), or the error with `failed` when the answer has no message, and `saving`
 * holds the control disabled meanwhile.
 */
export function useSettingSave(failed: string) {
  const [saving, setSaving] = useState(false);
  const save = async (change: () => Promise<unknown>, success?: string) => {
    setSaving(true);
    try {
      const said = await change();
      const message = typeof said === 'string' ? said : success;
      if (said !== null && message) toast.success(message);
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, failed) });
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
