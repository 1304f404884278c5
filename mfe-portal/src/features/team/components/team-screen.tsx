import type { MemberRole, TeamMember } from '@studio/contracts';
import { Alert, Badge, Button, Card, CenteredSpinner, Field, Input, Select, toast } from '@studio/ui';
import { HandLinkPanel, PageHeader } from '@studio/ui/content';
import { ConfirmDialog } from '@studio/ui/dialogs';
import { errorMessage, useDocumentTitle } from '@studio/web';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useMemberPermissions } from '../../../session.ts';
import { texts } from '../../../texts.ts';
import {
  changeTeamMemberRole,
  inviteTeamMember,
  removeTeamMember,
  resendInvitation,
  useTeamMembers,
} from '../api/team-members.ts';
import { teamTexts as t } from '../texts.ts';

const ROLES: MemberRole[] = ['owner', 'marketer', 'medical_reviewer'];

const when = (iso: string) =>
  new Date(iso).toLocaleString('el-GR', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });

/**
 * /portal/team: the account's users with their roles; its owner invites a user by e-mail with a role
 * (each pending invitation keeps its link, when no mail server sent it, and «Αποστολή ξανά»), changes a
 * role (the user signs in again) and removes a user. The server refuses the
 * last owner's change and one's own; its Greek message is shown.
 */
export function TeamScreen() {
  useDocumentTitle(t.title);
  const { managesTeam } = useMemberPermissions();
  const { data, error, isLoading, mutate } = useTeamMembers(managesTeam);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  if (!managesTeam)
    return (
      <Screen>
        <PageHeader title={t.title} subtitle={t.subtitle} />
        <Alert tone="info" title={t.ownerOnly}>
          {t.ownerOnlyBody}
        </Alert>
      </Screen>
    );

  const changeRole = async (member: TeamMember, role: MemberRole) => {
    setBusy(member.id);
    try {
      const answer = await changeTeamMemberRole(member.id, role);
      toast.success(answer.message);
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, t.failed) });
    } finally {
      setBusy(null);
      await mutate();
    }
  };

  const resend = async (member: TeamMember) => {
    setBusy(member.id);
    try {
      const answer = await resendInvitation(member.id);
      toast.success(answer.message);
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, t.failed) });
    } finally {
      setBusy(null);
      await mutate();
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(removing.id);
    try {
      const answer = await removeTeamMember(removing.id);
      toast.success(answer.message);
      setRemoving(null);
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, t.failed) });
    } finally {
      setBusy(null);
      await mutate();
    }
  };

  return (
    <Screen>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <InviteForm onInvited={async () => void (await mutate())} />
      <Card as="section" aria-labelledby="team-members-title" $padding="lg">
        <SectionTitle id="team-members-title">{t.membersTitle}</SectionTitle>
        {isLoading && <CenteredSpinner label={texts.loading} />}
        {error && <Alert tone="danger">{t.loadFailed}</Alert>}
        {data && (
          <Members>
            {data.members.map((member) => (
              <MemberRow key={member.id} aria-label={member.email}>
                <Who>
                  <Email>{member.email}</Email>
                  <Badges>
                    {member.you && <Badge tone="info">{t.you}</Badge>}
                    {member.invitationPending && <Badge tone="warning">{t.pending}</Badge>}
                    {member.disabled && <Badge tone="danger">{t.disabled}</Badge>}
                  </Badges>
                </Who>
                <Controls>
                  {member.you ? (
                    <OwnRole>{t.roles[member.role]}</OwnRole>
                  ) : (
                    <>
                      <Select
                        aria-label={t.roleOf(member.email)}
                        value={member.role}
                        disabled={busy === member.id}
                        onChange={(event) => void changeRole(member, event.target.value as MemberRole)}
                      >
                        {ROLES.map((role) => (
                          <option key={role} value={role}>
                            {t.roles[role]}
                          </option>
                        ))}
                      </Select>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t.removeOf(member.email)}
                        disabled={busy === member.id}
                        onClick={() => setRemoving(member)}
                      >
                        {t.remove}
                      </Button>
                    </>
                  )}
                </Controls>
                {member.invitationPending && !member.disabled && (
                  <Invitation>
                    {member.invitation && (
                      <InvitationLink email={member.email} invitation={member.invitation} />
                    )}
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t.resendOf(member.email)}
                      loading={busy === member.id}
                      disabled={busy === member.id}
                      onClick={() => void resend(member)}
                    >
                      {t.resend}
                    </Button>
                  </Invitation>
                )}
              </MemberRow>
            ))}
          </Members>
        )}
      </Card>
      <RoleGuide />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t.removeTitle}
        message={removing ? t.removeBody(removing.email) : ''}
        confirmLabel={t.remove}
        cancelLabel={t.cancel}
        closeLabel={t.close}
        tone="danger"
        busy={busy !== null && busy === removing?.id}
        onConfirm={confirmRemove}
      />
    </Screen>
  );
}

