import { type AdminSection, isAdminSection } from '@studio/web';

export const defaultSection: AdminSection = 'products';

/** The sidebar's name of each section. */
export const sectionLabels: Record<AdminSection, string> = {
  products: 'Medical Products',
  overview: 'Overview',
  accounts: 'Business Accounts',
  'llm-config': 'AI Post Generator',
  compliance: 'Compliance Rules',
  'audit-log': 'Audit Log',
  media: 'Media Library',
  calendar: 'Content Calendar',
  analytics: 'Analytics',
};

/** The header's title of each section. */
export const sectionTitles: Record<AdminSection, string> = {
  products: 'Products',
  overview: 'Overview',
  accounts: 'Accounts',
  'llm-config': 'LLM Configuration',
  compliance: 'Compliance Rules',
  'audit-log': 'Audit Log',
  media: 'Media Library',
  calendar: 'Content Calendar',
  analytics: 'Analytics',
};

/** The section a URL names: none means the default one, an unknown one means null. */
export function sectionFromParam(param: string | undefined): AdminSection | null {
  if (param === undefined || param === '') return defaultSection;
  return isAdminSection(param) ? param : null;
}
