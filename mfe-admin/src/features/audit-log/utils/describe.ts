import type { AuditEntry } from '@studio/contracts';

/** Each recorded action as the log shows it. */
export const actionLabels: Record<string, string> = {
  'impersonation.started': 'Opened the business portal',
  'impersonation.read': 'Read health-related data acting as the business',
  'account.created': 'Created the account',
  'account.updated': 'Edited the account',
  'admin-user.created': 'Added an admin user',
  'admin-user.updated': 'Changed an admin user’s e-mail or password',
  'sessions.revoked': 'Ended an admin user’s sessions',
  'product.created': 'Created a catalogue product',
  'product.updated': 'Edited a catalogue product',
  'product.deleted': 'Deleted a catalogue product',
  'product.promoted': 'Added a business’s product to the shared catalogue',
  'compliance-term.added': 'Added a compliance term',
  'compliance-term.enabled': 'Enabled a compliance term',
  'compliance-term.disabled': 'Disabled a compliance term',
  'account.suspended': 'Suspended the account',
  'account.reactivated': 'Reactivated the account',
  'account.deleted': 'Deleted the account',
  'admin-user.invited': 'Invited an admin user',
  'admin-user.link-sent': 'Sent an admin user a password link',
  'admin-user.disabled': 'Disabled an admin user',
  'admin-user.enabled': 'Enabled an admin user',
  'admin-user.removed': 'Removed an admin user',
  'admin-user.role-changed': 'Changed an admin user’s role',
};

const fieldLabels: Record<string, string> = {
  businessName: 'Name',
  status: 'Status',
  email: 'E-mail',
  adminUserId: 'Admin user',
  sessionsRevoked: 'Sessions ended',
  count: 'Sessions ended',
  productId: 'Product',
  name: 'Name',
  publicName: 'Public name',
  description: 'Description',
  categoryId: 'Category',
  image: 'Image',
  examplePosts: 'Example posts',
  ruleId: 'Rule',
  term: 'Term',
  version: 'Rule set version',
  trialEndsAt: 'Trial ends',
  purpose: 'Link',
  suspendedSince: 'Suspended since',
  role: 'Role',
};

const valueText = (value: unknown): string => {
  if (value && typeof value === 'object' && 'from' in value && 'to' in value)
    return `${valueText(value.from)} → ${valueText(value.to)}`;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/** The entry's details as short "Field: value" lines. */
export function detailLines(entry: AuditEntry): string[] {
  return Object.entries(entry.details).map(
    ([key, value]) => `${fieldLabels[key] ?? key}: ${valueText(value)}`,
  );
}

/** The date and time of an entry, as the admin area shows them (dd/MM/yyyy HH:mm). */
export function formatWhen(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
