import { useEffect } from 'react';

/** Names the browser tab after the page in view: '{title} · Post Studio'. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Post Studio`;
  }, [title]);
}
