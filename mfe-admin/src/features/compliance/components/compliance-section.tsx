import {
  COMPLIANCE_TERM_MAX,
  type ComplianceRule,
  type ComplianceTerm,
  isLockedTerm,
  SHIPPED_BY,
  TERM_REQUIRED,
} from '@studio/contracts';
import { Alert, Badge, Button, Card, CenteredSpinner, Input, MutedText, Stack, toast } from '@studio/ui';
import { FieldWithButton, Table, Td, Th, Tr } from '@studio/ui/content';
import { errorMessage } from '@studio/web';
import { type FormEvent, useState } from 'react';
import styled, { css } from 'styled-components';
import { AddComplianceTermRequest, addComplianceTerm } from '../api/add-compliance-term.ts';
import { useComplianceRules } from '../api/get-compliance-rules.ts';
import { updateComplianceTerm } from '../api/update-compliance-term.ts';
import { DisableTermDialog } from './disable-term-dialog.tsx';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const severityLabel = { block: 'Block', warn: 'Warn' } as const;
const severityHint = {
  block:
    'Never scheduled or published while the text holds one of these terms. The shipped terms are the legal floor and cannot be disabled; terms you add can be, with a reason.',
  warn: 'Scheduled only after the business acknowledges the flag for that text. Disabling a term needs a reason.',
} as const;

/** Why a shipped block term has no Disable button. */
const LOCKED_NOTE = 'Legal floor: shipped terms of a block rule cannot be disabled.';

/** Who added a term, as the table says it. */
const addedByLabel = (addedBy: string) => (addedBy === SHIPPED_BY ? 'Shipped' : addedBy);

/**
 * Compliance Rules: the medical advertising rules every post is checked against, on
 * every path and again just before publishing. The admin adds terms and disables (with a reason) or
 * enables them, except the shipped terms of block rules, shown locked; each change is a new version of
 * the rule set, recorded with the admin's name, when and why.
 */
