import { toast } from '@studio/ui';
import { useEffect, useRef, useState } from 'react';
import { imageFileProblem } from '../../../image-file.ts';
import { texts } from '../../../texts.ts';

/** An image chosen in edit mode, shown from the browser until Save uploads it. */
export type StagedImage = { file: File; url: string };

/**
 * The product's image changes waiting for Save: images marked for deletion and files chosen for upload,
 * each shown from the browser's memory until it is uploaded or dropped (then its address is released).
 */
export function useStagedImages() {
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [added, setAdded] = useState<StagedImage[]>([]);
  const shownUrls = useRef(new Set<string>());

  // The previews of chosen files are released when the dialog goes.
  useEffect(() => {
    const urls = shownUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const unstage = (staged: StagedImage) => {
    URL.revokeObjectURL(staged.url);
    shownUrls.current.delete(staged.url);
    setAdded((files) => files.filter((file) => file !== staged));
  };

  return {
    removed,
    added,
    /** Marks a stored image for deletion on Save. */
    remove: (id: number) => setRemoved((ids) => new Set([...ids, id])),
    /** Adds a chosen file for upload on Save; a file the server would refuse is refused here, in Greek. */
    stage(file: File) {
      const problem = imageFileProblem(file);
      if (problem) {
        toast.error(texts.errorTitle, { description: problem });
        return;
      }
      const url = URL.createObjectURL(file);
      shownUrls.current.add(url);
      setAdded((files) => [...files, { file, url }]);
    },
    unstage,
    /** Forgets every waiting change (after Save, or on Cancel). */
    clear() {
      for (const staged of added) unstage(staged);
      setRemoved(new Set());
    },
  };
}
