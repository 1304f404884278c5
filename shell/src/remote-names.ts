/** The two remotes the shell loads, and how the interface names them. */
export const remoteNames = ['admin', 'portal'] as const;
export type RemoteName = (typeof remoteNames)[number];

export const remoteLabels: Record<RemoteName, string> = { admin: 'Admin area', portal: 'Business portal' };
