import { addressName, createOpenAiWriter } from '@studio/ai';
import type { SuggestInboxReplyResponse } from '@studio/contracts';
import { type ChatRequest, type FakeOpenAiBehaviour, type RunningFake, startFakeOpenAi } from '@studio/fakes';
import { createLogger } from '@studio/kit';
import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inboxItems, inboxThreads, outbox } from '../db/schema.ts';
import { type SocialHarness, socialHarness } from '../testing.ts';

const SAFE =
  'Γεια σας Ελένη, ευχαριστούμε για το μήνυμα! Θα χαρούμε να τα πούμε σε ένα ραντεβού αξιολόγησης με τον γιατρό μας.';

describe.each(drivers)("the writer's suggested reply on %s", (driver) => {
  let h: SocialHarness;
  let openai: RunningFake<FakeOpenAiBehaviour>;
  /** What the writer answers next, as the model's JSON. */
  let answer = JSON.stringify({ reply: SAFE });
  beforeAll(async () => {
    openai = await startFakeOpenAi({ apiKey: 'sk-inbox', reply: () => answer });
    const writer = createOpenAiWriter(
      { OPENAI_API_KEY: 'sk-inbox', OPENAI_BASE_URL: `${openai.url}/v1` },
      createLogger('suggest-test', 'silent'),
    );
    h = await socialHarness(driver, { writer, inbox: { suggestionsPerDay: 3 } });
  });
  afterAll(async () => {
    await h.close();
    await openai.close();
  });
  beforeEach(() => {
    answer = JSON.stringify({ reply: SAFE });
    openai.reset();
  });

  let n = 0;
  /** A thread of the business with the patient's writing in it. */
  async function threadWith(
    accountId: number,
    kind: 'comment' | 'message',
    text: string,
    authorName = 'Ελένη Παπαδοπούλου',
  ) {
    const at = new Date();
    const [thread] = await h.db
      .insert(inboxThreads)
      .values({
        accountId,
        threadKey: `facebook:${kind}:suggest-${++n}:p-1`,
        kind,
        network: 'facebook',
        pageId: 'page-1',
        pageName: 'Κλινική Ελπίδα',
        postExcerpt: kind === 'comment' ? 'Θεραπεία υαλουρονικού για τα χείλη.' : null,
        authorName,
        lastItemAt: at,
        lastItemExcerpt: text,
        waitingSince: at,
      })
      .returning({ id: inboxThreads.id });
    await h.db.insert(inboxItems).values({
      accountId,
      threadId: thread!.id,
      network: 'facebook',
      externalId: `m-${n}`,
      direction: 'incoming',
      visibility: kind === 'message' ? 'private' : 'public',
      authorId: 'p-1',
      authorName,
      text,
      category: 'question',
      steer: /κοστ/.test(text) ? 'price' : null,
      writtenAt: at,
    });
    return thread!.id;
  }
  const suggest = async (token: string, threadId: number) => {
    const res = await h.request('POST', `/api/inbox/threads/${threadId}/suggest`, { token, json: {} });
    expect(res.status).toBe(200);
    return (await res.json()) as SuggestInboxReplyResponse;
  };
  const lastPrompt = () => {
    const request = openai.requests.at(-1)!;
    const body = JSON.parse(request.body) as ChatRequest;
    return { system: body.messages[0]!.content, user: body.messages[1]!.content };
  };

  it("offers the writer's draft in the clinic's voice, told the rules and the conversation", async () => {
    const b = await h.business();
    const thread = await threadWith(b.accountId, 'message', 'Πόσο κοστίζει το υαλουρονικό στα χείλη;');
    expect(await suggest(b.token, thread)).toEqual({
      success: true,
      text: SAFE,
      visibility: 'private',
      steered: null,
      drafter: 'writer',
    });
    const { system, user } = lastPrompt();
    expect(system).toContain('«Κλινική Ελπίδα»');
    expect(system).toContain('Καμία ιατρική συμβουλή');
    expect(system).toContain('συνταγή');
    expect(system).toContain('Καμία τιμή');
    expect(system).toContain('Καμία υπόσχεση ή εγγύηση αποτελέσματος');
    expect(system).toContain('ιδιωτικά');
    // The rule set's block terms are named, so the model never writes them.
    expect(system.toLowerCase()).toContain('botox');
    expect(user).toContain('Ελένη: Πόσο κοστίζει το υαλουρονικό στα χείλη;');
    // The draft's model call is announced for the account's AI budget (svc-posts counts it).
    const used = (await h.db.select().from(outbox).where(eq(outbox.subject, 'social.ai.used'))).map(
      (row) => row.payload as { accountId: number; task: string; promptTokens: number; costUsd: number },
    );
    expect(used.filter((u) => u.accountId === b.accountId)).toEqual([
      expect.objectContaining({ task: 'draft-reply', model: 'gpt-4o-mini', promptTokens: 42 }),
    ]);
    expect(used.find((u) => u.accountId === b.accountId)!.costUsd).toBeGreaterThan(0);
  });

  it('offers the safe template instead of a draft that breaks the rules', async () => {
    const b = await h.business();
    const thread = await threadWith(b.accountId, 'comment', 'Πόσο κοστίζει;');
    for (const broken of [
      'Γεια σας Ελένη! Με Botox το αποτέλεσμα είναι εγγυημένο.',
      'Γεια σας Ελένη, κοστίζει 150€ ανά συνεδρία.',
    ]) {
      answer = JSON.stringify({ reply: broken });
      const suggestion = await suggest(b.token, thread);
      expect(suggestion).toMatchObject({ visibility: 'private', steered: 'price', drafter: 'template' });
      expect(suggestion.text).toMatch(/^Γεια σας, Ελένη! Ευχαριστούμε για το ενδιαφέρον σας!/);
      expect(suggestion.text).not.toMatch(/Botox|€/);
    }
    // Each was the writer's draft, refused after it was written.
    expect(openai.requests.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(2);
  });

  it('falls back to the template when the writer fails or the daily limit is reached', async () => {
    const b = await h.business();
    const thread = await threadWith(b.accountId, 'comment', 'Είστε ανοιχτά το Σάββατο;');
    openai.behave({ fail: { status: 500 } });
    expect(await suggest(b.token, thread)).toMatchObject({ drafter: 'template', visibility: 'public' });
    openai.behave({ fail: null });
    expect(await suggest(b.token, thread)).toMatchObject({ drafter: 'writer', text: SAFE });
    expect(await suggest(b.token, thread)).toMatchObject({ drafter: 'writer' });
    // The fourth of the day passes the account's 3: the template, and no call to the model.
    const calls = openai.requests.length;
    expect(await suggest(b.token, thread)).toMatchObject({ drafter: 'template' });
    expect(openai.requests.length).toBe(calls);
  });

  it('addresses the author by the first name in the vocative, and by no name when the name is a label', async () => {
    const b = await h.business();
    openai.behave({ fail: { status: 500 } });
    const george = await threadWith(b.accountId, 'comment', 'Πόσο κοστίζει;', 'Γιώργος Νικολάου');
    expect((await suggest(b.token, george)).text).toMatch(/^Γεια σας, Γιώργο! Ευχαριστούμε/);
    const label = await threadWith(b.accountId, 'comment', 'Πόσο κοστίζει;', 'Ασθενής');
    const unnamed = (await suggest(b.token, label)).text;
    expect(unnamed).toMatch(/^Γεια σας! Ευχαριστούμε/);
    expect(unnamed).not.toMatch(/Ασθενής/);
    openai.behave({ fail: null });
    await suggest(b.token, george);
    expect(lastPrompt().user).toContain('«Γιώργο»');
  });
});

describe('whom the template greets', () => {
  it('greets by the first name in the vocative, and by no name when the author gave none', () => {
    expect(addressName('Ελένη Π.')).toBe('Ελένη');
    expect(addressName('Γιώργος Κ.')).toBe('Γιώργο');
    expect(addressName('Δημήτρης')).toBe('Δημήτρη');
    expect(addressName('Κώστας')).toBe('Κώστα');
    expect(addressName('Anna')).toBe('Anna');
    expect(addressName('Ασθενής (δοκιμή)')).toBeNull();
    expect(addressName('Χρήστης Facebook')).toBeNull();
  });
});
