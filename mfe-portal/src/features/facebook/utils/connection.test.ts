import type { FacebookPagesResponse } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { accountKey, connectionOf, pageKey, savedSelection, selectedPagesPayload } from './connection.ts';

const page = { id: '101', name: 'Κλινική Αθηνών', category: 'Medical' };
const account = {
  id: '17841',
  name: 'Κλινική Αθηνών',
  username: 'clinic.athens',
  pageId: '101',
};
const sample = { id: 'sample', name: 'Sample Page', category: 'Sample' };
const igSample = { id: 'ig_sample', name: 'Sample', username: 'sample' };

const answer = (overrides: Partial<FacebookPagesResponse> = {}): FacebookPagesResponse => ({
  success: true,
  message: 'ok',
  connected: true,
  source: 'graph_api',
  facebookPages: [page, sample],
  instagramAccounts: [account, igSample],
  ...overrides,
});

describe('Facebook connection state', () => {
  it('drops the sample entries', () => {
    const connection = connectionOf(answer());
    expect(connection.connected).toBe(true);
    expect(connection.pages).toEqual([page]);
    expect(connection.accounts).toEqual([account]);
  });

  it('is not connected with only a sample page, without a token, or when a reconnection is needed', () => {
    expect(connectionOf(answer({ facebookPages: [sample], instagramAccounts: [igSample] })).connected).toBe(
      false,
    );
    expect(
      connectionOf(answer({ connected: false, source: 'no_token', facebookPages: [], instagramAccounts: [] }))
        .connected,
    ).toBe(false);
    const refused = connectionOf(answer({ reconnectRequired: true }));
    expect(refused.connected).toBe(false);
    expect(refused.reconnectRequired).toBe(true);
    expect(connectionOf(undefined).connected).toBe(false);
  });

  it('ticks what was saved and is still offered', () => {
    const connection = connectionOf(answer());
    const selection = savedSelection(
      [
        { id: 1, pageId: '101', pageName: 'x', platform: 'facebook', isActive: true },
        { id: 2, pageId: '101', pageName: 'x', platform: 'instagram', instagramId: '17841', isActive: true },
        { id: 3, pageId: 'gone', pageName: 'y', platform: 'facebook', isActive: true },
      ],
      connection,
    );
    expect([...selection]).toEqual([pageKey('101'), accountKey('17841')]);
  });

  it('builds the selected pages for saving', () => {
    const connection = connectionOf(answer());
    expect(selectedPagesPayload(new Set([pageKey('101'), accountKey('17841')]), connection)).toEqual([
      {
        pageId: '101',
        pageName: 'Κλινική Αθηνών',
        pageCategory: 'Medical',
        platform: 'facebook',
        isActive: true,
        instagramId: null,
        instagramUsername: null,
      },
      {
        pageId: '101',
        pageName: 'Κλινική Αθηνών',
        pageCategory: 'Instagram',
        platform: 'instagram',
        isActive: true,
        instagramId: '17841',
        instagramUsername: 'clinic.athens',
      },
    ]);
    expect(selectedPagesPayload(new Set(), connection)).toEqual([]);
  });
});
