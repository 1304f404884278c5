import type { z } from 'zod';
import {
  AccountProductImageResponse,
  AccountProductImagesResponse,
  AccountProductResponse,
  AccountProductsResponse,
  AddAccountProductRequest,
  CreateAiAccountProductRequest,
  UpdateAccountProductRequest,
} from './account-products.ts';
import {
  AccountAiBudgetResponse,
  AccountMutationResponse,
  AccountPagesResponse,
  AccountPostsResponse,
  AccountResponse,
  AccountsQuery,
  AccountsResponse,
  AdminUserResponse,
  CreateAccountRequest,
  CreateAdminUserRequest,
  DeleteAccountRequest,
  PasswordResetRequest,
  UpdateAccountRequest,
  UpdateAdminUserRequest,
} from './accounts.ts';
import { AlertsReadResponse, AlertsResponse } from './alerts.ts';
import {
  AdminAnalyticsResponse,
  AnalyticsOverviewResponse,
  AnalyticsQuery,
  BestTimesResponse,
  PostResultsResponse,
} from './analytics.ts';
import {
  AdminLoginRequest,
  AuditLogQuery,
  AuditLogResponse,
  BusinessLoginRequest,
  EDITOR_ROLES,
  ImpersonateRequest,
  LoginResponse,
  type MemberRole,
  OWNER_ROLES,
  RevokeSessionsResponse,
  SIGN_OFF_ROLES,
  VerifyResponse,
} from './auth.ts';
import {
  AiPreviewRequest,
  AiPreviewResponse,
  AiProductCheckRequest,
  AiProductCheckResponse,
  CatalogSettingsResponse,
  CategoriesResponse,
  ImageUploadForm,
  ProductFields,
  ProductImageResponse,
  ProductImagesResponse,
  ProductMutationResponse,
  ProductResponse,
  ProductsQuery,
  ProductsResponse,
  ReplaceImageRequest,
  ReplaceImageResponse,
  SaveImagesRequest,
  SaveImagesResponse,
  SearchImagesRequest,
  SearchImagesResponse,
  SignedProxyImageResponse,
} from './catalog.ts';
import { CompanyInfoInput, CompanyInfoResponse, CompanyLogoResponse, SetupStatus } from './company.ts';
import {
  AddComplianceTermRequest,
  ComplianceRulesChangeResponse,
  ComplianceRulesResponse,
  UpdateComplianceTermRequest,
} from './compliance.ts';
import { AttachConsentRequest, ConsentResponse, ConsentsQuery, ConsentsResponse } from './consents.ts';
import {
  GoogleLocationsResponse,
  GooglePerformanceQuery,
  GooglePerformanceResponse,
  GoogleReviewReplyRequest,
  GoogleReviewReplyResponse,
  GoogleReviewSignOffRequest,
  GoogleReviewsResponse,
  GoogleSandboxPublishedResponse,
  SaveGoogleLocationsRequest,
} from './google.ts';
import {
  CreateInboxReplyRequest,
  HideInboxItemRequest,
  InboxCountResponse,
  InboxItemResponse,
  InboxPendingRepliesResponse,
  InboxReadResponse,
  InboxReplyChangesRequest,
  InboxReplyResponse,
  InboxSettingsResponse,
  InboxThreadResponse,
  InboxThreadsQuery,
  InboxThreadsResponse,
  InboxWebhookAck,
  SandboxCommentRequest,
  SandboxInteractionResponse,
  SandboxMessageRequest,
  SuggestInboxReplyRequest,
  SuggestInboxReplyResponse,
  UpdateInboxSettingsRequest,
} from './inbox.ts';
import {
  ChoosePostImagesRequest,
  MediaItemResponse,
  MediaListResponse,
  MediaQuery,
  MediaUploadResponse,
  UpdateMediaRequest,
} from './media.ts';
import { MessageResponse } from './message.ts';
import { ChoosePostFormatRequest } from './post-format.ts';
import {
  PostRecordExportQuery,
  PostRecordResponse,
  PostRecordsExportQuery,
  RecordRetentionResponse,
  UpdateRecordRetentionRequest,
} from './post-records.ts';
import {
  AcknowledgeBulkPost,
  AdminCalendarQuery,
  AdminCalendarResponse,
  AiBudgetResponse,
  AiDisclosureResponse,
  BulkPostResponse,
  BulkPostsResponse,
  GeneratePeriodPostsResponse,
  GeneratePostRequest,
  GeneratePostResponse,
  PostsSettingsResponse,
  ResolveUnconfirmedRequest,
  ScheduledPeriodResponse,
  TestEmailResponse,
  UpdateAiBudgetRequest,
  UpdateAiDisclosureRequest,
  UpdateBulkPostRequest,
  UpdateScheduledPeriodRequest,
  UpdateWeeklyDigestRequest,
  WeeklyDigestResponse,
  WeeklyDigestTestResponse,
} from './posts.ts';
import {
  ClinicalSignOffImpactQuery,
  ClinicalSignOffImpactResponse,
  ClinicalSignOffSettingResponse,
  SignOffDecisionRequest,
  SignOffQueueResponse,
  SignOffResponse,
  SignOffStatesResponse,
  SignOffVersionsResponse,
  UpdateClinicalSignOffRequest,
  UpdateClinicalSignOffResponse,
} from './signoff.ts';
import {
  ConnectionHealthResponse,
  ConnectTicketRequest,
  ConnectTicketResponse,
  DeletePublishedPostRequest,
  DeletePublishedPostResponse,
  FacebookPagesResponse,
  FacebookStatusResponse,
  InstagramQuotaResponse,
  MetaDataDeletionResponse,
  MetaDeauthorizeResponse,
  SandboxFeedResponse,
  SandboxPublishedResponse,
  SaveSelectedPagesRequest,
  SelectedPagesResponse,
} from './social.ts';
import {
  InviteTeamMemberRequest,
  TeamMemberResponse,
  TeamMembersResponse,
  UpdateTeamMemberRequest,
} from './team.ts';
import { OpenMediaUploadRequest } from './video.ts';

