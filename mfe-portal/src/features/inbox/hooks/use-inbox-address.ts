import type { InboxFilter } from '@studio/contracts';
import { useSearchParams } from 'react-router-dom';
import { FILTERS, GOOGLE, NETWORKS } from '../utils/inbox-choices.ts';

/**
 * The inbox's choices as the address holds them (a link or a reload keeps them): the filter, the network
 * or the Google reviews, the page, and the open thread or review. A change replaces the address, except
 * opening or closing a thread or review, which the browser's «Πίσω» undoes.
 */
export function useInboxAddress() {
  const [params, setParams] = useSearchParams();
  const filter = FILTERS.find((f) => f === params.get('filter')) ?? 'all';
  const network = NETWORKS.find((n) => n === params.get('network'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const googleOnly = params.get('network') === GOOGLE;
  const threadId = Number(params.get('thread')) || null;
  const reviewName = params.get('review');
  const change = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [name, value] of Object.entries(next)) {
          if (value === null) updated.delete(name);
          else updated.set(name, value);
        }
        return updated;
      },
      { replace: !('thread' in next || 'review' in next) },
    );
  const chooseFilter = (value: InboxFilter) => change({ filter: value === 'all' ? null : value, page: null });

  return { filter, network, page, googleOnly, threadId, reviewName, change, chooseFilter };
}
