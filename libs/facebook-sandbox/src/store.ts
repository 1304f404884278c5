import { createHash } from 'node:crypto';

/** A post the sandbox "published"; a deleted one stays, with deletedAt, so nothing is forgotten. */
export type SandboxPost = {
  id: string;
  /**
   * What it is on the network: a feed post (photos, carousel, text), a Reel (a video) or a
   * Story (one image or one video, gone at `expiresAt`). Posts kept before Reels and Stories are 'feed'.
   */
  format: SandboxFormat;
  /** The sandbox user (a business account in svc-social; 0 for the standalone fake's one user). */
  userKey: number;
  /** The page, or the Instagram account. */
  pageId: string;
  platform: 'facebook' | 'instagram';
  message: string;
  /** The first image, or null for a text post. */
  imageUrl: string | null;
  images: SandboxImage[];
  comments: SandboxComment[];
  /** A Reel's or a video Story's video, and its cover (null for photos). */
  videoUrl: string | null;
  coverUrl: string | null;
  /** A Reel shown in the profile's grid too (Instagram's share_to_feed); true otherwise. */
  shareToFeed: boolean;
  permalink: string;
  createdAt: string;
  /** When a Story disappears (STORY_LIFETIME_HOURS after it was published); null for the others. */
  expiresAt: string | null;
  deletedAt: string | null;
};

export type SandboxFormat = 'feed' | 'reel' | 'story';

export type SandboxImage = { url: string; altText: string | null };
/**
 * A comment under a post: the page's own (its first comment, its replies: no `from`), or a patient's the
 * tester wrote on the sandbox page, with who wrote it, the comment it answers, and whether
 * the page hid or deleted it.
 */
export type SandboxComment = {
  id: string;
  message: string;
  createdAt: string;
  from?: { id: string; name: string };
  parentId?: string | null;
  hidden?: boolean;
  deletedAt?: string | null;
  /** When the page answered it privately (Meta allows once per comment). */
  privateRepliedAt?: string | null;
};

/**
 * A direct message between a patient and a page (Messenger, or Instagram Direct for an Instagram
 * account): the tester's as the patient on the sandbox page, or the page's sent through the
 * Graph API (an answer in the conversation, or a private reply to the patient's comment). A
 * conversation is a page and one patient.
 */
export type SandboxMessage = {
  /** The message id (`m_…`). */
  id: string;
  userKey: number;
  /** The page, or the Instagram account. */
  pageId: string;
  platform: 'facebook' | 'instagram';
  /** The patient's id on the network, and name. */
  patientId: string;
  patientName: string;
  /** Who wrote it: the patient, or the page. */
  sender: 'patient' | 'page';
  text: string;
  createdAt: string;
};

/**
 * An Instagram media container waiting to be published (an image, a carousel item, a carousel of
 * `children`, a Reel, a Story), a Facebook photo uploaded unpublished for a multi-photo post or a
 * photo Story, or a Facebook video (a Reel's or a Story's) between its upload phases (`igId` is then
 * the page).
 */
export type SandboxContainer = {
  id: string;
  igId: string;
  kind: SandboxContainerKind;
  caption: string;
  imageUrl: string | null;
  altText: string | null;
  children: string[];
  checks: number;
  /** A video's address (a Reel, a video Story; a Facebook video once uploaded), else null. */
  videoUrl: string | null;
  coverUrl: string | null;
  shareToFeed: boolean;
  /** Why Meta could not process its video (Instagram's status answers ERROR with it); null when it could. */
  failure: string | null;
};

/**
 * 'image', 'carousel_item', 'carousel', 'reel', 'story': Instagram containers; 'photo': a Facebook photo
 * uploaded unpublished; 'fb_reel', 'fb_story': a Facebook video started with upload_phase=start.
 */
export type SandboxContainerKind =
  | 'image'
  | 'carousel_item'
  | 'carousel'
  | 'reel'
  | 'story'
  | 'photo'
  | 'fb_reel'
  | 'fb_story';

/**
 * What a token stands for: a user's login, or one of that user's pages (`pageId`), with the permissions
 * the user refused on the consent page (`declined`, default none), when the app's access to the
 * person's data ends (`dataAccessExpiresAt`, 90 days after the login; default the token's own end), and
 * whether it has no expiry of its own (`neverExpires`: a page token listed with a long-lived user token).
 */
export type SandboxGrant = {
  userKey: number;
  pageId: string | null;
  declined?: readonly string[];
  dataAccessExpiresAt?: Date;
  neverExpires?: boolean;
};

/** A token the store knows and that has not expired: its grant, when it was issued and until when it works. */
export type SandboxTokenInfo = Required<SandboxGrant> & { issuedAt: Date; expiresAt: Date };

