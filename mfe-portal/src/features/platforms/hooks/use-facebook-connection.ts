import type { MetaFeature } from '@studio/contracts';
import { toast } from '@studio/ui';
import { errorMessage, HttpError } from '@studio/web';
import { useCallback, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { texts } from '../../../texts.ts';
import {
  type Connection,
  connectionOf,
  disconnectFacebook,
  notConnected,
  savedSelection,
  saveSelectedPages,
  selectedPagesPayload,
  startBackendConnect,
  useFacebookPages,
  useSelectedPages,
} from '../../facebook/index.ts';
import { checkConnectionHealth, connectionHealthKey } from '../api/connection-health.ts';
import { platformsTexts } from '../texts.ts';

const t = platformsTexts.facebook;
const fail = (description: string) => toast.error(texts.errorTitle, { description });

export type FacebookConnection = ReturnType<typeof useFacebookConnection>;

/**
 * Starts the Facebook login through the backend (turning `features` on, whose permissions Facebook
 * then asks for too), telling the business in Greek when it cannot start.
 */
export async function startFacebookLogin(features?: MetaFeature[]): Promise<void> {
  try {
    if (!(await startBackendConnect(features))) fail(t.needLogin);
  } catch (failure) {
    fail(errorMessage(failure, t.connectFailed));
  }
}

/**
 * Whether a failed call means the platform's Facebook service could not answer at all (no answer,
 * or the gateway's 503/504 for a service that is down or silent), which says nothing about the
 * business's connection, as opposed to an answer about the connection itself.
 */
function serviceUnavailable(error: unknown): boolean {
  return !(error instanceof HttpError) || error.status === 503 || error.status === 504;
}

/** The Facebook connection of step 3: its pages and accounts, the ticked ones, and its actions. */
export function useFacebookConnection() {
  const pages = useFacebookPages();
  const saved = useSelectedPages();
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);
  const [saving, setSaving] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);
  const { mutate: mutateKey } = useSWRConfig();

  /** The connection checked now (after a login or a change of pages), its findings shown at once. */
  const recheck = useCallback(
    () =>
      checkConnectionHealth()
        .then((fresh) => mutateKey(connectionHealthKey, fresh, { revalidate: false }))
        .catch(() => mutateKey(connectionHealthKey)),
    [mutateKey],
  );

  const connection: Connection = useMemo(
    () => (pages.error ? notConnected : connectionOf(pages.data)),
    [pages],
  );
  const stored = useMemo(
    () => savedSelection(saved.data?.selectedPages, connection),
    [saved.data, connection],
  );
  const selection = picked ?? stored;
  const savedInstagramIds = useMemo(
    () =>
      (saved.data?.selectedPages ?? [])
        .filter((page) => page.platform === 'instagram' && page.isActive)
        .map((page) => page.instagramId ?? page.pageId),
    [saved.data],
  );
  // With the service away nothing is known about the connection: no reconnecting, only a retry.
  const unavailable = [pages.error, saved.error].some((error) => error && serviceUnavailable(error));
  const reconnectMessage = unavailable
    ? null
    : pages.error
      ? errorMessage(pages.error, (pages.error as Error).message)
      : pages.data?.reconnectRequired
        ? pages.data.message
        : null;

  const toggle = useCallback(
    (key: string) => {
      const next = new Set(selection);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      setPicked(next);
    },
    [selection],
  );

  const connect = useCallback(() => startFacebookLogin(), []);

  const save = useCallback(async () => {
    setSaving(true);
    try {
      const answer = await saveSelectedPages(selectedPagesPayload(selection, connection));
      if (!answer.success) throw new Error(answer.message);
      toast.success(t.saved);
      setPicked(null);
      await saved.mutate();
      void recheck();
    } catch {
      fail(t.saveFailed);
    } finally {
      setSaving(false);
    }
  }, [selection, connection, saved, recheck]);

  const disconnect = useCallback(async () => {
    setDisconnecting(true);
    try {
      const answer = await disconnectFacebook();
      if (!answer.success) throw new Error(answer.message);
      setPicked(new Set());
      await Promise.all([
        pages.mutate(
          {
            success: true,
            message: answer.message,
            connected: false,
            source: 'no_token',
            facebookPages: [],
            instagramAccounts: [],
          },
          { revalidate: false },
        ),
        saved.mutate({ success: true, selectedPages: [] }, { revalidate: false }),
        mutateKey(connectionHealthKey),
      ]);
      toast.success(t.disconnected);
    } catch {
      fail(t.disconnectFailed);
    } finally {
      setDisconnecting(false);
    }
  }, [pages, saved, mutateKey]);

  const retry = useCallback(() => Promise.all([pages.mutate(), saved.mutate()]), [pages, saved]);

  return {
    connection,
    selection,
    /** Pages or accounts saved for publishing (ticked and saved, not only ticked). */
    hasSavedSelection: stored.size > 0,
    /** The Instagram accounts posts go to (saved and active), whose publishing limits the card shows. */
    savedInstagramIds,
    loading: pages.isLoading,
    unavailable,
    retrying: pages.isValidating || saved.isValidating,
    retry,
    reconnectMessage,
    saving,
    disconnecting,
    /** The selection differs from the one saved: saving it changes where approved posts go out. */
    changed: picked !== null && (picked.size !== stored.size || [...picked].some((key) => !stored.has(key))),
    refetch: pages.mutate,
    /** After a return from Facebook: the new login checked now. */
    recheck,
    toggle,
    connect,
    save,
    disconnect,
  };
}
