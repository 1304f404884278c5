import { toast } from '@studio/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readReturnParams } from '../../facebook/index.ts';

/**
 * Handles the return from Facebook once per arrival: the toast, a refetch of the
 * pages, the clean /portal/platforms address; says whether to show the success banner.
 */
export function useFacebookReturn(refetch: () => void): { banner: boolean } {
  const search = useLocation().search.slice(1);
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  const [banner, setBanner] = useState(() => readReturnParams(search).banner);

  useEffect(() => {
    if (!search || handled.current === search) return;
    handled.current = search;
    const outcome = readReturnParams(search);
    if (outcome.banner) setBanner(true);
    if (outcome.toast) {
      const show = outcome.toast.kind === 'success' ? toast.success : toast.error;
      show(outcome.toast.title, { description: outcome.toast.description });
    }
    if (outcome.refetch) refetch();
    if (outcome.replaceUrl) navigate('/portal/platforms', { replace: true });
  }, [search, navigate, refetch]);

  return { banner };
}