/** A login the consent page allowed, until its code is traded for a token. */
export type SandboxLogin = { userKey: number; redirectUri: string; declined: readonly string[] };

/** Posts kept per sandbox user: older ones are forgotten, so the feed cannot grow without end. */
export const FEED_CAP = 200;
/** Direct messages kept per sandbox user: older ones are forgotten. */
export const MESSAGES_CAP = 500;
/** How long a login code, an unpublished container and a token live. */
export const CODE_TTL_MS = 10 * 60_000;
export const CONTAINER_TTL_MS = 24 * 3_600_000;
export const TOKEN_TTL_MS = 60 * 24 * 3_600_000;
/** A short-lived user token, as the login's code gives it: "expiring in hours". */
export const SHORT_TOKEN_TTL_MS = 2 * 3_600_000;
/** The app's access to a person's data, from their login: "90 days, based on when the user was last active". */
export const DATA_ACCESS_TTL_MS = 90 * 24 * 3_600_000;

/** Codes and tokens are kept by their hash only, as the platform keeps its own secrets. */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * Where the sandbox keeps its state: svc-social keeps it in its PostgreSQL tables, so every replica
 * sees the same logins, tokens, containers, feed and messages (postgres-store.ts); the standalone fake Graph
 * server of the tests, one process by design, in memory (memory-store.ts).
 */
export type SandboxStore = {
  saveCode(code: string, login: SandboxLogin): Promise<void>;
  /** The login a code was issued for, used up; null when unknown, used or older than CODE_TTL_MS. */
  takeCode(code: string): Promise<SandboxLogin | null>;
  /** Keeps a token until `expiresAt` (default TOKEN_TTL_MS from now); a token already kept stays as it is. */
  saveToken(token: string, grant: SandboxGrant, expiresAt?: Date): Promise<void>;
  /** The token's grant while it works; null when unknown or expired. */
  grantOf(token: string): Promise<SandboxTokenInfo | null>;
  /** Every token of the user stops working (the user took back the app's permissions). */
  revokeUser(userKey: number): Promise<void>;
  /** The user's pending logins, tokens and posts are forgotten (the business account was deleted). */
  forgetUser(userKey: number): Promise<void>;
  /**
   * Every token of the user (of every user when null) that has an expiry of its own now expires at `at`,
   * as a login near its end (a page token listed with a long-lived login has none: it lasts).
   */
  expireTokens(userKey: number | null, at: Date): Promise<void>;
  /** Containers made on the Instagram account since `since` (published, expired or waiting). */
  containersMadeSince(igId: string, since: Date): Promise<number>;
  /** Records a post and forgets the user's oldest beyond FEED_CAP. */
  addPost(post: SandboxPost): Promise<void>;
  /** The user's posts (every user's when null), newest first; deleted ones too. */
  posts(userKey: number | null): Promise<SandboxPost[]>;
  post(id: string): Promise<SandboxPost | null>;
  markDeleted(id: string): Promise<void>;
  /** Adds a comment under a post; false when there is no such post. */
  addComment(postId: string, comment: SandboxComment): Promise<boolean>;
  /** The post a comment is under, by the comment's id; null when no post has it. */
  postOfComment(commentId: string): Promise<SandboxPost | null>;
  /** Changes a comment under a post (hidden, deleted, answered privately). */
  updateComment(postId: string, commentId: string, change: Partial<SandboxComment>): Promise<void>;
  /** Records a direct message and forgets the user's oldest beyond MESSAGES_CAP. */
  addMessage(message: SandboxMessage): Promise<void>;
  /** The user's direct messages, of every page and patient, oldest first. */
  messages(userKey: number): Promise<SandboxMessage[]>;
  saveContainer(container: SandboxContainer): Promise<void>;
  container(id: string): Promise<SandboxContainer | null>;
  /** The container, counting this look at it (`checks` before it). */
  checkContainer(id: string): Promise<SandboxContainer | null>;
  /** A Facebook video's upload phase: its address (or null: bytes were sent) and what was wrong with it. */
  uploadVideo(id: string, videoUrl: string | null, failure: string | null): Promise<void>;
  /**
   * The container, taken: a container is published once. It is no longer a container to use, but its
   * status says PUBLISHED from then on (`publishedAs`, the media it became: publishedContainer).
   */
  takeContainer(id: string, publishedAs?: string): Promise<SandboxContainer | null>;
  /**
   * A container already taken: its account or page (`igId`) and the media it became (`publishedId`,
   * empty when it expired instead); null when it is not one (unknown, or still a container).
   */
  publishedContainer(id: string): Promise<{ igId: string; publishedId: string } | null>;
  reset(): Promise<void>;
};
