import { productMessages, type RankedImage } from '@studio/contracts';
import { toast } from '@studio/ui';
import { errorMessage } from '@studio/web';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createAiProductPreview } from '../api/create-ai-product-preview.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { replaceProductImage } from '../api/replace-product-image.ts';
import { saveProductImages } from '../api/save-product-images.ts';
import { AUTO_REPLACE_DELAY_MS, hasSpareImages, withoutBroken } from '../utils/ai-images.ts';
import { FALLBACK_ERROR } from '../utils/messages.ts';

export type AiPreview = {
  /** The name the preview was generated for (image replacements search for it). */
  productName: string;
  /** Editable before the product is created. */
  description: string;
  /** The images on screen, one per slot (the top 3 to begin with). */
  images: RankedImage[];
  /** The ranked images not shown yet, best first. */
  remaining: RankedImage[];
  /** Every image that loaded when the server checked them, for cycling when none remain. */
  allValid: RankedImage[];
  totalFound: number;
  totalValid: number;
};

const failure = (error: unknown) => errorMessage(error, FALLBACK_ERROR);

/**
 * The state of the AI Generate Product dialog: generate a preview, replace a slot's image
 * with the next best (the server cycles through all valid images once none remain), replace a
 * broken image by itself after a second, then create the product from the first image.
 * Unmounting forgets everything: pending calls are aborted and timers cleared.
 */
export function useAiProduct() {
  const createProduct = useCreateProduct();
  const [preview, setPreviewState] = useState<AiPreview | null>(null);
  const [generating, setGenerating] = useState(false);
  const [creating, setCreating] = useState(false);

  // The latest state, for calls that finish after other changes (replacements run one after another).
  const current = useRef<AiPreview | null>(null);
  const generation = useRef(0);
  const broken = useRef(new Set<string>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const controller = useRef(new AbortController());

  useEffect(() => {
    // Made here, not at the first render, so a remount (React's strict mode) gets a live one.
    const live = new AbortController();
    controller.current = live;
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      live.abort();
    };
  }, []);

  const setPreview = useCallback((next: AiPreview | null) => {
    current.current = next;
    setPreviewState(next);
  }, []);
  const { busySlots, setBusySlots, replace, imageBroken } = useImageSlots({
    current,
    setPreview,
    generation,
    broken,
    timers,
    controller,
  });

  const generate = useCallback(
    async (productName: string) => {
      generation.current += 1;
      for (const timer of timers.current) clearTimeout(timer);
      timers.current.clear();
      broken.current = new Set();
      setBusySlots(new Set());
      setPreview(null);
      setGenerating(true);
      try {
        const answer = await createAiProductPreview(productName, controller.current.signal);
        if (!answer.success) {
          toast.error('Failed to generate preview', { description: answer.error ?? FALLBACK_ERROR });
          return;
        }
        setPreview({
          productName,
          description: answer.description,
          images: answer.topImages,
          remaining: answer.remainingImages,
          allValid: answer.allValidImages,
          totalFound: answer.totalFound,
          totalValid: answer.totalValid,
        });
      } catch (error) {
        if (!controller.current.signal.aborted) {
          toast.error('Failed to generate preview', { description: failure(error) });
        }
      } finally {
        setGenerating(false);
      }
    },
    [setPreview, setBusySlots],
  );

  const setDescription = useCallback(
    (description: string) => {
      if (current.current) setPreview({ ...current.current, description });
    },
    [setPreview],
  );

  /**
   * Downloads the first image, then creates the product as active under `name`: the name in the
   * field now, which the admin may have corrected after Generate. True when it was created.
   */
  const create = useCallback(
    async (name: string): Promise<boolean> => {
      const shown = current.current;
      if (!shown) return false;
      const first = withoutBroken(shown.images, broken.current)[0];
      if (!first) {
        toast.error(productMessages.aiImages);
        return false;
      }
      setCreating(true);
      try {
        let imagePath: string | undefined;
        try {
          const saved = await saveProductImages(
            {
              productName: name,
              description: shown.description,
              selectedImages: [{ url: first.url }],
            },
            controller.current.signal,
          );
          imagePath = saved.success ? saved.downloadedImages[0]?.imagePath : undefined;
        } catch (error) {
          toast.error('Failed to download image', { description: failure(error) });
          return false;
        }
        if (!imagePath) {
          toast.error('Failed to save image', {
            description: 'The image was not stored. Try another image.',
          });
          return false;
        }
        try {
          const { product } = await createProduct({
            name,
            description: shown.description,
            status: 'active',
            categoryId: null,
            examplePosts: [],
            imageUrl: imagePath,
          });
          toast.success('Product created', { description: product.name });
          return true;
        } catch (error) {
          toast.error('Failed to create product', { description: failure(error) });
          return false;
        }
      } finally {
        setCreating(false);
      }
    },
    [createProduct],
  );

  return { preview, generating, creating, busySlots, generate, replace, imageBroken, setDescription, create };
}

