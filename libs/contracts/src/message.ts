import { z } from 'zod';

/** The answer of a change that gives back nothing but a sentence for the user (a deletion, a sign-out). */
export const MessageResponse = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
