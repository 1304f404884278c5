/**
 * Who may call each route of the services, declared once (issue 7). The safety tests walk every
 * route the services register and fail on a route this map does not list, or one it lists that is gone.
 *
 * - public: no token needed; never answers 401/403.
 * - anyone: the platform admin or a business admin.
 * - admin / business: that role only; the other answers 403.
 */
export type Access = 'public' | 'anyone' | 'admin' | 'business';

export const routeAccess = {
  // svc-auth
  'POST /api/auth/login': 'public',
  'POST /api/business/login': 'public',
  'GET /api/auth/verify': 'anyone',
  'POST /api/auth/logout': 'anyone',
  'POST /api/auth/impersonate': 'admin',
  'GET /api/accounts': 'admin',
  'POST /api/accounts': 'admin',
  'GET /api/accounts/:id': 'admin',
  'PUT /api/accounts/:id': 'admin',
  /** The account's lifecycle (issue 19): suspend, reactivate, delete (with the business name typed). */
  'POST /api/accounts/:id/suspend': 'admin',
  'POST /api/accounts/:id/reactivate': 'admin',
  'DELETE /api/accounts/:id': 'admin',
  'POST /api/admin-users': 'admin',
  'PUT /api/admin-users/:id': 'admin',
  'DELETE /api/admin-users/:id': 'admin',
  'POST /api/admin-users/:id/disable': 'admin',
  'POST /api/admin-users/:id/enable': 'admin',
  /** A new invitation (no password yet) or password-reset link, by mail. */
  'POST /api/admin-users/:id/send-link': 'admin',
  /** The login page's "forgot password": the same answer whether the address is known or not. */
  'POST /api/auth/password-reset': 'public',
  /** The page of an invitation or reset link: the single-use secret in it is the credential. */
  'GET /api/auth/password/:token': 'public',
  'POST /api/auth/password/:token': 'public',
  /** Ends every session of a business user (a stolen token stops working). */
  'POST /api/admin-users/:id/revoke-sessions': 'admin',
  'GET /api/audit-log': 'admin',
  'GET /api/v2/company-info': 'business',
  'POST /api/v2/company-info': 'business',
  'GET /api/v2/setup-status': 'business',

  // svc-catalog
  /** Stored images: their names are random, and <img> tags cannot send a token. */
  'GET /uploads/:name': 'public',
  'GET /api/offline-images/:name': 'public',
  /**
   * A stored image as Facebook or Instagram takes it (JPEG within Instagram's ratios): Meta fetches it
   * with no token while publishing; made once per image and network.
   */
  'GET /api/network-images/:network/:name': 'public',
  /**
   * For <img> tags, which send no token: only an address signed for a caller (account or admin) with an
   * expiry is served, at a rate per caller; it refuses private addresses and oversized or non-image answers.
   */
  'GET /api/proxy-image': 'public',
  /** The signed proxy address of a web image, for the caller. */
  'GET /api/proxy-image/signed': 'anyone',
  'GET /api/products': 'anyone',
  'GET /api/products/:id': 'anyone',
  'POST /api/products': 'admin',
  'PUT /api/products/:id': 'admin',
  'DELETE /api/products/:id': 'admin',
  /** A business's own product joins the shared catalogue. */
  'POST /api/products/:id/promote': 'admin',
  'POST /api/products/:originalProductId/images': 'admin',
  'GET /api/product-images/:originalProductId': 'admin',
  'DELETE /api/product-images/:imageId': 'admin',
  'GET /api/categories': 'admin',
  'GET /api/catalog/settings': 'anyone',
  'POST /api/ai-create-product-preview': 'anyone',
  'POST /api/replace-product-image': 'anyone',
  'POST /api/save-product-images': 'anyone',
  'POST /api/search-product-images': 'admin',
  'GET /api/v2/account-products': 'business',
  'POST /api/v2/account-products': 'business',
  'POST /api/v2/account-products/ai': 'business',
  'PATCH /api/v2/account-products/:id': 'business',
  'DELETE /api/v2/account-products/:id': 'business',
  'GET /api/v2/account-products/:id/images': 'business',
  'POST /api/v2/account-products/:id/images': 'business',
  'DELETE /api/v2/account-products/:id/images/:imageId': 'business',
  /** The media library: a business's own images, or the catalogue's for the admin. */
  'GET /api/media': 'anyone',
  'POST /api/media': 'anyone',
  'PATCH /api/media/:id': 'anyone',
  'DELETE /api/media/:id': 'anyone',

  // svc-social
  /** A signed-in business trades its token for a one-time ticket to start the Facebook login with. */
  'POST /api/auth/facebook/connect-ticket': 'business',
  /** The browser arrives with that ticket, the credential; without one it is sent back with an error. */
  'GET /api/auth/facebook/connect': 'public',
  /** Facebook sends the browser back here; the one-time OAuth state is the credential. */
  'GET /api/auth/facebook/callback': 'public',
  'GET /api/facebook/pages': 'business',
  'POST /api/facebook/disconnect': 'business',
  'GET /api/selected-pages': 'business',
  'POST /api/selected-pages': 'business',
  'GET /api/social-media/facebook-status': 'business',
  'DELETE /api/social-media/delete': 'business',
  /** The connection's health as the last check found it (issue 18), and a check now. */
  'GET /api/social-media/connection-health': 'business',
  'POST /api/social-media/connection-health/check': 'business',
  /** Each selected Instagram account's publishing limit: posts in the rolling window, of how many. */
  'GET /api/social-media/instagram-quota': 'business',
  /** The admin's account page (issue 19): the account's Facebook login and each page's health. */
  'GET /api/account-pages/:accountId': 'admin',
  /** What the sandbox "published": each business sees its own pages only. */
  'GET /api/facebook-sandbox/feed': 'business',
  'GET /api/facebook-sandbox/published': 'business',
  /** The page that draws /published with the portal's token: markup and a script, no data. */
  'GET /api/facebook-sandbox/pages': 'public',

  // svc-posts
  'POST /api/generate-post': 'business',
  'POST /api/generate-period-posts': 'business',
  'GET /api/bulk-posts': 'business',
  'PUT /api/bulk-posts/:id': 'business',
  'POST /api/bulk-posts/:id/retry': 'business',
  'POST /api/bulk-posts/:id/acknowledge': 'business',
  'POST /api/bulk-posts/:id/resolve': 'business',
  'DELETE /api/bulk-posts/:id': 'business',
  'PUT /api/bulk-posts/:id/images': 'business',
  'GET /api/posts/settings': 'anyone',
  /** The admin's Content Calendar: the posts of every account (issue 17). */
  'GET /api/posts/calendar': 'admin',
  'GET /api/posts/ai-disclosure': 'business',
  'PUT /api/posts/ai-disclosure': 'business',
  /** The weekly digest (issue 19): the business's setting, and one sent now to see it. */
  /** Server-sent events: the caller's account's post changes, as they happen (issue 33). */
  'GET /api/posts/events': 'business',
  'GET /api/posts/weekly-digest': 'business',
  'PUT /api/posts/weekly-digest': 'business',
  'POST /api/posts/weekly-digest/test': 'business',
  'GET /api/scheduled-periods': 'business',
  'PUT /api/scheduled-periods/:id': 'business',
  'POST /api/test-email': 'business',
  /** The approval link of the mails: the secret in it is the credential. GET shows, POST schedules. */
  'GET /api/email-scheduling/:token': 'public',
  'POST /api/email-scheduling/:token': 'public',
  /** The admin's account page (issue 19): the account's post counts, last activity and quota. */
  'GET /api/account-posts/:accountId': 'admin',
  /** Analytics (issue 19): the business's own results, the numbers of its cards, its best times. */
  'GET /api/analytics/overview': 'business',
  'GET /api/analytics/posts': 'business',
  'GET /api/analytics/best-times': 'business',
  /** The admin's Analytics: every account's publishing, failures, results and AI usage. */
  'GET /api/analytics/admin': 'admin',
  /** The bell (issue 18): the account's alerts (failed and unconfirmed posts, connection problems). */
  'GET /api/alerts': 'business',
  'POST /api/alerts/:id/read': 'business',
  'POST /api/alerts/read-all': 'business',
  'GET /api/compliance-rules': 'admin',
  'POST /api/compliance-rules/:ruleId/terms': 'admin',
  'PATCH /api/compliance-rules/terms/:termId': 'admin',
} as const satisfies Record<string, Access>;

export type RouteKey = keyof typeof routeAccess;

/**
 * Routes outside the matrix: the sandbox's emulation of the Graph API under /:version/, which
 * checks Facebook-style access tokens of its own, as Facebook does, and is public by design.
 */
export const isOutsideAccessPolicy = (path: string) => path.startsWith('/api/facebook-sandbox/:version/');