export function ComplianceSection() {
  const { data, error, isLoading, mutate } = useComplianceRules();
  if (isLoading) return <CenteredSpinner label="Loading compliance rules" />;
  if (error || !data)
    return (
      <Alert tone="danger" title="Could not load the compliance rules">
        {errorMessage(error, 'Try again.')}
        <Button size="sm" variant="secondary" onClick={() => void mutate()}>
          Retry
        </Button>
      </Alert>
    );
  const refresh = () => void mutate();

  return (
    <Sections $gap="lg">
      <Intro>
        <p>
          Rule set version <strong>{data.ruleSet.version}</strong>. A term matches whatever the case, accents
          or final sigma, and the inflected forms of its words (Greek endings; English -s, -ed, -ing). End a
          word with <code>*</code> to match every word it starts (<code>έφηβ*</code>).
        </p>
      </Intro>
      {data.ruleSet.rules.map((rule) => (
        <RuleCard key={rule.id} rule={rule} onChanged={refresh} />
      ))}
      <section aria-labelledby="compliance-changes">
        <SectionTitle id="compliance-changes">Recent changes</SectionTitle>
        {data.changes.length === 0 ? (
          <MutedText as="span">No changes yet: the rules are as shipped.</MutedText>
        ) : (
          <ChangesOnPhone>
            <Table caption="Recent changes of the compliance rules">
              <thead>
                <Tr>
                  <Th>Version</Th>
                  <Th>Change</Th>
                  <Th>Rule</Th>
                  <Th>Term</Th>
                  <Th>By</Th>
                  <Th>When</Th>
                  <Th>Reason</Th>
                </Tr>
              </thead>
              <tbody>
                {data.changes.map((change) => (
                  <Tr key={change.version}>
                    <Td data-label="Version">{change.version}</Td>
                    <Td data-label="Change">{change.action}</Td>
                    <Td data-label="Rule">{change.ruleId}</Td>
                    <Td data-label="Term" lang="el">
                      {change.term}
                    </Td>
                    <Td data-label="By">{change.by}</Td>
                    <NoWrap data-label="When">{when(change.at)}</NoWrap>
                    <Td data-label="Reason">{change.reason ?? '—'}</Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
          </ChangesOnPhone>
        )}
      </section>
    </Sections>
  );
}

function RuleCard({ rule, onChanged }: { rule: ComplianceRule; onChanged: () => void }) {
  const [term, setTerm] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | 'add' | null>(null);
  const [disabling, setDisabling] = useState<ComplianceTerm | null>(null);
  const headingId = `rule-${rule.id}`;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = AddComplianceTermRequest.safeParse({ term });
    if (!parsed.success) {
      setInvalid(TERM_REQUIRED);
      return;
    }
    setInvalid(null);
    setBusy('add');
    try {
      const answer = await addComplianceTerm(rule.id, parsed.data);
      toast.success(answer.message);
      setTerm('');
      onChanged();
    } catch (failure) {
      toast.error('Error', { description: errorMessage(failure, 'Could not add the term.') });
    } finally {
      setBusy(null);
    }
  };

  const enable = async (item: ComplianceTerm) => {
    setBusy(item.id);
    try {
      const answer = await updateComplianceTerm(item.id, { active: true });
      toast.success(answer.message);
      onChanged();
    } catch (failure) {
      toast.error('Error', { description: errorMessage(failure, 'Could not change the term.') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <RuleSection as="section" aria-labelledby={headingId}>
      <Stack $gap="md">
        <RuleHeader>
          <RuleName id={headingId} lang="el">
            {rule.name}
          </RuleName>
          <Badge tone={rule.severity === 'block' ? 'danger' : 'warning'}>
            {severityLabel[rule.severity]}
          </Badge>
          <MutedText as="span">{rule.id}</MutedText>
        </RuleHeader>
        <MutedText as="span">{severityHint[rule.severity]}</MutedText>
        <Reason lang="el">{rule.reason}</Reason>
        <TermsTable rule={rule} busy={busy} onDisable={setDisabling} onEnable={(item) => void enable(item)} />
        <form onSubmit={add} aria-label={`Add a term to ${rule.id}`}>
          <TermField $gap="sm">
            <Input
              aria-label={`New term for ${rule.id}`}
              placeholder="New term, e.g. Botox or έφηβ*"
              value={term}
              maxLength={COMPLIANCE_TERM_MAX}
              aria-invalid={invalid !== null}
              onChange={(event) => setTerm(event.target.value)}
            />
            <Button type="submit" loading={busy === 'add'}>
              Add term
            </Button>
          </TermField>
          {invalid && <ErrorText role="alert">{invalid}</ErrorText>}
        </form>
      </Stack>
      {disabling && (
        <DisableTermDialog term={disabling} onDone={onChanged} onClose={() => setDisabling(null)} />
      )}
    </RuleSection>
  );
}

/** How many terms a rule shows before the rest are found or shown on request. */
const TERMS_SHOWN = 20;

/** A term as it is searched: small letters, no accents. */
const searchable = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A rule's terms. A rule with many (the medicines' names run to hundreds) shows its first TERMS_SHOWN,
 * a field that finds terms by their letters, and a button that shows them all.
 */
function TermsTable({
  rule,
  busy,
  onDisable,
  onEnable,
}: {
  rule: ComplianceRule;
  busy: number | 'add' | null;
  onDisable: (item: ComplianceTerm) => void;
  onEnable: (item: ComplianceTerm) => void;
}) {
  const [query, setQuery] = useState('');
  const [all, setAll] = useState(false);
  const long = rule.terms.length > TERMS_SHOWN;
  const wanted = searchable(query.trim());
  const found = wanted ? rule.terms.filter((item) => searchable(item.term).includes(wanted)) : rule.terms;
  const shown = all ? found : found.slice(0, TERMS_SHOWN);
  const count = (n: number) => `${n.toLocaleString('en-GB')} term${n === 1 ? '' : 's'}`;
  return (
    <>
      {long && (
        <Finder>
          <Input
            type="search"
            aria-label={`Find a term of ${rule.id}`}
            placeholder="Find a term, e.g. ozempic"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <MutedText as="p" role="status">
            {shown.length < found.length
              ? `Showing ${shown.length} of ${count(found.length)}${wanted ? ' found' : ''}.`
              : `${count(found.length)}${wanted ? ' found' : ''}.`}
          </MutedText>
        </Finder>
      )}
      <StackedOnPhone>
        <Table caption={`Terms of ${rule.id}`}>
          <thead>
            <Tr>
              <Th>Term</Th>
              <Th>Status</Th>
              <Th>Added</Th>
              <Th>Last change</Th>
              <Th>Action</Th>
            </Tr>
          </thead>
          <tbody>
            {shown.map((item) => (
              <TermRow
                key={item.id}
                rule={rule}
                item={item}
                busy={busy === item.id}
                onDisable={onDisable}
                onEnable={onEnable}
              />
            ))}
          </tbody>
        </Table>
      </StackedOnPhone>
      {long && found.length > TERMS_SHOWN && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setAll(!all)}>
            {all ? `Show the first ${TERMS_SHOWN}` : `Show all ${count(found.length)}`}
          </Button>
        </div>
      )}
    </>
  );
}

function TermRow({
  rule,
  item,
  busy,
  onDisable,
  onEnable,
}: {
  rule: ComplianceRule;
  item: ComplianceTerm;
  busy: boolean;
  onDisable: (item: ComplianceTerm) => void;
  onEnable: (item: ComplianceTerm) => void;
}) {
  return (
    <Tr>
      <Td lang="el" data-label="Term">
        {item.active ? item.term : <s>{item.term}</s>}
      </Td>
      <Td data-label="Status">
        <Badge tone={item.active ? 'success' : 'neutral'}>{item.active ? 'Active' : 'Disabled'}</Badge>
      </Td>
      <Td data-label="Added">
        {addedByLabel(item.addedBy)}
        <MutedText as="div">{when(item.addedAt)}</MutedText>
      </Td>
      <Td data-label="Last change">
        {item.changedBy && item.changedAt ? (
          <>
            {item.changedBy}
            <MutedText as="div">{when(item.changedAt)}</MutedText>
            {item.changeReason && <ChangeReason>“{item.changeReason}”</ChangeReason>}
          </>
        ) : (
          '—'
        )}
      </Td>
      <Td data-label="Action">
        {isLockedTerm(rule, item) ? (
          <Locked title={LOCKED_NOTE}>
            <Badge tone="neutral">Locked</Badge>
            <MutedText as="span">Legal floor</MutedText>
          </Locked>
        ) : item.active ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Disable ${item.term}`}
            onClick={() => onDisable(item)}
          >
            Disable
          </Button>
        ) : (
          <Button size="sm" loading={busy} aria-label={`Enable ${item.term}`} onClick={() => onEnable(item)}>
            Enable
          </Button>
        )}
      </Td>
    </Tr>
  );
}

/** The finder above a long list of terms: the field and how many it shows. */
const Finder = styled(Stack).attrs({ $gap: 'xs' })`
  max-width: 28rem;
`;

/** A flex child that may shrink below its table's width: the table scrolls inside it on a phone. */
const RuleSection = styled(Card)`
  min-width: 0;
`;

const Sections = styled(Stack)`
  min-width: 0;

  & > section {
    min-width: 0;
  }
`;

const Intro = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
`;

const RuleHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const RuleName = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 600;
`;

const Reason = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** A cell's name above its value, as the stacked cards on a phone show it. */
const cellLabel = css`
  content: attr(data-label);
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  letter-spacing: 0.03em;
  text-transform: uppercase;
`;

/**
 * On a phone, each term is a small card instead of a row to scroll sideways: the term and its status on
 * one line, who added and who last changed it side by side (each under its column's name), its action.
 */
const StackedOnPhone = styled.div`
  min-width: 0;

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }

    tbody tr {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
      align-items: start;
      padding: ${({ theme }) => theme.space.md};
    }

    td {
      display: block;
      padding: 0;
    }

    td:nth-child(2) {
      justify-self: end;
    }

    td:nth-child(5) {
      grid-column: 1 / -1;
    }

    td:nth-child(n + 3)::before {
      ${cellLabel}
    }

    td:last-child::before {
      content: none;
    }
  }
`;

/** The new term's field has no visible label (its rule heads the card): the button sits level with it. */
const TermField = styled(FieldWithButton)`
  > button {
    margin-top: 0;
  }
`;

/** On a phone, each change is a small card: its fields two by two under their names, the reason in full. */
const ChangesOnPhone = styled(StackedOnPhone)`
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    td:nth-child(2) {
      justify-self: start;
    }

    td:nth-child(5) {
      grid-column: auto;
    }

    td:nth-child(n)::before,
    td:last-child::before {
      ${cellLabel}
    }

    td:last-child {
      grid-column: 1 / -1;
    }
  }
`;

const NoWrap = styled(Td)`
  white-space: nowrap;
`;

const ChangeReason = styled.q`
  display: block;
  max-width: 32ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-style: italic;
  overflow-wrap: anywhere;
  quotes: none;
`;

const Locked = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

const ErrorText = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
