/** The contacts the legal pages and the portal footer give. */
export const SUPPORT_EMAIL = 'support@poststudio.gr';
export const PRIVACY_EMAIL = 'privacy@poststudio.gr';