/** The four services behind the gateway. */
export const serviceNames = ['auth', 'catalog', 'social', 'posts'] as const;
export type ServiceName = (typeof serviceNames)[number];

/**
 * Who may call a route:
 * - public: no token needed; never answers 401/403.
 * - anyone: the platform admin or a business admin.
 * - admin / business: that role only; the other answers 403.
 */
export type Access = 'public' | 'anyone' | 'admin' | 'business';

/** What a route answers on success when it is not JSON: a page, an image's bytes, a redirect, a stream. */
/** 'file': a download (CSV, PDF) with Content-Disposition attachment. 'text': plain text (a webhook's challenge). */
/** 'media': a stored image's or video's bytes (a video by ranges too). */
export type NonJsonAnswer = 'html' | 'image' | 'media' | 'redirect' | 'event-stream' | 'file' | 'text';

/** A route's request contract: the services validate with it, the clients are typed by it. */
export type RouteRequest = { json?: z.ZodType; query?: z.ZodType; form?: z.ZodObject };

export type RouteEntry = {
  service: ServiceName;
  access: Access;
  /**
   * The business members' roles that may call it, checked after `access` for a business
   * caller (libs/kit's route-access.ts); absent: every member. The platform admin is not a member: it is
   * checked by `access` alone, and an admin acting as a business counts as its owner.
   */
  memberRoles?: readonly MemberRole[];
  /**
   * A read of health-related data (consent forms, the inbox's conversations with patients): the platform
   * admin acting as the business is recorded in the audit log reading it (`impersonation.read`), as its
   * changes are.
   */
  auditedRead?: true;
  /**
   * The route judges its JSON body in its handler, after it found the row its path names: an unknown id,
   * or another account's, answers 404 whatever the body. No validator runs before the handler, which
   * parses the body with the table's schema (`parseRequest` in libs/kit) or its own parts of it.
   */
  bodyAfterLookup?: true;
  /** What the route reads: its JSON body, its query, or the text fields of its multipart form. */
  request?: RouteRequest;
  /** Its success answer: the JSON schema, or the kind of answer that is not JSON. Errors are ErrorBody. */
  response: z.ZodType | NonJsonAnswer;
};

/**
 * An entry of one service's route: its answer's and its request's types kept, for the services'
 * validation and the typed clients.
 */
const of =
  (service: ServiceName) =>
  <const R extends RouteEntry['response'], const Q extends RouteRequest = never>(
    access: Access,
    response: R,
    request?: Q,
  ): RouteEntry & { response: R } & ([Q] extends [never] ? unknown : { request: Q }) =>
    ({ service, access, response, ...(request ? { request } : {}) }) as RouteEntry & { response: R } & ([
        Q,
      ] extends [never]
        ? unknown
        : { request: Q });
/** The entry, callable by these members only. */
const only = <const E extends RouteEntry>(memberRoles: readonly MemberRole[], entry: E) =>
  ({ ...entry, memberRoles }) as E & { memberRoles: readonly MemberRole[] };
