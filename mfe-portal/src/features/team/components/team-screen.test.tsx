// @vitest-environment happy-dom
import type { MemberRole, TeamMember } from '@studio/contracts';
import { toast } from '@studio/ui';
import { fakeApi, refused, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BusinessSessionContext } from '../../../session.ts';
import { TeamScreen } from './team-screen.tsx';

const member = (id: number, email: string, role: MemberRole, fields: Partial<TeamMember> = {}) => ({
  id,
  email,
  role,
  invitationPending: false,
  disabled: false,
  you: false,
  ...fields,
});

const OWNER = member(1, 'owner@clinic.gr', 'owner', { you: true });
const MARKETER = member(2, 'maria@clinic.gr', 'marketer');

function openTeam(
  members: TeamMember[],
  handlers: Parameters<typeof fakeApi>[0] = {},
  memberRole: MemberRole = 'owner',
) {
  const calls = fakeApi({
    'GET /api/team-members': () => ({ body: { success: true, members } }),
    ...handlers,
  });
  const session = { role: 'business_admin' as const, accountId: 1, actingAdmin: false, memberRole };
  renderWithProviders(
    '/portal/team',
    <Route
      path="/:prefix/team"
      element={
        <BusinessSessionContext.Provider value={session}>
          <TeamScreen />
        </BusinessSessionContext.Provider>
      }
    />,
  );
  return calls;
}

