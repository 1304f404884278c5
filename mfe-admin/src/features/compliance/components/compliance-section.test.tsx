// @vitest-environment happy-dom
import { type ComplianceRulesResponse, REASON_REQUIRED } from '@studio/contracts';
import { fakeApi, refused, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ComplianceSection } from './compliance-section.tsx';

const AT = '2026-11-20T10:00:00.000Z';
const listing = (active = true): ComplianceRulesResponse => ({
  success: true,
  ruleSet: {
    version: 2,
    rules: [
      {
        id: 'prescription-medicine',
        name: 'Φάρμακο μόνο με ιατρική συνταγή',
        severity: 'block',
        reason: 'Δεν επιτρέπεται.',
        terms: [
          {
            id: 1,
            term: 'Botox',
            active: true,
            addedBy: 'seed',
            addedAt: AT,
            changedBy: null,
            changedAt: null,
            changeReason: null,
          },
          {
            id: 2,
            term: 'Dysport',
            active,
            addedBy: 'maria',
            addedAt: AT,
            changedBy: active ? null : 'maria',
            changedAt: active ? null : AT,
            changeReason: active ? null : 'Duplicate of a shipped term.',
          },
        ],
      },
      {
        id: 'painless',
        name: 'Ισχυρισμός «ανώδυνο»',
        severity: 'warn',
        reason: 'Διαφέρει.',
        terms: [
          {
            id: 3,
            term: 'ανώδυνο',
            active: true,
            addedBy: 'seed',
            addedAt: AT,
            changedBy: null,
            changedAt: null,
            changeReason: null,
          },
        ],
      },
    ],
  },
  changes: [
    {
      version: 2,
      action: 'disabled',
      ruleId: 'prescription-medicine',
      term: 'Dysport',
      by: 'maria',
      at: AT,
      reason: 'Duplicate of a shipped term.',
    },
    {
      version: 1,
      action: 'added',
      ruleId: 'prescription-medicine',
      term: 'Dysport',
      by: 'maria',
      at: AT,
      reason: null,
    },
  ],
});

function openSection() {
  return renderWithProviders(
    '/admin/dashboard/compliance',
    <Route path="*" element={<ComplianceSection />} />,
  );
}

