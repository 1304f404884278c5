import type { AdminUser, AdminUserResponse } from '@studio/contracts';
import { browserClock } from '@studio/web';
import { useSyncExternalStore } from 'react';

/**
 * Password links the platform admin passes on itself (no mail server configured). A toast went away in
 * seconds; these stay on the account page, with a copy button and their expiry, until they are used or
 * expire. Kept in the tab's sessionStorage (the secret never goes to localStorage or the server again),
 * so a reload or a move between the accounts list and the account page keeps them.
 */
export type KeptLink = {
  adminUserId: number;
  email: string;
  purpose: 'invitation' | 'reset';
  link: string;
  expiresAt: string;
};

const KEY = 'post-studio:kept-links';
const listeners = new Set<() => void>();
let cache: { raw: string | null; links: KeptLink[] } = { raw: null, links: [] };

function read(): KeptLink[] {
  const raw = sessionStorage.getItem(KEY);
  if (raw !== cache.raw) {
    let links: KeptLink[] = [];
    try {
      links = raw ? (JSON.parse(raw) as KeptLink[]) : [];
    } catch {
      links = [];
    }
    cache = { raw, links };
  }
  return cache.links;
}

function write(links: KeptLink[]) {
  sessionStorage.setItem(KEY, JSON.stringify(links));
  for (const listener of listeners) listener();
}

/** Keeps a user's newest link (an older one of the user no longer opens). */
function keepLink(kept: KeptLink): void {
  write([...read().filter((k) => k.adminUserId !== kept.adminUserId), kept]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The kept links that still open, for the given users. */
export function useKeptLinks(adminUserIds: readonly number[], now = browserClock().getTime()): KeptLink[] {
  const links = useSyncExternalStore(subscribe, read);
  return links.filter((k) => adminUserIds.includes(k.adminUserId) && Date.parse(k.expiresAt) > now);
}

/** Keeps the link an answer carries to pass on by hand (no mail server), if it carries one, and answers it. */
export function keepAnsweredLink(answer: Partial<AdminUserResponse>): KeptLink | null {
  const { adminUser, link, linkExpiresAt } = answer;
  if (!adminUser || !link || !linkExpiresAt) return null;
  const kept: KeptLink = {
    adminUserId: adminUser.id,
    email: adminUser.email,
    purpose: adminUser.invitationPending ? 'invitation' : 'reset',
    link,
    expiresAt: linkExpiresAt,
  };
  keepLink(kept);
  return kept;
}

/** What the dialogs say when the link waits on the account's page. */
export const keptLinkNotice = (email: string) =>
  `No mail server is configured: copy ${email}'s link on the account's page and send it.`;

/** An invitation that was used (the user set a password) or a removed user's link opens nothing more. */
export function forgetSpentLinks(users: readonly AdminUser[]): void {
  const spent = read().filter((kept) => {
    const user = users.find((u) => u.id === kept.adminUserId);
    return !user || user.disabled || (kept.purpose === 'invitation' && !user.invitationPending);
  });
  if (spent.length > 0) write(read().filter((kept) => !spent.includes(kept)));
}
