import { DEFAULT_GRAPH_VERSION } from '@studio/contracts';
/** What the direct login asks Facebook for. */
export const DIRECT_LOGIN_SCOPES = [
  'email',
  'public_profile',
  'pages_manage_posts',
  'instagram_basic',
] as const;

/**
 * The local Facebook sandbox of svc-social (no FACEBOOK_APP_ID configured): its login dialog and the
 * app id it answers to. The real app id is known only to the server.
 */
export const SANDBOX_DIALOG = {
  url: `/api/facebook-sandbox/${DEFAULT_GRAPH_VERSION}/dialog/oauth`,
  appId: 'sandbox-app',
} as const;

/** The login dialog's address for an app, returning to the platform's callback. */
export function directLoginUrl(dialog: { url: string; appId: string }, origin: string): string {
  const query = new URLSearchParams({
    client_id: dialog.appId,
    redirect_uri: `${origin}/api/auth/facebook/callback`,
    scope: DIRECT_LOGIN_SCOPES.join(','),
    response_type: 'code',
  });
  return `${dialog.url}?${query}`;
}