type Ref<T> = { current: T };

/**
 * The preview's image slots: each slot's replacement by the next best image (one at a time, so two never
 * pick the same image), and a broken image replaced by itself after a second when a spare exists.
 */
function useImageSlots({
  current,
  setPreview,
  generation,
  broken,
  timers,
  controller,
}: {
  /** The preview shown now. */
  current: Ref<AiPreview | null>;
  setPreview: (next: AiPreview | null) => void;
  /** Counts the previews generated: a replacement for an older one is dropped. */
  generation: Ref<number>;
  /** The addresses of the images that failed to load. */
  broken: Ref<Set<string>>;
  timers: Ref<Set<ReturnType<typeof setTimeout>>>;
  controller: Ref<AbortController>;
}) {
  const [busySlots, setBusySlots] = useState<ReadonlySet<number>>(new Set());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const setBusy = useCallback((slot: number, busy: boolean) => {
    setBusySlots((slots) => {
      const next = new Set(slots);
      if (busy) next.add(slot);
      else next.delete(slot);
      return next;
    });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs passed in are the caller's useRef objects, stable for the hook's life
  const replaceNow = useCallback(
    async (slot: number) => {
      const shown = current.current;
      if (!shown) return;
      const started = generation.current;
      try {
        const answer = await replaceProductImage(
          {
            productName: shown.productName,
            imageIndex: slot,
            remainingImages: withoutBroken(shown.remaining, broken.current),
            allValidImages: withoutBroken(shown.allValid, broken.current),
            currentImages: shown.images,
          },
          controller.current.signal,
        );
        const latest = current.current;
        if (started !== generation.current || !latest) return;
        const replacement = answer.replacementImage;
        if (!answer.success || !replacement) {
          toast.error('Failed to replace image', {
            description: answer.error ?? 'No other image is available for this product.',
          });
          return;
        }
        setPreview({
          ...latest,
          images: latest.images.map((image, i) => (i === slot ? replacement : image)),
          remaining: answer.remainingImages,
        });
      } catch (error) {
        if (!controller.current.signal.aborted && started === generation.current) {
          toast.error('Failed to replace image', { description: failure(error) });
        }
      }
    },
    [setPreview],
  );

  /** The next best image for a slot. Replacements run one at a time, so two never pick the same image. */
  const replace = useCallback(
    (slot: number): Promise<void> => {
      setBusy(slot, true);
      const run = queue.current.then(() => replaceNow(slot)).finally(() => setBusy(slot, false));
      queue.current = run;
      return run;
    },
    [replaceNow, setBusy],
  );

  /** A slot's image failed to load: replaced after a second if a spare exists, else the slot says so. */
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs passed in are the caller's useRef objects, stable for the hook's life
  const imageBroken = useCallback(
    (slot: number) => {
      const shown = current.current;
      const image = shown?.images[slot];
      if (!shown || !image || broken.current.has(image.url)) return;
      broken.current.add(image.url);
      if (!hasSpareImages(shown.images, shown.remaining, shown.allValid, broken.current)) return;
      toast('Auto-replacing broken image');
      setBusy(slot, true);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        // Replaced by hand meanwhile: nothing left to do.
        if (current.current?.images[slot]?.url === image.url) void replace(slot);
        else setBusy(slot, false);
      }, AUTO_REPLACE_DELAY_MS);
      timers.current.add(timer);
    },
    [replace, setBusy],
  );

  return { busySlots, setBusySlots, replace, imageBroken };
}
