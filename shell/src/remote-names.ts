import type { Language } from './language.ts';

/** The two remotes the shell loads, and how the interface names them in each language. */
export const remoteNames = ['admin', 'portal'] as const;
export type RemoteName = (typeof remoteNames)[number];

export const remoteLabels: Record<Language, Record<RemoteName, string>> = {
  en: { admin: 'Admin area', portal: 'Business portal' },
  el: { admin: 'Περιοχή διαχείρισης', portal: 'Πύλη επιχείρησης' },
};
