import { createHash } from 'node:crypto';
import type { SandboxPublishedResponse } from '@studio/contracts';
import type { z } from 'zod';
import type { SandboxPage } from './sample-pages.ts';
import type { SandboxMessage, SandboxPost } from './store.ts';

type Published = z.infer<typeof SandboxPublishedResponse>;

type Conversation = Published['pages'][number]['conversations'][number];

/** A page's conversations: one per patient, the latest first, each oldest message first. */
function conversationsOf(pageId: string, messages: SandboxMessage[]): Conversation[] {
  const byPatient = new Map<string, Conversation>();
  for (const m of messages) {
    if (m.pageId !== pageId) continue;
    const conversation = byPatient.get(m.patientId) ?? {
      patientId: m.patientId,
      patientName: m.patientName,
      messages: [],
    };
    conversation.messages.push({ id: m.id, sender: m.sender, text: m.text, createdAt: m.createdAt });
    // The conversation written in last goes to the end (a Map keeps the order of insertion).
    byPatient.delete(m.patientId);
    byPatient.set(m.patientId, conversation);
  }
  return [...byPatient.values()].reverse();
}

/** What is on each of the user's pages and Instagram accounts now, newest first, and their conversations. */
export function publishedPerPage(
  pages: SandboxPage[],
  feed: SandboxPost[],
  messages: SandboxMessage[],
  at: number,
): Published {
  // A Story is gone once it expired, as on the networks.
  const postsOf = (pageId: string) =>
    feed
      .filter(
        (p) =>
          p.pageId === pageId &&
          p.deletedAt === null &&
          (p.expiresAt === null || Date.parse(p.expiresAt) > at),
      )
      .map(
        ({ id, message, imageUrl, images, comments, createdAt, format, videoUrl, coverUrl, expiresAt }) => ({
          id,
          message,
          imageUrl,
          images,
          comments,
          createdAt,
          format,
          videoUrl,
          coverUrl,
          expiresAt,
        }),
      );
  return {
    pages: pages.flatMap((page) => [
      {
        pageId: page.id,
        pageName: page.name,
        platform: 'facebook' as const,
        posts: postsOf(page.id),
        conversations: conversationsOf(page.id, messages),
      },
      ...(page.instagram
        ? [
            {
              pageId: page.instagram.id,
              pageName: `@${page.instagram.username}`,
              platform: 'instagram' as const,
              posts: postsOf(page.instagram.id),
              conversations: conversationsOf(page.instagram.id, messages),
            },
          ]
        : []),
    ]),
  };
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f0f2f5; color: #050505; margin: 0; padding: 24px 16px; }
  main { max-width: 680px; margin: 0 auto; }
  h1 { color: #1877f2; }
  .note { background: #fff8e1; border: 1px solid #ffe082; padding: 8px 12px; border-radius: 6px; font-size: 13px; }
  section { margin-top: 24px; }
  h2 { font-size: 18px; }
  .platform { font-size: 12px; background: #e4e6eb; border-radius: 4px; padding: 2px 6px; margin-left: 6px; }
  article { background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.1); padding: 12px 16px; margin: 12px 0; overflow-wrap: anywhere; }
  article p { white-space: pre-wrap; }
  article img, article video { max-width: 100%; border-radius: 6px; display: block; margin-top: 8px; }
  article video { max-height: 560px; background: #000; }
  .format { font-size: 12px; font-weight: 600; color: #fff; background: #c13584; border-radius: 4px; padding: 2px 6px; margin-right: 6px; }
  .format.story { background: #f77737; }
  article.story { border-left: 4px solid #f77737; }
  article.shown { outline: 3px solid #1877f2; outline-offset: 2px; }
  article .comment { border-top: 1px solid #e4e6eb; padding-top: 8px; font-size: 14px; }
  article .comment.reply { margin-left: 24px; }
  form.patient { display: flex; gap: 8px; margin-top: 8px; }
  form.patient input { flex: 1; min-width: 0; padding: 6px 10px; border: 1px solid #ccd0d5; border-radius: 16px; font: inherit; }
  form.patient button { border: 0; border-radius: 6px; background: #1877f2; color: #fff; padding: 6px 12px; font: inherit; cursor: pointer; }
  time, small, .empty { color: #65676b; font-size: 13px; }
  .messenger { background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.1); padding: 12px 16px; margin: 12px 0; }
  .messenger h3 { font-size: 15px; margin: 0 0 8px; }
  .conversation { border-top: 1px solid #e4e6eb; padding: 8px 0; }
  .conversation h4 { font-size: 13px; font-weight: 600; margin: 0 0 6px; color: #65676b; }
  .conversation ol { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
  .bubble { max-width: 80%; padding: 6px 12px; border-radius: 18px; background: #e4e6eb; white-space: pre-wrap; overflow-wrap: anywhere; align-self: flex-start; }
  .bubble.page { background: #1877f2; color: #fff; align-self: flex-end; }
  .bubble small { display: block; font-size: 11px; color: inherit; opacity: .75; }
  @media (prefers-color-scheme: dark) {
    body { background: #18191a; color: #e4e6eb; }
    article, .messenger { background: #242526; box-shadow: none; }
    .conversation, article .comment { border-color: #3a3b3c; }
    .bubble { background: #3a3b3c; }
    .bubble.page { background: #2d88ff; }
    .conversation h4 { color: #b0b3b8; }
    form.patient input { background: #3a3b3c; border-color: #3e4042; color: #e4e6eb; }
    .note { background: #3a3000; border-color: #665200; color: #f5e6a8; }
    .platform { background: #3a3b3c; }
    time, small, .empty { color: #b0b3b8; }
  }
`;

/**
 * Draws the signed-in business's pages from /published, with the business token the portal keeps
 * (libs/web tokens.ts: this tab's, then the shared one); text goes in as text, never as markup.
 */
const SCRIPT = `(async () => {
  const root = document.getElementById('pages');
  const make = (tag, text, className) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  };
  const token = sessionStorage.getItem('business_token') || localStorage.getItem('business_token') || localStorage.getItem('businessToken');
  /** A one-line form that sends what a patient writes to the sandbox (POST comments or messages), then redraws. */
  const patientForm = (placeholder, path, bodyOf) => {
    const form = make('form', undefined, 'patient');
    const input = make('input');
    input.placeholder = placeholder;
    input.required = true;
    input.maxLength = 2200;
    input.setAttribute('aria-label', placeholder);
    const send = make('button', 'Send');
    send.type = 'submit';
    form.append(input, send);
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      send.disabled = true;
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: 'Bearer ' + token } : {}) },
        body: JSON.stringify(bodyOf(input.value)),
      });
      send.disabled = false;
      if (res.ok) location.reload();
      else form.append(make('small', ' Could not send (' + res.status + ').'));
    });
    return form;
  };
  const res = await fetch('published', { headers: token ? { Authorization: 'Bearer ' + token } : {} });
  root.replaceChildren();
  if (!res.ok) {
    root.append(make('p', res.status === 401 || res.status === 403
      ? 'Συνδεθείτε πρώτα στην πύλη της επιχείρησής σας. / Sign in to your business portal first.'
      : 'Δεν ήταν δυνατή η φόρτωση. / Could not load the pages.', 'empty'));
    return;
  }
  for (const page of (await res.json()).pages) {
    const section = make('section');
    const title = make('h2', page.pageName);
    title.append(make('span', page.platform === 'facebook' ? 'Facebook' : 'Instagram', 'platform'));
    section.append(title);
    // The page's direct messages: each patient's conversation with the page's replies, and
    // the tester's box to write to the page as a patient.
    const messenger = make('div', undefined, 'messenger');
    const inboxName = page.platform === 'facebook' ? 'Messenger' : 'Instagram Direct';
    messenger.setAttribute('role', 'region');
    messenger.setAttribute('aria-label', inboxName + ' · ' + page.pageName);
    messenger.append(make('h3', inboxName));
    if ((page.conversations || []).length === 0) messenger.append(make('p', 'No messages yet.', 'empty'));
    for (const conversation of page.conversations || []) {
      const box = make('div', undefined, 'conversation');
      box.setAttribute('role', 'group');
      box.setAttribute('aria-label', 'Conversation with ' + conversation.patientName);
      box.append(make('h4', conversation.patientName));
      const list = make('ol');
      for (const message of conversation.messages) {
        const bubble = make('li', message.text, 'bubble ' + message.sender);
        const when = new Date(message.createdAt).toUTCString().slice(5, 22);
        bubble.append(make('small', (message.sender === 'page' ? page.pageName : conversation.patientName) + ' · ' + when));
        list.append(bubble);
      }
      box.append(list);
      messenger.append(box);
    }
    messenger.append(patientForm('Message as a patient…', 'messages', (text) => ({
      pageId: page.pageId,
      platform: page.platform,
      text,
    })));
    section.append(messenger);
    if (page.posts.length === 0) section.append(make('p', 'No posts yet.', 'empty'));
    for (const post of page.posts) {
      const article = make('article');
      article.id = 'post-' + post.id;
      const time = make('time', new Date(post.createdAt).toUTCString());
      time.dateTime = post.createdAt;
      if (post.format === 'reel' || post.format === 'story') {
        article.classList.add(post.format);
        article.append(make('span', post.format === 'reel' ? 'Reel' : 'Story', 'format ' + post.format));
      }
      article.append(time);
      if (post.expiresAt) article.append(make('small', ' · disappears ' + new Date(post.expiresAt).toUTCString()));
      if (post.message) article.append(make('p', post.message));
      if (post.videoUrl) {
        const video = make('video');
        video.controls = true;
        video.preload = 'metadata';
        video.playsInline = true;
        video.src = post.videoUrl;
        if (post.coverUrl) video.poster = post.coverUrl;
        article.append(video);
      }
      if (post.images.length > 1) article.append(make('small', post.images.length + ' images'));
      for (const shown of post.images) {
        const image = make('img');
        image.alt = shown.altText || '';
        image.loading = 'lazy';
        image.src = shown.url;
        article.append(image);
        if (shown.altText) article.append(make('small', 'Alt: ' + shown.altText));
      }
      for (const comment of post.comments) {
        if (comment.deletedAt) continue;
        const said = make('p', undefined, comment.parentId ? 'comment reply' : 'comment');
        said.append(make('b', (comment.from ? comment.from.name : page.pageName) + ' '), comment.message);
        if (comment.hidden) said.append(make('small', ' · hidden by the page'));
        article.append(said);
      }
      // The tester, as a patient: a comment under the post, which reaches the inbox.
      article.append(patientForm('Comment as a patient…', 'comments', (text) => ({ postId: post.id, text })));
      const id = make('small', 'ID: ');
      id.append(make('code', post.id));
      article.append(id);
      section.append(article);
    }
    root.append(section);
  }
  // Opened from a post's link (#post-…): that post, in view and marked.
  const shown = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (shown) {
    shown.classList.add('shown');
    shown.scrollIntoView({ block: 'center' });
  }
})();`;

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The page's Content-Security-Policy: its own style and script, its one call, images of the posts. */
export const PUBLISHED_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${hashOf(STYLE)}`,
  `script-src ${hashOf(SCRIPT)}`,
  "connect-src 'self'",
  'img-src http: https: data:',
  'media-src http: https:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A page a person can look at: their pages' posts, as a timeline (drawn by SCRIPT). */
export function publishedPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Facebook Sandbox – Published posts</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <h1>Facebook Sandbox</h1>
  <p class="note">What Post Studio "published" on your sandbox pages. Nothing was sent to Facebook or Instagram.</p>
  <div id="pages"><p class="empty">…</p></div>
</main>
<script>${SCRIPT}</script>
</body>
</html>`;
}