describe('the team screen', () => {
  resetBrowserBetweenTests();

  it('lists the users with their roles; the owner’s own row has no controls', async () => {
    openTeam([OWNER, MARKETER, member(3, 'dr@clinic.gr', 'medical_reviewer', { invitationPending: true })]);
    const own = await screen.findByRole('listitem', { name: 'owner@clinic.gr' });
    expect(within(own).getByText('Εσείς')).toBeInTheDocument();
    expect(within(own).getByText('Ιδιοκτήτης')).toBeInTheDocument();
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ρόλος του maria@clinic.gr' })).toHaveValue('marketer');
    const reviewer = screen.getByRole('listitem', { name: 'dr@clinic.gr' });
    expect(within(reviewer).getByText('Εκκρεμεί η πρόσκληση')).toBeInTheDocument();
    expect(within(reviewer).getByRole('combobox')).toHaveValue('medical_reviewer');
  });

  it('invites a user with a role, and shows the link to send when no mail server sent it', async () => {
    const invited = member(4, 'dr@clinic.gr', 'medical_reviewer', {
      invitationPending: true,
      invitation: {
        link: 'http://localhost/api/auth/password/secret-1',
        expiresAt: '2026-12-02T10:00:00.000Z',
      },
    });
    let members = [OWNER];
    const calls = openTeam(members, {
      'GET /api/team-members': () => ({ body: { success: true, members } }),
      'POST /api/team-members': () => {
        members = [OWNER, invited];
        return {
          status: 201,
          body: {
            success: true,
            member: invited,
            message: 'Η πρόσκληση δημιουργήθηκε.',
            link: 'http://localhost/api/auth/password/secret-1',
            linkExpiresAt: '2026-12-02T10:00:00.000Z',
          },
        };
      },
    });
    const form = await screen.findByRole('region', { name: 'Πρόσκληση χρήστη' });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'dr@clinic.gr' } });
    fireEvent.change(within(form).getByLabelText('Ρόλος'), { target: { value: 'medical_reviewer' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Αποστολή πρόσκλησης' }));
    const panel = await screen.findByRole('region', { name: 'Σύνδεσμος πρόσκλησης για dr@clinic.gr' });
    expect(within(panel).getByRole('textbox')).toHaveValue('http://localhost/api/auth/password/secret-1');
    expect(calls.find((c) => c.key === 'POST /api/team-members')?.body).toEqual({
      email: 'dr@clinic.gr',
      role: 'medical_reviewer',
    });
    expect(await screen.findByRole('listitem', { name: 'dr@clinic.gr' })).toBeInTheDocument();
  });

  it('keeps every pending invitation’s link, each with «Αποστολή ξανά»', async () => {
    const invitation = (secret: string) => ({
      link: `http://localhost/api/auth/password/${secret}`,
      expiresAt: '2026-12-02T10:00:00.000Z',
    });
    let members = [
      OWNER,
      member(6, 'a@clinic.gr', 'marketer', { invitationPending: true, invitation: invitation('first') }),
      member(7, 'b@clinic.gr', 'medical_reviewer', {
        invitationPending: true,
        invitation: invitation('second'),
      }),
    ];
    const calls = openTeam(members, {
      'GET /api/team-members': () => ({ body: { success: true, members } }),
      'POST /api/team-members/6/invitation': () => {
        members = members.map((m) => (m.id === 6 ? { ...m, invitation: invitation('third') } : m));
        return { body: { success: true, member: members[1], message: 'Νέος σύνδεσμος.', link: null } };
      },
    });
    const linkOf = async (email: string) =>
      within(await screen.findByRole('region', { name: `Σύνδεσμος πρόσκλησης για ${email}` })).getByRole(
        'textbox',
      );
    expect(await linkOf('a@clinic.gr')).toHaveValue('http://localhost/api/auth/password/first');
    expect(await linkOf('b@clinic.gr')).toHaveValue('http://localhost/api/auth/password/second');
    fireEvent.click(screen.getByRole('button', { name: 'Αποστολή ξανά της πρόσκλησης στο a@clinic.gr' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /api/team-members/6/invitation'));
    await waitFor(async () =>
      expect(await linkOf('a@clinic.gr')).toHaveValue('http://localhost/api/auth/password/third'),
    );
  });

  it('says the server’s Greek reason when an invitation is refused', async () => {
    openTeam([OWNER], {
      'POST /api/team-members': () => refused(409, 'Υπάρχει ήδη χρήστης με αυτό το e-mail.', 'conflict'),
    });
    const form = await screen.findByRole('region', { name: 'Πρόσκληση χρήστη' });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'taken@clinic.gr' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Αποστολή πρόσκλησης' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Υπάρχει ήδη χρήστης με αυτό το e-mail.',
    );
  });

  it('changes a role, and shows the refusal of the last owner’s change', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    const other = member(5, 'second@clinic.gr', 'owner');
    const calls = openTeam([OWNER, MARKETER, other], {
      'PUT /api/team-members/2': () => ({
        body: {
          success: true,
          member: { ...MARKETER, role: 'medical_reviewer' },
          message: 'Ο ρόλος άλλαξε.',
        },
      }),
      'PUT /api/team-members/5': () =>
        refused(409, 'Ο λογαριασμός χρειάζεται τουλάχιστον έναν ιδιοκτήτη.', 'conflict'),
    });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Ρόλος του maria@clinic.gr' }), {
      target: { value: 'medical_reviewer' },
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Ο ρόλος άλλαξε.'));
    expect(calls.find((c) => c.key === 'PUT /api/team-members/2')?.body).toEqual({
      role: 'medical_reviewer',
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Ρόλος του second@clinic.gr' }), {
      target: { value: 'marketer' },
    });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(expect.any(String), {
        description: 'Ο λογαριασμός χρειάζεται τουλάχιστον έναν ιδιοκτήτη.',
      }),
    );
  });

  it('removes a user once confirmed', async () => {
    let members = [OWNER, MARKETER];
    const calls = openTeam(members, {
      'GET /api/team-members': () => ({ body: { success: true, members } }),
      'DELETE /api/team-members/2': () => {
        members = [OWNER];
        return { body: { success: true, message: 'Ο χρήστης αφαιρέθηκε.' } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Αφαίρεση του maria@clinic.gr' }));
    const dialog = await screen.findByRole('dialog', { name: 'Αφαίρεση χρήστη;' });
    expect(dialog).toHaveTextContent('maria@clinic.gr');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Αφαίρεση' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'maria@clinic.gr' })).not.toBeInTheDocument(),
    );
    expect(calls.map((c) => c.key)).toContain('DELETE /api/team-members/2');
  });

  it('tells a marketer or a medical reviewer that the owner manages the team, asking nothing of the server', async () => {
    for (const role of ['marketer', 'medical_reviewer'] as const) {
      const calls = openTeam([], {}, role);
      expect(
        await screen.findByText('Μόνο ο ιδιοκτήτης του λογαριασμού διαχειρίζεται την ομάδα.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Πρόσκληση χρήστη' })).not.toBeInTheDocument();
      expect(calls).toEqual([]);
      document.body.innerHTML = '';
    }
  });
});
