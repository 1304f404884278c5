import { describe, expect, it } from 'vitest';
import {
  draftReplySystemPrompt,
  draftReplyUserPrompt,
  type ReplyInput,
  readReply,
  replyProblems,
} from './reply-prompt.ts';

const input: ReplyInput = {
  clinicName: 'Κλινική Ελπίδα',
  network: 'instagram',
  kind: 'comment',
  visibility: 'public',
  steer: null,
  category: 'question',
  authorName: 'Ελένη',
  postExcerpt: 'Θεραπεία υαλουρονικού.',
  conversation: [{ from: 'patient', text: 'Πονάει;' }],
  blockedTerms: ['Botox'],
};

describe('the reply prompt', () => {
  it('tells the rules, the blocked terms and where the reply goes', () => {
    const system = draftReplySystemPrompt(input);
    expect(system).toContain('δημόσια απάντηση κάτω από σχόλιο στο Instagram');
    expect(system).toContain('Botox');
    expect(system).toContain('Καμία τιμή');
    expect(draftReplyUserPrompt(input)).toContain('Ελένη: Πονάει;');
  });

  it('reads the JSON answer and finds prices, hashtags and overlong drafts', () => {
    expect(readReply('{"reply": "«Ευχαριστούμε!»"}')).toBe('Ευχαριστούμε!');
    expect(readReply('Ευχαριστούμε!')).toBeNull();
    expect(replyProblems('Ευχαριστούμε πολύ, Ελένη!')).toEqual([]);
    expect(replyProblems('Κοστίζει 150 ευρώ.')).toEqual(['price']);
    expect(replyProblems('Από €90 η συνεδρία #χείλη')).toEqual(['price', 'hashtag']);
    expect(replyProblems('α'.repeat(700))).toEqual(['too_long']);
  });
});
