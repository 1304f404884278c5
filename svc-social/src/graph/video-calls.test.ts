import { describe, expect, it } from 'vitest';
import { createPublishingCalls } from './publishing-client.ts';
import { uploadBaseOf } from './video-calls.ts';

/** The publishing calls over a transport that keeps what was sent and answers `answer`. */
function recorded(answer: Record<string, unknown> = { id: '1' }) {
  const sent: { url: string; method: string; body: Record<string, string>; headers: Headers }[] = [];
  const calls = createPublishingCalls({
    graphUrl: 'https://graph.facebook.com',
    version: 'v25.0',
    fetch: async (url, init) => {
      sent.push({
        url,
        method: init?.method ?? 'GET',
        body: Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))),
        headers: new Headers(init?.headers),
      });
      return Response.json(answer);
    },
  });
  return { calls, sent };
}

describe('the Reel and Story calls', () => {
  it('sends an Instagram Story neither caption nor cover, and a Reel both with share_to_feed', async () => {
    const { calls, sent } = recorded();
    const common = {
      igUserId: '17',
      token: 't',
      videoUrl: 'https://x.test/v.mp4',
      coverUrl: 'https://x.test/c.jpg',
    };
    await calls.createInstagramVideoContainer({
      ...common,
      mediaType: 'STORIES',
      caption: 'hi',
      shareToFeed: true,
    });
    await calls.createInstagramVideoContainer({
      ...common,
      mediaType: 'REELS',
      caption: 'hi',
      shareToFeed: false,
    });
    await calls.createInstagramContainer({
      igUserId: '17',
      token: 't',
      imageUrl: 'https://x.test/i.jpg',
      altText: null,
      caption: null,
      story: true,
    });
    expect(sent.map((s) => s.body)).toEqual([
      { media_type: 'STORIES', video_url: 'https://x.test/v.mp4' },
      {
        media_type: 'REELS',
        video_url: 'https://x.test/v.mp4',
        cover_url: 'https://x.test/c.jpg',
        caption: 'hi',
        share_to_feed: 'false',
      },
      { media_type: 'STORIES', image_url: 'https://x.test/i.jpg' },
    ]);
    expect(sent[0]!.url).toBe('https://graph.facebook.com/v25.0/17/media');
  });

  it("uploads a page video's hosted file to rupload.facebook.com with file_url and the OAuth token", async () => {
    const { calls, sent } = recorded({ success: true });
    await calls.uploadPageVideo({
      token: 'page-token',
      uploadUrl: `${uploadBaseOf('https://graph.facebook.com')}/video-upload/v25.0/99`,
      fileUrl: 'https://studio.test/uploads/v.mp4',
    });
    expect(sent[0]!.url).toBe('https://rupload.facebook.com/video-upload/v25.0/99');
    expect(sent[0]!.headers.get('authorization')).toBe('OAuth page-token');
    expect(sent[0]!.headers.get('file_url')).toBe('https://studio.test/uploads/v.mp4');
    expect(uploadBaseOf('http://127.0.0.1:9/api/facebook-sandbox')).toBe(
      'http://127.0.0.1:9/api/facebook-sandbox',
    );
  });

  it('finishes a page Reel with video_state=PUBLISHED and its description; its id is the video', async () => {
    const { calls, sent } = recorded({ success: true });
    expect(
      await calls.finishPageReel({ pageId: 'p', token: 't', videoId: '99', description: 'Νέο' }),
    ).toEqual({
      postId: '99',
    });
    expect(sent[0]!.body).toEqual({
      upload_phase: 'finish',
      video_id: '99',
      video_state: 'PUBLISHED',
      description: 'Νέο',
    });
  });
});