/** A read the audit log records when the admin acting as the business makes it. */
const audited = <const E extends RouteEntry>(entry: E) =>
  ({ ...entry, auditedRead: true }) as E & { auditedRead: true };
/** A route that judges its body only after it found the row its path names (`bodyAfterLookup`). */
const afterLookup = <const E extends RouteEntry>(entry: E) =>
  ({ ...entry, bodyAfterLookup: true }) as E & { bodyAfterLookup: true };
const OWNER = OWNER_ROLES;
const EDITORS = EDITOR_ROLES;
const SIGNERS = SIGN_OFF_ROLES;
const auth = of('auth');
const catalog = of('catalog');
const social = of('social');
const posts = of('posts');

/**
 * Every route of the services, declared once: the service that answers it, who may call it,
 * what it reads and what it answers. The gateway's routing (`apiRoutes`), the access policy
 * (`routeAccess`) and its matrix of tests, the services' routers (libs/kit's `mountRoute`, which adds the
 * validators of the request declared here), the service tests' check of every answer and the clients'
 * calls are derived from it; all-in-one/src/route-table.test.ts fails on a route a service mounts that is
 * not here, one here that no service mounts, or one mounted by another service than the one named here.
 */
export const routeTable = {
  // svc-auth
  'POST /api/auth/login': auth('public', LoginResponse, { json: AdminLoginRequest }),
  'POST /api/business/login': auth('public', LoginResponse, { json: BusinessLoginRequest }),
  'GET /api/auth/verify': auth('anyone', VerifyResponse),
  'POST /api/auth/logout': auth('anyone', MessageResponse),
  'POST /api/auth/impersonate': auth('admin', LoginResponse, { json: ImpersonateRequest }),
  'GET /api/accounts': auth('admin', AccountsResponse, { query: AccountsQuery }),
  'POST /api/accounts': auth('admin', AccountMutationResponse, { json: CreateAccountRequest }),
  'GET /api/accounts/:id': auth('admin', AccountResponse),
  'PUT /api/accounts/:id': auth('admin', AccountMutationResponse, { json: UpdateAccountRequest }),
  /** The account's lifecycle: suspend, reactivate, delete (with the business name typed). */
  'POST /api/accounts/:id/suspend': auth('admin', AccountMutationResponse),
  'POST /api/accounts/:id/reactivate': auth('admin', AccountMutationResponse),
  'DELETE /api/accounts/:id': auth('admin', MessageResponse, { json: DeleteAccountRequest }),
  'POST /api/admin-users': auth('admin', AdminUserResponse, { json: CreateAdminUserRequest }),
  'PUT /api/admin-users/:id': auth('admin', AdminUserResponse, { json: UpdateAdminUserRequest }),
  'DELETE /api/admin-users/:id': auth('admin', MessageResponse),
  'POST /api/admin-users/:id/disable': auth('admin', AdminUserResponse),
  'POST /api/admin-users/:id/enable': auth('admin', AdminUserResponse),
  /** A new invitation (no password yet) or password-reset link, by mail. */
  'POST /api/admin-users/:id/send-link': auth('admin', AdminUserResponse),
  /** The login page's "forgot password": the same answer whether the address is known or not. */
  'POST /api/auth/password-reset': auth('public', MessageResponse, { json: PasswordResetRequest }),
  /** The page of an invitation or reset link: the single-use secret in it is the credential. */
  'GET /api/auth/password/:token': auth('public', 'html'),
  'POST /api/auth/password/:token': auth('public', 'html'),
  /** Ends every session of a business user (a stolen token stops working). */
  'POST /api/admin-users/:id/revoke-sessions': auth('admin', RevokeSessionsResponse),
  'GET /api/audit-log': auth('admin', AuditLogResponse, { query: AuditLogQuery }),
  'GET /api/v2/company-info': auth('business', CompanyInfoResponse),
  'POST /api/v2/company-info': only(
    EDITORS,
    auth('business', CompanyInfoResponse, { json: CompanyInfoInput }),
  ),
  'GET /api/v2/setup-status': auth('business', SetupStatus),
  /** The team: the owner lists, invites, changes the role of and removes the account's users. */
  'GET /api/team-members': only(OWNER, auth('business', TeamMembersResponse)),
  'POST /api/team-members': only(
    OWNER,
    auth('business', TeamMemberResponse, { json: InviteTeamMemberRequest }),
  ),
  'PUT /api/team-members/:id': only(
    OWNER,
    auth('business', TeamMemberResponse, { json: UpdateTeamMemberRequest }),
  ),
  'DELETE /api/team-members/:id': only(OWNER, auth('business', MessageResponse)),
  /** «Αποστολή ξανά»: a pending invitation's new link, mailed or answered. */
  'POST /api/team-members/:id/invitation': only(OWNER, auth('business', TeamMemberResponse)),

  // svc-catalog
  /** Stored images and videos: their names are random, and <img> and <video> tags cannot send a token. */
  'GET /uploads/:name': catalog('public', 'media'),
  'GET /api/offline-images/:name': catalog('public', 'image'),
  /**
   * A stored image as Facebook or Instagram takes it (JPEG within Instagram's ratios): Meta fetches it
   * with no token while publishing; made once per image and network.
   */
  'GET /api/network-images/:network/:name': catalog('public', 'image'),
  /**
   * For <img> tags, which send no token: only an address signed for a caller (account or admin) with an
   * expiry is served, at a rate per caller; it refuses private addresses and oversized or non-image answers.
   */
  'GET /api/proxy-image': catalog('public', 'image'),
  /** The signed proxy address of a web image, for the caller. */
  'GET /api/proxy-image/signed': catalog('anyone', SignedProxyImageResponse),
  'GET /api/products': catalog('anyone', ProductsResponse, { query: ProductsQuery }),
  'GET /api/products/:id': catalog('anyone', ProductResponse),
  'POST /api/products': catalog('admin', ProductMutationResponse, { form: ProductFields }),
  'PUT /api/products/:id': catalog('admin', ProductMutationResponse, { form: ProductFields }),
  'DELETE /api/products/:id': catalog('admin', MessageResponse),
  /** A business's own product joins the shared catalogue. */
  'POST /api/products/:id/promote': catalog('admin', ProductMutationResponse),
  'POST /api/products/:originalProductId/images': catalog('admin', ProductImageResponse, {
    form: ImageUploadForm,
  }),
  'GET /api/product-images/:originalProductId': catalog('admin', ProductImagesResponse),
  'DELETE /api/product-images/:imageId': catalog('admin', MessageResponse),
  'GET /api/categories': catalog('admin', CategoriesResponse),
  'GET /api/catalog/settings': catalog('anyone', CatalogSettingsResponse),
  'POST /api/ai-create-product-preview': only(
    EDITORS,
    catalog('anyone', AiPreviewResponse, { json: AiPreviewRequest }),
  ),
  'POST /api/ai-create-product-preview/check': only(
    EDITORS,
    catalog('anyone', AiProductCheckResponse, { json: AiProductCheckRequest }),
  ),
  'POST /api/replace-product-image': only(
    EDITORS,
    catalog('anyone', ReplaceImageResponse, { json: ReplaceImageRequest }),
  ),
  'POST /api/save-product-images': only(
    EDITORS,
    catalog('anyone', SaveImagesResponse, { json: SaveImagesRequest }),
  ),
  'POST /api/search-product-images': catalog('admin', SearchImagesResponse, { json: SearchImagesRequest }),
  'GET /api/v2/account-products': catalog('business', AccountProductsResponse),
  'POST /api/v2/account-products': only(
    EDITORS,
    catalog('business', AccountProductResponse, {
      json: AddAccountProductRequest,
    }),
  ),
  'POST /api/v2/account-products/ai': only(
    EDITORS,
    catalog('business', AccountProductResponse, {
      json: CreateAiAccountProductRequest,
    }),
  ),
  'PATCH /api/v2/account-products/:id': only(
    EDITORS,
    catalog('business', AccountProductResponse, { json: UpdateAccountProductRequest }),
  ),
  'DELETE /api/v2/account-products/:id': only(EDITORS, catalog('business', MessageResponse)),
  'GET /api/v2/account-products/:id/images': catalog('business', AccountProductImagesResponse),
  'POST /api/v2/account-products/:id/images': only(
    EDITORS,
    catalog('business', AccountProductImageResponse, { form: ImageUploadForm }),
  ),
  'DELETE /api/v2/account-products/:id/images/:imageId': only(EDITORS, catalog('business', MessageResponse)),
  /** The business's logo, checked as every uploaded image; the company settings keep its address. */
  'POST /api/company-logo': only(OWNER, catalog('business', CompanyLogoResponse)),
  /** The media library: a business's own images, or the catalogue's for the admin. */
  'GET /api/media': catalog('anyone', MediaListResponse, { query: MediaQuery }),
  'POST /api/media': only(EDITORS, catalog('anyone', MediaItemResponse)),
  'PATCH /api/media/:id': afterLookup(
    only(EDITORS, catalog('anyone', MediaItemResponse, { json: UpdateMediaRequest })),
  ),
  'DELETE /api/media/:id': only(EDITORS, catalog('anyone', MessageResponse)),
  /** A copy of an image with the faces found in it blurred, as a new library item (201); the original stays. */
  'POST /api/media/:id/blur-faces': only(EDITORS, catalog('anyone', MediaItemResponse)),
  /**
   * A video's resumable upload: opened with its size and type, its bytes PUT in chunks
   * (Content-Range) at the offset GET answers after a break; the last chunk makes the library item.
   */
  'POST /api/media/uploads': only(
    EDITORS,
    catalog('anyone', MediaUploadResponse, { json: OpenMediaUploadRequest }),
  ),
  'GET /api/media/uploads/:id': only(EDITORS, catalog('anyone', MediaUploadResponse)),
  'PUT /api/media/uploads/:id': only(EDITORS, catalog('anyone', MediaUploadResponse)),
  'DELETE /api/media/uploads/:id': only(EDITORS, catalog('anyone', MessageResponse)),

  // svc-social
  /** A signed-in business trades its token for a one-time ticket to start the Facebook login with. */
  'POST /api/auth/facebook/connect-ticket': only(
    EDITORS,
    social('business', ConnectTicketResponse, { json: ConnectTicketRequest }),
  ),
  /** The browser arrives with that ticket, the credential; without one it is sent back with an error. */
  'GET /api/auth/facebook/connect': social('public', 'redirect'),
  /** Facebook sends the browser back here; the one-time OAuth state is the credential. */
  'GET /api/auth/facebook/callback': social('public', 'redirect'),
  'GET /api/facebook/pages': social('business', FacebookPagesResponse),
  'POST /api/facebook/disconnect': only(EDITORS, social('business', MessageResponse)),
  /** Meta's deauthorize and data deletion callbacks: the signed request (the app secret's) is the credential. */
  'POST /api/facebook/deauthorize': social('public', MetaDeauthorizeResponse),
  'POST /api/facebook/data-deletion': social('public', MetaDataDeletionResponse),
  'GET /api/facebook/data-deletion/:token': social('public', 'html'),
  /** The Google Business Profile login: a ticket, the consent, Google's return with the one-time state. */
  'POST /api/auth/google/connect-ticket': only(EDITORS, social('business', ConnectTicketResponse)),
  'GET /api/auth/google/connect': social('public', 'redirect'),
  'GET /api/auth/google/callback': social('public', 'redirect'),
  /** The account's Google locations and which of them posts go to. */
  'GET /api/google/locations': social('business', GoogleLocationsResponse),
  'POST /api/google/locations': only(
    EDITORS,
    social('business', GoogleLocationsResponse, { json: SaveGoogleLocationsRequest }),
  ),
  /** Reads the locations again from Google (a location added or verified since the login). */
  'POST /api/google/locations/refresh': only(EDITORS, social('business', GoogleLocationsResponse)),
  /** The chosen locations' Google Performance API totals over a period (impressions, calls, clicks, directions). */
  'GET /api/google/performance': social('business', GooglePerformanceResponse, {
    query: GooglePerformanceQuery,
  }),
  /** The chosen locations' Google reviews with their stars, a suggested reply, and the reply through the gate. */
  'GET /api/google/reviews': social('business', GoogleReviewsResponse),
  /** The chosen locations' reviews read from Google now (otherwise every few minutes). */
  'POST /api/google/reviews/refresh': social('business', GoogleReviewsResponse),
  'GET /api/google/reviews/suggestion': social('business', GoogleReviewReplyResponse),
  'POST /api/google/reviews/reply': only(
    EDITORS,
    social('business', GoogleReviewReplyResponse, { json: GoogleReviewReplyRequest }),
  ),
  /** The reviewer signs off a held reply to a review (it is sent) or sends it back for changes. */
  'POST /api/google/reviews/signoff': only(
    SIGNERS,
    social('business', GoogleReviewReplyResponse, { json: GoogleReviewSignOffRequest }),
  ),
  /** Revokes the Google login at Google and forgets its token and locations. */
  'POST /api/google/disconnect': only(EDITORS, social('business', MessageResponse)),
  /** The Google sandbox's location page (markup and a script) and its data, the business's own. */
  'GET /api/google-sandbox/locations': social('public', 'html'),
  'GET /api/google-sandbox/published': social('business', GoogleSandboxPublishedResponse),
  'GET /api/selected-pages': social('business', SelectedPagesResponse),
  'POST /api/selected-pages': only(
    EDITORS,
    social('business', MessageResponse, { json: SaveSelectedPagesRequest }),
  ),
  'GET /api/social-media/facebook-status': social('business', FacebookStatusResponse),
  'DELETE /api/social-media/delete': only(
    EDITORS,
    social('business', DeletePublishedPostResponse, {
      json: DeletePublishedPostRequest,
    }),
  ),
  /** The connection's health as the last check found it, and a check now. */
  'GET /api/social-media/connection-health': social('business', ConnectionHealthResponse),
  'POST /api/social-media/connection-health/check': social('business', ConnectionHealthResponse),
  /** Each selected Instagram account's publishing limit: posts in the rolling window, of how many. */
  'GET /api/social-media/instagram-quota': social('business', InstagramQuotaResponse),
  /** The admin's account page: the account's Facebook login and each page's health. */
  'GET /api/account-pages/:accountId': social('admin', AccountPagesResponse),
  /** What the sandbox "published": each business sees its own pages only. */
  'GET /api/facebook-sandbox/feed': social('business', SandboxFeedResponse),
  'GET /api/facebook-sandbox/published': social('business', SandboxPublishedResponse),
  /** The page that draws /published with the portal's token: markup and a script, no data. */
  'GET /api/facebook-sandbox/pages': social('public', 'html'),
  /** The sandbox page's patient: a comment under a published post, a direct message to a page. */
  'POST /api/facebook-sandbox/comments': social('business', SandboxInteractionResponse, {
    json: SandboxCommentRequest,
  }),
  'POST /api/facebook-sandbox/messages': social('business', SandboxInteractionResponse, {
    json: SandboxMessageRequest,
  }),
  /**
   * The inbox: comments and direct messages, answered through the compliance gate. Meta's
   * webhook is public: its credential is the verify token (GET, answering `hub.challenge` as text) and the
   * app secret's signature of the body (POST, X-Hub-Signature-256); without them it answers 403.
   */
  'GET /api/inbox/webhook': social('public', 'text'),
  'POST /api/inbox/webhook': social('public', InboxWebhookAck),
  'GET /api/inbox/threads': audited(social('business', InboxThreadsResponse, { query: InboxThreadsQuery })),
  'GET /api/inbox/threads/:id': audited(social('business', InboxThreadResponse)),
  'GET /api/inbox/count': social('business', InboxCountResponse),
  'POST /api/inbox/threads/:id/read': social('business', InboxReadResponse),
  /** 201 with the reply; 422 'compliance' with the gate's reason; 409 'answer_privately' (InboxSteeringError). */
  'POST /api/inbox/threads/:id/replies': social('business', InboxReplyResponse, {
    json: CreateInboxReplyRequest,
  }),
  'POST /api/inbox/threads/:id/suggest': social('business', SuggestInboxReplyResponse, {
    json: SuggestInboxReplyRequest,
  }),
  /** Spam and abuse: hide (or show again) and delete a comment. */
  'POST /api/inbox/items/:id/hide': only(
    EDITORS,
    social('business', InboxItemResponse, { json: HideInboxItemRequest }),
  ),
  'DELETE /api/inbox/items/:id': only(EDITORS, social('business', MessageResponse)),
  /** Replies waiting for the medical reviewer (the inbox's `replySignOff` setting), and the decision. */
  'GET /api/inbox/replies/pending': only(SIGNERS, social('business', InboxPendingRepliesResponse)),
  'POST /api/inbox/replies/:id/signoff': only(SIGNERS, social('business', InboxReplyResponse)),
  'POST /api/inbox/replies/:id/request-changes': only(
    SIGNERS,
    social('business', InboxReplyResponse, { json: InboxReplyChangesRequest }),
  ),
  'GET /api/inbox/settings': social('business', InboxSettingsResponse),
  'PUT /api/inbox/settings': only(
    OWNER,
    social('business', InboxSettingsResponse, { json: UpdateInboxSettingsRequest }),
  ),

  // svc-posts
  'POST /api/generate-post': only(
    EDITORS,
    posts('business', GeneratePostResponse, { json: GeneratePostRequest }),
  ),
  'POST /api/generate-period-posts': only(EDITORS, posts('business', GeneratePeriodPostsResponse)),
  'GET /api/bulk-posts': posts('business', BulkPostsResponse),
  /** Judged by the kind of change its fields name, each with its own part of the schema. */
  'PUT /api/bulk-posts/:id': afterLookup(
    only(EDITORS, posts('business', BulkPostResponse, { json: UpdateBulkPostRequest })),
  ),
  'POST /api/bulk-posts/:id/retry': only(EDITORS, posts('business', BulkPostResponse)),
  'POST /api/bulk-posts/:id/acknowledge': afterLookup(
    only(EDITORS, posts('business', BulkPostResponse, { json: AcknowledgeBulkPost })),
  ),
  'POST /api/bulk-posts/:id/resolve': only(
    EDITORS,
    posts('business', BulkPostResponse, {
      json: ResolveUnconfirmedRequest,
    }),
  ),
  'DELETE /api/bulk-posts/:id': only(EDITORS, posts('business', MessageResponse)),
  'PUT /api/bulk-posts/:id/images': afterLookup(
    only(EDITORS, posts('business', BulkPostResponse, { json: ChoosePostImagesRequest })),
  ),
  /** A feed post, a Reel or a Story, and its library video. */
  'PUT /api/bulk-posts/:id/format': afterLookup(
    only(EDITORS, posts('business', BulkPostResponse, { json: ChoosePostFormatRequest })),
  ),
  'GET /api/posts/settings': posts('anyone', PostsSettingsResponse),
  /** The admin's Content Calendar: the posts of every account. */
  'GET /api/posts/calendar': posts('admin', AdminCalendarResponse, { query: AdminCalendarQuery }),
  'GET /api/posts/ai-disclosure': posts('business', AiDisclosureResponse),
  'GET /api/posts/ai-budget': posts('business', AiBudgetResponse),
  'PUT /api/posts/ai-disclosure': only(
    EDITORS,
    posts('business', AiDisclosureResponse, {
      json: UpdateAiDisclosureRequest,
    }),
  ),
  /** Server-sent events: the caller's account's post changes, as they happen. */
  'GET /api/posts/events': posts('business', 'event-stream'),
  /** The weekly digest: the business's setting, and one sent now to see it. */
  'GET /api/posts/weekly-digest': posts('business', WeeklyDigestResponse),
  'PUT /api/posts/weekly-digest': only(
    EDITORS,
    posts('business', WeeklyDigestResponse, {
      json: UpdateWeeklyDigestRequest,
    }),
  ),
  'POST /api/posts/weekly-digest/test': only(EDITORS, posts('business', WeeklyDigestTestResponse)),
  /**
   * Clinical sign-off: the setting (PUT: the owner only), a post sent for review, the
   * reviewer's queue and decision (a medical reviewer or the owner), a post's versions, every post's
   * state, and the mail's one-click sign-off link.
   */
  'GET /api/posts/clinical-signoff': posts('business', ClinicalSignOffSettingResponse),
  'PUT /api/posts/clinical-signoff': only(
    OWNER,
    posts('business', UpdateClinicalSignOffResponse, { json: UpdateClinicalSignOffRequest }),
  ),
  /** The scheduled posts a setting would take off the schedule, for the warning before it is saved. */
  'GET /api/posts/clinical-signoff/impact': only(
    OWNER,
    posts('business', ClinicalSignOffImpactResponse, { query: ClinicalSignOffImpactQuery }),
  ),
  'GET /api/posts/signoff/states': posts('business', SignOffStatesResponse),
  'GET /api/posts/signoff/queue': only(SIGNERS, posts('business', SignOffQueueResponse)),
  'POST /api/bulk-posts/:id/signoff': only(EDITORS, posts('business', SignOffResponse)),
  'POST /api/bulk-posts/:id/signoff/decision': afterLookup(
    only(SIGNERS, posts('business', SignOffResponse, { json: SignOffDecisionRequest })),
  ),
  'GET /api/bulk-posts/:id/signoff/versions': posts('business', SignOffVersionsResponse),
  'GET /api/clinical-signoff/:token': posts('public', 'html'),
  'POST /api/clinical-signoff/:token': posts('public', 'html'),
  'GET /api/scheduled-periods': posts('business', ScheduledPeriodResponse),
  'PUT /api/scheduled-periods/:id': only(
    EDITORS,
    posts('business', ScheduledPeriodResponse, {
      json: UpdateScheduledPeriodRequest,
    }),
  ),
  'POST /api/test-email': only(EDITORS, posts('business', TestEmailResponse)),
  /** The approval link of the mails: the secret in it is the credential. GET shows, POST schedules. */
  'GET /api/email-scheduling/:token': posts('public', 'html'),
  'POST /api/email-scheduling/:token': posts('public', 'html'),
  /** The admin's account page: the account's post counts, last activity and quota. */
  'GET /api/account-posts/:accountId': posts('admin', AccountPostsResponse),
  'PUT /api/account-posts/:accountId/ai-budget': posts('admin', AccountAiBudgetResponse, {
    json: UpdateAiBudgetRequest,
  }),
  /**
   * The record of each post: who wrote, edited, approved it and when, the rule set and flags,
   * the payload's hash, where and when it went out, its deletion; kept after the post is deleted.
   * A business reads its own account's; the admin exports any account's on the account's screen.
   */
  'GET /api/post-records': posts('business', 'file', { query: PostRecordsExportQuery }),
  'GET /api/post-records/:postId': posts('business', PostRecordResponse),
  'GET /api/post-records/:postId/export': posts('business', 'file', { query: PostRecordExportQuery }),
  'GET /api/account-post-records/:accountId': posts('admin', 'file', { query: PostRecordsExportQuery }),
  'GET /api/account-post-records/:accountId/:postId': posts('admin', 'file', {
    query: PostRecordExportQuery,
  }),
  /** How many years a deleted post's record is kept (default 5). */
  'GET /api/posts/record-retention': posts('business', RecordRetentionResponse),
  'PUT /api/posts/record-retention': only(
    OWNER,
    posts('business', RecordRetentionResponse, { json: UpdateRecordRetentionRequest }),
  ),
  /** Analytics: the business's own results, the numbers of its cards, its best times. */
  'GET /api/analytics/overview': posts('business', AnalyticsOverviewResponse, { query: AnalyticsQuery }),
  'GET /api/analytics/posts': posts('business', PostResultsResponse),
  'GET /api/analytics/best-times': posts('business', BestTimesResponse),
  /** The admin's Analytics: every account's publishing, failures, results and AI usage. */
  'GET /api/analytics/admin': posts('admin', AdminAnalyticsResponse, { query: AnalyticsQuery }),
  /** The bell: the account's alerts (failed and unconfirmed posts, connection problems). */
  'GET /api/alerts': posts('business', AlertsResponse),
  'POST /api/alerts/:id/read': posts('business', AlertsReadResponse),
  'POST /api/alerts/read-all': posts('business', AlertsReadResponse),
  /** The consent ledger: a business's consents of people shown in its images; the form is private. */
  'GET /api/consents': audited(posts('business', ConsentsResponse, { query: ConsentsQuery })),
  'POST /api/consents': only(EDITORS, posts('business', ConsentResponse)),
  'POST /api/consents/:id/images': only(
    EDITORS,
    posts('business', ConsentResponse, { json: AttachConsentRequest }),
  ),
  'DELETE /api/consents/:id/images/:mediaId': only(EDITORS, posts('business', ConsentResponse)),
  'GET /api/consents/:id/form': audited(posts('business', 'file')),
  'POST /api/consents/:id/withdraw': only(EDITORS, posts('business', ConsentResponse)),
  'GET /api/compliance-rules': posts('admin', ComplianceRulesResponse),
  'POST /api/compliance-rules/:ruleId/terms': posts('admin', ComplianceRulesChangeResponse, {
    json: AddComplianceTermRequest,
  }),
  'PATCH /api/compliance-rules/terms/:termId': posts('admin', ComplianceRulesChangeResponse, {
    json: UpdateComplianceTermRequest,
  }),
} as const satisfies Record<string, RouteEntry>;

