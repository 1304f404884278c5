import { describe, expect, it } from 'vitest';
import { sectionFromParam, sectionLabels, sectionTitles } from './sections.ts';

describe('admin dashboard sections', () => {
  it('opens on the products section', () => {
    expect(sectionFromParam(undefined)).toBe('products');
    expect(sectionFromParam('')).toBe('products');
  });

  it('reads a known section from the URL and refuses an unknown one', () => {
    expect(sectionFromParam('accounts')).toBe('accounts');
    expect(sectionFromParam('llm-config')).toBe('llm-config');
    expect(sectionFromParam('media')).toBe('media');
    expect(sectionFromParam('calendar')).toBe('calendar');
    expect(sectionFromParam('analytics')).toBe('analytics');
    expect(sectionFromParam('reports')).toBeNull();
  });

  it('names each section in the sidebar and the header as the spec does', () => {
    expect(sectionLabels).toEqual({
      products: 'Medical Products',
      overview: 'Overview',
      accounts: 'Business Accounts',
      'llm-config': 'AI Post Generator',
      compliance: 'Compliance Rules',
      'audit-log': 'Audit Log',
      media: 'Media Library',
      calendar: 'Content Calendar',
      analytics: 'Analytics',
    });
    expect(sectionTitles).toEqual({
      products: 'Products',
      overview: 'Overview',
      accounts: 'Accounts',
      'llm-config': 'LLM Configuration',
      compliance: 'Compliance Rules',
      'audit-log': 'Audit Log',
      media: 'Media Library',
      calendar: 'Content Calendar',
      analytics: 'Analytics',
    });
  });
});
