/**
 * The inbox's suggested reply from the OpenAI writer: a short answer in the clinic's voice to a
 * comment or a direct message, under the rules of medical advertising: no medical advice in public, no
 * prescription-only medicine, no price, no promised result; a medical or price question is answered
 * privately with an invitation to an assessment. The caller checks the draft with the compliance gate
 * (and `replyProblems`) and offers its own template instead of a draft that fails.
 */
import { z } from 'zod';
import { addressName } from './greek-vocative.ts';

/** What a reply is drafted from: what svc-social knows of the clinic, the post and the conversation. */
export type ReplyInput = {
  /** The page's name: the clinic as its patients see it. */
  clinicName: string;
  network: 'facebook' | 'instagram';
  /** A comment under a post, or a direct message. */
  kind: 'comment' | 'message';
  /** Where the reply goes: under the comment for all to read, or privately to the person. */
  visibility: 'public' | 'private';
  /** What the rules read in the person's writing: a medical or a price question. */
  steer: 'medical' | 'price' | null;
  category: 'question' | 'complaint' | 'spam' | 'other';
  authorName: string;
  /** The post commented on, its first words. */
  postExcerpt?: string | null;
  /** The conversation so far, oldest first; the last is the writing answered. */
  conversation: { from: 'patient' | 'clinic'; text: string }[];
  /** The compliance rules' `block` terms: never written. */
  blockedTerms?: string[];
  /** The account's tone, when the caller knows it. */
  tone?: string;
};

export const DRAFTED_REPLY_SCHEMA = {
  name: 'inbox_reply',
  schema: {
    type: 'object',
    properties: { reply: { type: 'string' } },
    required: ['reply'],
    additionalProperties: false,
  },
} as const;

export const DraftedReply = z.object({ reply: z.string().trim().min(1) });

/** The longest draft offered: a reply is a few sentences. */
export const REPLY_MAX_CHARS = 600;

const WHERE = {
  comment: { public: 'δημόσια απάντηση κάτω από σχόλιο', private: 'ιδιωτικό μήνυμα σε απάντηση σχολίου' },
  message: { public: 'απάντηση σε προσωπικό μήνυμα', private: 'απάντηση σε προσωπικό μήνυμα' },
} as const;

export function draftReplySystemPrompt(input: ReplyInput): string {
  const network = input.network === 'facebook' ? 'Facebook' : 'Instagram';
  const blocked = input.blockedTerms?.length
    ? `\n- Λέξεις που δεν γράφονται ποτέ, σε καμία μορφή: ${input.blockedTerms.slice(0, 200).join(', ')}.`
    : '';
  return `Είστε η ομάδα επικοινωνίας της «${input.clinicName}», ιατρείου αισθητικής στην Ελλάδα. Γράφετε ${WHERE[input.kind][input.visibility]} στο ${network}, στα ελληνικά, στον πληθυντικό ευγενείας, ζεστά και επαγγελματικά${input.tone ? ` (ύφος: ${input.tone})` : ''}: 1 έως 3 σύντομες προτάσεις, έως 400 χαρακτήρες, με το μικρό όνομα του ατόμου, χωρίς hashtags.

Κανόνες ιατρικής διαφήμισης (ισχύουν πάντα):
- Καμία ιατρική συμβουλή, διάγνωση, ένδειξη ή αντένδειξη, δοσολογία ή οδηγία θεραπείας, και ποτέ δημόσια.
- Κανένα όνομα φαρμάκου που χορηγείται με ιατρική συνταγή ή δραστικής ουσίας του (ούτε εμπορικές ονομασίες ή παραλλαγές τους).
- Καμία τιμή, κόστος, ποσό, έκπτωση ή προσφορά.
- Καμία υπόσχεση ή εγγύηση αποτελέσματος («σίγουρο», «μόνιμο», «ανώδυνο», «100%»), καμία σύγκριση με άλλους.${blocked}
- Ερώτηση ιατρική ή για το κόστος: δημόσια γράφετε μόνο ότι θα επικοινωνήσετε ιδιωτικά· ιδιωτικά προσκαλείτε σε ραντεβού αξιολόγησης με τον γιατρό, όπου θα απαντηθεί, χωρίς να απαντήσετε εσείς.
- Παράπονο: ευγενική λύπη, καμία παραδοχή ιατρικού λάθους, πρόσκληση να μιλήσετε ιδιωτικά.

Απαντήστε μόνο με JSON: {"reply": "…"}.`;
}

/** How the draft addresses the author: the first name in the vocative, or no name when none is known. */
function addressLine(authorName: string): string {
  const name = addressName(authorName);
  return name
    ? `Αν χρησιμοποιήσετε όνομα, μόνο το μικρό στην κλητική: «${name}».`
    : 'Το όνομα του αποστολέα δεν είναι γνωστό: καμία προσφώνηση με όνομα.';
}

export function draftReplyUserPrompt(input: ReplyInput): string {
  const lines = input.conversation
    .slice(-8)
    .map((c) => `${c.from === 'patient' ? input.authorName : input.clinicName}: ${c.text}`);
  const about =
    input.steer === 'medical'
      ? 'Είναι ιατρική ερώτηση.'
      : input.steer === 'price'
        ? 'Είναι ερώτηση για το κόστος.'
        : input.category === 'complaint'
          ? 'Είναι παράπονο.'
          : input.category === 'question'
            ? 'Είναι ερώτηση.'
            : '';
  return [
    ...(input.postExcerpt ? [`Η ανάρτηση: «${input.postExcerpt}»`, ''] : []),
    'Η συζήτηση:',
    ...lines,
    '',
    `${about} Γράψτε την απάντηση της «${input.clinicName}» προς ${input.authorName}.`.trim(),
    addressLine(input.authorName),
  ].join('\n');
}

/** The draft of the model's answer, or null when the answer is not the JSON asked for. */
export function readReply(content: string): string | null {
  try {
    const parsed = DraftedReply.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data.reply.replace(/^["«]|["»]$/g, '') : null;
  } catch {
    return null;
  }
}

const PRICE = /\d[\d.,]*\s*(€|ευρώ|ευρω|eur\b)|€\s*\d|\b(τιμή|τιμη|κοστίζει|κοστιζει)\s*:?\s*\d/i;

/**
 * What makes a draft unfit beside the compliance gate's terms (which the caller checks): a price, or a
 * length no reply has. Empty: it may be offered.
 */
export function replyProblems(draft: string): string[] {
  const problems: string[] = [];
  if (PRICE.test(draft)) problems.push('price');
  if (draft.length > REPLY_MAX_CHARS) problems.push('too_long');
  if (/#\p{L}/u.test(draft)) problems.push('hashtag');
  return problems;
}