export type RouteKey = keyof typeof routeTable;

/** The JSON a route answers on success (for the routes that answer JSON). */
export type AnswerOf<K extends RouteKey> = (typeof routeTable)[K]['response'] extends z.ZodType
  ? z.infer<(typeof routeTable)[K]['response']>
  : never;

/** The schema a route reads in one part of its request (its JSON body, its query, its form), as the table declares it. */
export type RequestSchemaOf<
  K extends RouteKey,
  T extends keyof RouteRequest,
> = (typeof routeTable)[K] extends {
  request: { [P in T]: infer S extends z.ZodType };
}
  ? S
  : never;

/** The routes that judge their JSON body in the handler, after the row their path names (`bodyAfterLookup`). */
export type BodyAfterLookupKey = {
  [K in RouteKey]: (typeof routeTable)[K] extends { bodyAfterLookup: true } ? K : never;
}[RouteKey];

/** What a client sends in one part of a route's request (its JSON body by default); never when it reads none. */
export type RequestOf<K extends RouteKey, T extends keyof RouteRequest = 'json'> = z.input<
  RequestSchemaOf<K, T>
>;

/** A route key's method and path: 'GET /api/accounts/:id' → ['GET', '/api/accounts/:id']. */
export function splitRouteKey(key: string): { method: string; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space), path: key.slice(space + 1) };
}