/** The e-mail and role of a new user; the list below shows the invitation (its link, if no mail took it). */
function InviteForm({ onInvited }: { onInvited: () => Promise<void> }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('marketer');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setProblem(t.emailRequired);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const answer = await inviteTeamMember({ email, role });
      toast.success(answer.message);
      setEmail('');
      await onInvited();
    } catch (failure) {
      setProblem(errorMessage(failure, t.failed));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="team-invite-title" $padding="lg">
      <SectionTitle id="team-invite-title">{t.inviteTitle}</SectionTitle>
      <InviteGrid onSubmit={submit} noValidate>
        <Field label={t.email} error={problem ?? undefined} hint={t.inviteHint}>
          <Input
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field label={t.role}>
          <Select value={role} onChange={(event) => setRole(event.target.value as MemberRole)}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t.roles[r]}
              </option>
            ))}
          </Select>
        </Field>
        <SubmitCell>
          <Button type="submit" loading={sending}>
            {t.invite}
          </Button>
        </SubmitCell>
      </InviteGrid>
    </Card>
  );
}

/** A pending invitation's link to send by hand (no mail server took it), with its expiry and a copy button. */
function InvitationLink({
  email,
  invitation,
}: {
  email: string;
  invitation: { link: string; expiresAt: string };
}) {
  const title = t.linkTitle(email);
  return (
    <HandLinkPanel
      label={title}
      link={invitation.link}
      texts={{ copy: t.copy, copied: t.copied, copyByHand: t.copyByHand }}
    >
      <strong>{title}</strong>
      <span>{t.linkBody(when(invitation.expiresAt))}</span>
    </HandLinkPanel>
  );
}

/** What each role may do, as the server enforces it. */
function RoleGuide() {
  return (
    <Guide aria-label={t.rolesTitle}>
      <SectionTitle as="h2">{t.rolesTitle}</SectionTitle>
      <dl>
        {ROLES.map((role) => (
          <div key={role}>
            <dt>{t.roles[role]}</dt>
            <dd>{t.roleDescriptions[role]}</dd>
          </div>
        ))}
      </dl>
    </Guide>
  );
}

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 960px;
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

/** The invitation's fields in a row; the role column fits its longest Greek name with the select's arrow. */
const InviteGrid = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(17rem, 1fr) auto;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Lines the button up with the inputs under their labels. */
const SubmitCell = styled.div`
  padding-top: 1.75rem;

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding-top: 0;
  }
`;

const Members = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const MemberRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} 0`};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** A pending invitation under its user: the link to pass on, and «Αποστολή ξανά». */
const Invitation = styled.div`
  flex-basis: 100%;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child:not(button) {
    align-self: stretch;
  }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Email = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};

  &:empty {
    display: none;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  select {
    min-width: 11rem;
  }
`;

const OwnRole = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Guide = styled.section`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  h2 {
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.colors.text};
  }

  dl {
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }

  dd {
    margin: 0;
  }
`;
