import { useDebouncedValue } from '@studio/web';
import { useEffect, useState } from 'react';
import { checkAiProduct } from '../api/check-ai-product.ts';

/**
 * What the save would say of the dialog's name (and description, once written), asked of the server as
 * they are typed (after a pause): its reason when it would refuse them, else null. The verdict is the
 * save's own (the same check of the same fields), so the dialog never writes for a name the save refuses.
 * A check that fails says nothing: the preview and the save check again.
 */
export function useSaveVerdict(productName: string, description: string | null): string | null {
  const name = useDebouncedValue(productName.trim());
  const text = useDebouncedValue(description?.trim() ?? '');
  const [verdict, setVerdict] = useState<{ key: string; message: string | null } | null>(null);
  const key = `${name}\u0000${text}`;
  useEffect(() => {
    if (!name) return;
    const live = new AbortController();
    checkAiProduct({ productName: name, ...(text ? { description: text } : {}) }, live.signal).then(
      (answer) => setVerdict({ key, message: answer.refused ? answer.message : null }),
      () => {},
    );
    return () => live.abort();
  }, [name, text, key]);
  // Only the verdict on what is in the boxes now (a name typed on holds nothing of the old one's).
  const current = productName.trim() === name && (description?.trim() ?? '') === text;
  return current && verdict?.key === key ? verdict.message : null;
}
