import type { FacebookPagesResponse } from '@studio/contracts';
import { ApiError, type Clock, type Db } from '@studio/kit';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import type { GraphClient, GraphPage } from '../graph/graph-client.ts';
import { GraphError } from '../graph/graph-errors.ts';
import { findConnection, markReconnectRequired } from './connections.ts';

export const RECONNECT_MESSAGE = 'Απαιτείται επανασύνδεση με το Facebook: η σύνδεση έληξε ή ανακλήθηκε.';
export const NOT_CONNECTED_MESSAGE = 'Δεν έχει συνδεθεί λογαριασμός Facebook.';

const notConnected = (message: string, source: string, reconnectRequired = false): FacebookPagesResponse => ({
  success: !reconnectRequired,
  message,
  connected: false,
  source,
  ...(reconnectRequired ? { reconnectRequired } : {}),
  facebookPages: [],
  instagramAccounts: [],
});

/**
 * Graph's pages in the shape the portal reads: pages, and the Instagram accounts linked to them, without
 * their tokens (a page token in a browser publishes past the compliance gate and the approvals).
 */
export function toPagesResponse(
  pages: GraphPage[],
  source: string,
  facebookUserName: string | null,
): FacebookPagesResponse {
  return {
    success: true,
    message: 'Data retrieved successfully',
    connected: true,
    source,
    facebookUserName,
    facebookPages: pages.map((p) => ({
      id: p.id,
      name: p.name,
      category: p.category,
    })),
    instagramAccounts: pages.flatMap((p) =>
      p.instagram
        ? [
            {
              id: p.instagram.id,
              name: p.instagram.name ?? p.name,
              username: p.instagram.username ?? '',
              pageId: p.id,
            },
          ]
        : [],
    ),
  };
}

/**
 * The account's pages, with the token it gave (`?access_token=`) or the stored one. A refused stored
 * token turns the connection into 'reconnect required' rather than an error the portal cannot act on.
 */
export async function loadPages(
  {
    db,
    graph,
    cipher,
    clock,
    source,
  }: { db: Db; clock: Clock; graph: GraphClient; cipher: TokenCipher; source: 'graph_api' | 'sandbox' },
  accountId: number,
  givenToken?: string,
): Promise<FacebookPagesResponse> {
  const connection = givenToken ? null : await findConnection(db, accountId);
  if (!givenToken && !connection) return notConnected(NOT_CONNECTED_MESSAGE, 'no_token');
  if (connection?.status === 'reconnect_required') return notConnected(RECONNECT_MESSAGE, source, true);
  const token = givenToken ?? cipher.decrypt(connection!.longLivedTokenEncrypted);
  try {
    return toPagesResponse(await graph.listPages(token), source, connection?.facebookUserName ?? null);
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    if (error.kind === 'reconnect_required') {
      if (connection) await markReconnectRequired({ db, clock }, accountId);
      return notConnected(RECONNECT_MESSAGE, source, true);
    }
    throw new ApiError(502, 'upstream', `Το Facebook δεν απάντησε: ${error.message}`);
  }
}