describe('compliance rules', () => {
  resetBrowserBetweenTests();
  beforeEach(() => {
    localStorage.setItem('auth_token', 'admin-token');
  });

  it('lists each rule with its severity and terms, who added them, and the audit of changes', async () => {
    const calls = fakeApi({ 'GET /api/compliance-rules': () => ({ body: listing() }) });
    openSection();
    const rule = await screen.findByRole('region', { name: 'Φάρμακο μόνο με ιατρική συνταγή' });
    expect(within(rule).getByText('Block')).toBeInTheDocument();
    expect(within(rule).getByRole('row', { name: /Botox Active Shipped/ })).toBeInTheDocument();
    expect(within(rule).getByRole('row', { name: /Dysport Active maria/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ισχυρισμός «ανώδυνο»' }).textContent).toContain('Warn');
    expect(screen.getByText(/Rule set version/).textContent).toContain('2');
    const audit = screen.getByRole('table', { name: 'Recent changes of the compliance rules' });
    expect(
      within(audit).getByRole('row', {
        name: /2 disabled prescription-medicine Dysport maria .* Duplicate of a shipped term\./,
      }),
    ).toBeInTheDocument();
    expect(
      within(audit).getByRole('row', { name: /1 added prescription-medicine Dysport maria/ }),
    ).toBeInTheDocument();
    expect(calls[0]?.authorization).toBe('Bearer admin-token');
  });

  it('adds a term to a rule and refreshes the list', async () => {
    let added = false;
    const calls = fakeApi({
      'GET /api/compliance-rules': () => ({ body: listing() }),
      'POST /api/compliance-rules/painless/terms': () => {
        added = true;
        return {
          status: 201,
          body: { success: true, message: 'Term “χωρίς ενόχληση” added.', ruleSet: listing().ruleSet },
        };
      },
    });
    openSection();
    const input = await screen.findByLabelText('New term for painless');
    fireEvent.change(input, { target: { value: 'χωρίς ενόχληση' } });
    fireEvent.click(within(screen.getByRole('form', { name: 'Add a term to painless' })).getByRole('button'));
    await waitFor(() => expect(added).toBe(true));
    expect(calls.find((c) => c.key === 'POST /api/compliance-rules/painless/terms')?.body).toEqual({
      term: 'χωρίς ενόχληση',
    });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
  });

  it('refuses a blank term without calling the server', async () => {
    const calls = fakeApi({ 'GET /api/compliance-rules': () => ({ body: listing() }) });
    openSection();
    await screen.findByLabelText('New term for painless');
    fireEvent.click(within(screen.getByRole('form', { name: 'Add a term to painless' })).getByRole('button'));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a term of at least 2 characters.');
    expect(calls.map((c) => c.key)).toEqual(['GET /api/compliance-rules']);
  });

  it('shows a shipped block term locked, with no way to disable it, and a shipped warn term with one', async () => {
    fakeApi({ 'GET /api/compliance-rules': () => ({ body: listing() }) });
    openSection();
    const rule = await screen.findByRole('region', { name: 'Φάρμακο μόνο με ιατρική συνταγή' });
    const botox = within(rule).getByRole('row', { name: /Botox/ });
    expect(within(botox).queryByRole('button')).toBeNull();
    expect(botox.textContent).toContain('Locked');
    expect(botox.textContent).toContain('Legal floor');
    expect(rule.textContent).toContain('The shipped terms are the legal floor and cannot be disabled');
    expect(screen.getByRole('button', { name: 'Disable ανώδυνο' })).toBeInTheDocument();
  });

  it('shows who last changed a term and why', async () => {
    fakeApi({ 'GET /api/compliance-rules': () => ({ body: listing(false) }) });
    openSection();
    const rule = await screen.findByRole('region', { name: 'Φάρμακο μόνο με ιατρική συνταγή' });
    const dysport = within(rule).getByRole('row', { name: /Dysport Disabled/ });
    expect(dysport.textContent).toContain('Duplicate of a shipped term.');
    expect(within(dysport).getByRole('button', { name: 'Enable Dysport' })).toBeInTheDocument();
  });

  it('disables a term, and shows the server refusing a duplicate', async () => {
    const calls = fakeApi({
      'GET /api/compliance-rules': () => ({ body: listing() }),
      'PATCH /api/compliance-rules/terms/2': () => ({
        body: { success: true, message: 'Term disabled.', ruleSet: listing(false).ruleSet },
      }),
      'POST /api/compliance-rules/prescription-medicine/terms': () =>
        refused(409, 'This rule already has that term.', 'conflict'),
    });
    openSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Disable Dysport' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable “Dysport”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable term' }));
    expect(await within(dialog).findByText(REASON_REQUIRED)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'PATCH /api/compliance-rules/terms/2')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: '  Duplicate of a shipped term.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable term' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PATCH /api/compliance-rules/terms/2')?.body).toEqual({
        active: false,
        reason: 'Duplicate of a shipped term.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.change(screen.getByLabelText('New term for prescription-medicine'), {
      target: { value: 'Botox' },
    });
    fireEvent.click(
      within(screen.getByRole('form', { name: 'Add a term to prescription-medicine' })).getByRole('button'),
    );
    expect(await screen.findByText('This rule already has that term.')).toBeInTheDocument();
  });

  it('shows the first 20 terms of a long rule, finds the others by their letters and shows them all', async () => {
    const long = listing();
    const [medicines] = long.ruleSet.rules;
    const names = Array.from({ length: 25 }, (_, i) => (i === 24 ? 'Οζέμπικ' : `Brand${i + 1}`));
    medicines!.terms = names.map((term, i) => ({ ...medicines!.terms[0]!, id: 100 + i, term }));
    fakeApi({ 'GET /api/compliance-rules': () => ({ body: long }) });
    openSection();
    const rule = await screen.findByRole('region', { name: 'Φάρμακο μόνο με ιατρική συνταγή' });
    const table = within(rule).getByRole('table', { name: 'Terms of prescription-medicine' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(rule).getByRole('status').textContent).toBe('Showing 20 of 25 terms.');
    expect(within(table).queryByText('Οζέμπικ')).toBeNull();

    // Found without its accent, whatever its place in the list.
    fireEvent.change(within(rule).getByLabelText('Find a term of prescription-medicine'), {
      target: { value: 'οζεμ' },
    });
    expect(within(table).getByText('Οζέμπικ')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(rule).getByRole('status').textContent).toBe('1 term found.');

    fireEvent.change(within(rule).getByLabelText('Find a term of prescription-medicine'), {
      target: { value: '' },
    });
    fireEvent.click(within(rule).getByRole('button', { name: 'Show all 25 terms' }));
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    // A rule with few terms has no finder.
    const painless = screen.getByRole('region', { name: 'Ισχυρισμός «ανώδυνο»' });
    expect(within(painless).queryByRole('searchbox')).toBeNull();
  });
});
