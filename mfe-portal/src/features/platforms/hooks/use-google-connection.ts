import type { ConnectTicketResponse } from '@studio/contracts';
import { toast } from '@studio/ui';
import { apiRequest, errorMessage, getBusinessToken } from '@studio/web';
import { useState } from 'react';
import { useGoogleLocations } from '../../../api/google-locations.ts';
import { texts } from '../../../texts.ts';
import { platformsTexts } from '../texts.ts';

const t = platformsTexts.google;
const fail = (failure: unknown, fallback: string) =>
  toast.error(texts.errorTitle, { description: errorMessage(failure, fallback) });

/** Leaving the page for Google's consent screen; an object so tests can replace it. */
export const googleBrowser = {
  go(url: string): void {
    window.location.href = url;
  },
};

/** The Google connection of step 3: its locations, the ticked ones, and its actions. */
export function useGoogleConnection() {
  const query = useGoogleLocations();
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);
  const [busy, setBusy] = useState<'save' | 'refresh' | 'disconnect' | null>(null);
  const data = query.data;
  const saved = new Set((data?.locations ?? []).filter((l) => l.selected).map((l) => l.name));
  const selection = picked ?? saved;

  const run = async (
    kind: 'save' | 'refresh' | 'disconnect',
    work: () => Promise<unknown>,
    done?: string,
  ) => {
    setBusy(kind);
    try {
      await work();
      setPicked(null);
      await query.mutate();
      if (done) toast.success(done);
    } catch (failure) {
      fail(failure, texts.errorTitle);
    } finally {
      setBusy(null);
    }
  };

  return {
    data,
    loading: query.isLoading,
    selection,
    busy,
    changed: picked !== null,
    toggle(name: string) {
      const next = new Set(selection);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      setPicked(next);
    },
    /** A one-time ticket, then the browser goes to Google's consent screen (or the sandbox's). */
    async connect() {
      if (!getBusinessToken()) return void toast.error(texts.errorTitle, { description: t.needLogin });
      try {
        const { url }: ConnectTicketResponse = await apiRequest('POST /api/auth/google/connect-ticket');
        googleBrowser.go(url);
      } catch (failure) {
        fail(failure, t.connectFailed);
      }
    },
    save: () =>
      run(
        'save',
        () => apiRequest('POST /api/google/locations', { json: { locations: [...selection] } }),
        t.saved,
      ),
    refresh: () => run('refresh', () => apiRequest('POST /api/google/locations/refresh')),
    disconnect: () => run('disconnect', () => apiRequest('POST /api/google/disconnect'), t.disconnected),
  };
}

export type GoogleConnection = ReturnType<typeof useGoogleConnection>;
