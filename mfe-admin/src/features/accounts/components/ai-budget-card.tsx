import { type AccountPostsResponse, MAX_MONTHLY_AI_BUDGET_USD } from '@studio/contracts';
import { Button, Card, Field, Input, MutedText, toast } from '@studio/ui';
import { errorMessage } from '@studio/web';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { UpdateAiBudgetRequest, useUpdateAiBudget } from '../api/update-ai-budget.ts';
import { Facts } from './account-facts.tsx';

type AiBudget = AccountPostsResponse['aiBudget'];

const dollars = (usd: number) => `$${usd.toFixed(2)}`;

/**
 * The account's AI budget: this month's spending by model and task against it, the notice while writing
 * is paused, and the monthly budget and auto-pause the platform admin sets for it (the LLM configuration
 * screen's labels, for one account).
 */
export function AiBudgetCard({ accountId, budget }: { accountId: number; budget: AiBudget }) {
  const update = useUpdateAiBudget();
  const [amount, setAmount] = useState(String(budget.monthlyBudgetUsd));
  const [autoPause, setAutoPause] = useState(budget.autoPause);
  const [saving, setSaving] = useState(false);
  const pauseId = useId();
  const parsed = UpdateAiBudgetRequest.safeParse({ monthlyBudgetUsd: Number(amount), autoPause });
  const invalid = amount.trim() === '' || !parsed.success;
  const changed = Number(amount) !== budget.monthlyBudgetUsd || autoPause !== budget.autoPause;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    setSaving(true);
    try {
      await update(accountId, parsed.data);
      toast.success('AI budget saved');
    } catch (failure) {
      toast.error('Failed to save the AI budget', {
        description: errorMessage(failure, 'Please try again.'),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <h2>AI budget</h2>
      <BudgetFacts>
        <dt>AI spending this month</dt>
        <dd>
          {dollars(budget.spentUsd)} of ${budget.monthlyBudgetUsd} ({budget.month})
        </dd>
        <dt>AI auto-pause</dt>
        <dd>{budget.autoPause ? 'On' : 'Off'}</dd>
      </BudgetFacts>
      {budget.notice && <Notice role="status">{budget.notice}</Notice>}
      {budget.byModel.length > 0 && (
        <Calls aria-label="AI calls this month">
          {budget.byModel.map((row) => (
            <li key={`${row.model}:${row.task}`}>
              {row.model}, {row.task}: {row.calls} {row.calls === 1 ? 'call' : 'calls'},{' '}
              {(row.promptTokens + row.completionTokens).toLocaleString('en-GB')} tokens,{' '}
              {dollars(row.costUsd)}
            </li>
          ))}
        </Calls>
      )}
      <Form onSubmit={(event) => void save(event)}>
        <Field
          label="Monthly budget (USD)"
          error={
            invalid
              ? `Enter an amount from 0 to ${MAX_MONTHLY_AI_BUDGET_USD.toLocaleString('en-GB')}.`
              : undefined
          }
        >
          <Input
            type="number"
            min={0}
            max={MAX_MONTHLY_AI_BUDGET_USD}
            step="any"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Field>
        <Check htmlFor={pauseId}>
          <input
            id={pauseId}
            type="checkbox"
            checked={autoPause}
            onChange={(event) => setAutoPause(event.target.checked)}
          />
          <span>
            Pause when the budget is spent
            <Hint as="span">No more posts are written until next month.</Hint>
          </span>
        </Check>
        <Button type="submit" size="sm" loading={saving} disabled={invalid || !changed}>
          Save AI budget
        </Button>
      </Form>
    </Card>
  );
}

const BudgetFacts = styled(Facts)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Calls = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  cursor: pointer;
  input {
    margin-top: 0.2em;
  }
`;

const Hint = styled(MutedText)`
  display: block;
`;
