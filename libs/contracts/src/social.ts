import { z } from 'zod';

export const SocialPlatform = z.enum(['facebook', 'instagram']);
export type SocialPlatform = z.infer<typeof SocialPlatform>;

export const FacebookPage = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  accessToken: z.string(),
});
export type FacebookPage = z.infer<typeof FacebookPage>;

export const InstagramAccount = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  accessToken: z.string(),
  /** The Facebook page the Instagram business account is linked to. */
  pageId: z.string().optional(),
});
export type InstagramAccount = z.infer<typeof InstagramAccount>;

/**
 * GET /api/facebook/pages. `source` is 'no_token' when nothing is connected, otherwise where the data
 * came from ('graph_api', or 'sandbox' when the local stand-in answers). Entries with ids 'sample' and
 * 'ig_sample' are placeholders the client ignores.
 */
export const FacebookPagesResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  connected: z.boolean(),
  source: z.string(),
  /** True when the stored token was refused (expired or revoked): the user must connect again. */
  reconnectRequired: z.boolean().optional(),
  facebookPages: z.array(FacebookPage),
  instagramAccounts: z.array(InstagramAccount),
});
export type FacebookPagesResponse = z.infer<typeof FacebookPagesResponse>;

export const SelectedPage = z.object({
  pageId: z.string().min(1),
  pageName: z.string().min(1).max(300),
  pageCategory: z.string().max(300).nullish(),
  platform: SocialPlatform,
  accessToken: z.string().max(2000).optional(),
  isActive: z.boolean().default(true),
  instagramId: z.string().nullish(),
  instagramUsername: z.string().nullish(),
});
export type SelectedPage = z.input<typeof SelectedPage>;

/** POST /api/selected-pages */
export const SaveSelectedPagesRequest = z.object({ pages: z.array(SelectedPage).max(100) });
export type SaveSelectedPagesRequest = z.input<typeof SaveSelectedPagesRequest>;

/** GET /api/selected-pages: never carries access tokens back to the browser. */
export const SelectedPagesResponse = z.object({
  success: z.boolean(),
  selectedPages: z.array(SelectedPage.omit({ accessToken: true }).extend({ id: z.number().int() })),
});
export type SelectedPagesResponse = z.infer<typeof SelectedPagesResponse>;

/** GET /api/social-media/facebook-status: whether the local Facebook sandbox stands in for Facebook. */
export const FacebookStatusResponse = z.object({
  success: z.boolean(),
  mode: z.enum(['graph_api', 'sandbox']),
  connected: z.boolean(),
  reconnectRequired: z.boolean(),
});
export type FacebookStatusResponse = z.infer<typeof FacebookStatusResponse>;
