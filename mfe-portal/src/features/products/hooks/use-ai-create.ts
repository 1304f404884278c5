import type { RankedImage } from '@studio/contracts';
import { toast } from '@studio/ui';
import { errorMessage } from '@studio/web';
import { useCallback, useEffect, useRef, useState } from 'react';
import { texts } from '../../../texts.ts';
import { checkAiProduct } from '../api/check-ai-product.ts';
import { createAiAccountProduct } from '../api/create-ai-account-product.ts';
import { createAiPreview } from '../api/create-ai-preview.ts';
import { saveProductImages } from '../api/save-product-images.ts';
import { productsTexts } from '../texts.ts';
import {
  chosenImages,
  initialSelection,
  rankedImages,
  toggleSelection,
  visibleImages,
} from '../utils/ai-selection.ts';

const t = productsTexts.ai;
const fail = (description: string) => toast.error(texts.errorTitle, { description });

export type AiDraft = {
  /** The name the preview was generated for. */
  productName: string;
  description: string;
  /** Every ranked image, best first. */
  images: RankedImage[];
};

/**
 * The state of the business's AI creation dialog: generate a preview (the top 3
 * images chosen), choose images, then save them and create the account product. The dialog is
 * mounted only while open, so closing it forgets everything; pending calls are aborted.
 */
export function useAiCreate(onCreated: () => void) {
  const [draft, setDraft] = useState<AiDraft | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [saving, setSaving] = useState(false);
  /** The save's refusal of the name asked for at the last «generate» (nothing was written for it). */
  const [refusal, setRefusal] = useState<{ name: string; message: string } | null>(null);
  const controller = useRef(new AbortController());

  useEffect(() => {
    const live = new AbortController();
    controller.current = live;
    return () => live.abort();
  }, []);

  const generate = useCallback(async (name: string) => {
    const productName = name.trim();
    if (!productName) {
      fail(t.nameRequired);
      return;
    }
    setGenerating(true);
    setDraft(null);
    setSelected(new Set());
    setShowAll(false);
    setRefusal(null);
    try {
      // The save's verdict first: a name it refuses gets no description, no search, no images.
      const verdict = await checkAiProduct({ productName }, controller.current.signal).catch(() => null);
      if (verdict?.refused) {
        setRefusal({ name: productName, message: verdict.message ?? t.generateFailed });
        return;
      }
      const answer = await createAiPreview(productName, controller.current.signal);
      if (!answer.success) {
        fail(answer.error || t.generateFailed);
        return;
      }
      const images = rankedImages(answer);
      setDraft({ productName, description: answer.description, images });
      setSelected(initialSelection(images));
    } catch (error) {
      if (!controller.current.signal.aborted) fail(errorMessage(error, t.generateFailed));
    } finally {
      if (!controller.current.signal.aborted) setGenerating(false);
    }
  }, []);

  const save = useCallback(async () => {
    if (!draft) return;
    const chosen = chosenImages(draft.images, selected);
    if (chosen.length === 0) {
      fail(t.imageRequired);
      return;
    }
    setSaving(true);
    const signal = controller.current.signal;
    try {
      const saved = await saveProductImages(
        { productName: draft.productName, description: draft.description, selectedImages: chosen },
        signal,
      );
      if (!saved.success || saved.downloadedImages.length === 0) throw new Error(t.saveFailed);
      const created = await createAiAccountProduct(
        {
          name: draft.productName,
          description: draft.description,
          imagePaths: saved.downloadedImages.map((image) => image.imagePath),
        },
        signal,
      );
      if (!created.success) throw new Error(t.saveFailed);
      toast.success(t.created(draft.productName));
      onCreated();
    } catch {
      if (!signal.aborted) fail(t.saveFailed);
    } finally {
      if (!signal.aborted) setSaving(false);
    }
  }, [draft, selected, onCreated]);

  return {
    draft,
    refusal,
    generating,
    saving,
    selected,
    showAll,
    shown: draft ? visibleImages(draft.images, showAll) : [],
    setDescription: (description: string) => setDraft((d) => (d ? { ...d, description } : d)),
    toggle: (url: string) => setSelected((s) => toggleSelection(s, url)),
    toggleShowAll: () => setShowAll((all) => !all),
    generate,
    save,
  };
}
