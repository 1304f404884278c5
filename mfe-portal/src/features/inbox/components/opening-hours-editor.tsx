import { Button, MutedText, Select } from '@studio/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { timeZoneLabel } from '../../../time-zones.ts';
import { inboxTexts } from '../texts.ts';
import { dayProblem, TIMES, type WeekdayHours, weekProblem } from '../utils/opening-hours.ts';

const t = inboxTexts.settings.openingHours;

/**
 * The clinic's opening hours, day by day: whether a wait counts every hour or only the hours
 * the clinic answers; each weekday open or «Κλειστά», with its own from–to (on the clock of the company's
 * time zone, which the hint names).
 */
export function OpeningHoursEditor({
  limited,
  week,
  timeZone,
  disabled,
  onLimitedChange,
  onWeekChange,
}: {
  /** Only the opening hours count (false: every hour does). */
  limited: boolean;
  week: WeekdayHours[];
  /** The time zone the hours are read in (the company's). */
  timeZone: string;
  disabled: boolean;
  onLimitedChange: (limited: boolean) => void;
  onWeekChange: (week: WeekdayHours[]) => void;
}) {
  const name = useId();
  const problem = limited ? weekProblem(week) : null;
  const change = (day: number, fields: Partial<WeekdayHours>) =>
    onWeekChange(week.map((row) => (row.day === day ? { ...row, ...fields } : row)));
  const first = week.find((row) => row.open);
  const sameEverywhere = () =>
    first && onWeekChange(week.map((row) => (row.open ? { ...row, from: first.from, to: first.to } : row)));

  return (
    <Box aria-describedby={`${name}-hint`}>
      <legend>{t.title}</legend>
      <MutedText id={`${name}-hint`}>{t.hint(timeZoneLabel(timeZone))}</MutedText>
      <Choices>
        <label>
          <input
            type="radio"
            name={name}
            checked={!limited}
            disabled={disabled}
            onChange={() => onLimitedChange(false)}
          />
          {t.always}
        </label>
        <label>
          <input
            type="radio"
            name={name}
            checked={limited}
            disabled={disabled}
            onChange={() => onLimitedChange(true)}
          />
          {t.limited}
        </label>
      </Choices>
      {limited && (
        <>
          <Days>
            {week.map((row) => (
              <Day
                key={row.day}
                row={row}
                disabled={disabled}
                onChange={(fields) => change(row.day, fields)}
              />
            ))}
          </Days>
          {problem && <Problem role="alert">{problem}</Problem>}
          {!disabled && week.filter((row) => row.open).length > 1 && (
            <div>
              <WrappingButton
                type="button"
                size="sm"
                variant="secondary"
                title={t.sameEverywhereHint(t.days[first!.day - 1]!)}
                onClick={sameEverywhere}
              >
                {t.sameEverywhere}
              </WrappingButton>
            </div>
          )}
        </>
      )}
    </Box>
  );
}

function Day({
  row,
  disabled,
  onChange,
}: {
  row: WeekdayHours;
  disabled: boolean;
  onChange: (fields: Partial<WeekdayHours>) => void;
}) {
  const id = useId();
  const dayName = t.days[row.day - 1]!;
  const problem = dayProblem(row);
  return (
    <Row data-testid="opening-day" role="group" aria-labelledby={`${id}-day`}>
      <DayName id={`${id}-day`}>{dayName}</DayName>
      <Toggle>
        <input
          type="checkbox"
          role="switch"
          checked={row.open}
          aria-checked={row.open}
          disabled={disabled}
          aria-label={t.openOn(dayName)}
          onChange={(event) => onChange({ open: event.target.checked })}
        />
        <span aria-hidden>{row.open ? t.open : t.closed}</span>
      </Toggle>
      {row.open && (
        <Times>
          <TimeSelect
            value={row.from}
            disabled={disabled}
            aria-label={t.from(dayName)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          >
            <TimeOptions current={row.from} />
          </TimeSelect>
          <span aria-hidden>–</span>
          <TimeSelect
            value={row.to}
            disabled={disabled}
            aria-label={t.to(dayName)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          >
            <TimeOptions current={row.to} closing />
          </TimeSelect>
        </Times>
      )}
      {problem && (
        <DayProblem id={`${id}-problem`} role="alert">
          {problem}
        </DayProblem>
      )}
    </Row>
  );
}

/** The quarter hours of the day in 24-hour time (and midnight as a closing time), with the value kept if it is off them. */
function TimeOptions({ current, closing = false }: { current: string; closing?: boolean }) {
  const times = closing ? [...TIMES.slice(1), '24:00'] : TIMES;
  return (
    <>
      {!times.includes(current) && <option value={current}>{current}</option>}
      {times.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </>
  );
}

const Box = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    cursor: pointer;
  }

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Days = styled.div`
  display: grid;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 7.5rem 8rem 1fr;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr) auto;

    & > :nth-child(3) {
      grid-column: 1 / -1;
    }
  }
`;

const DayName = styled.span`
  font-weight: 600;
`;

const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  input {
    appearance: none;
    flex: none;
    position: relative;
    width: 40px;
    height: 22px;
    margin: 0;
    border-radius: 11px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: pointer;
    transition: background 0.15s, border-color 0.15s;
  }

  input::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    transition: transform 0.15s, background 0.15s;
  }

  input:checked {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }

  input:checked::after {
    transform: translateX(18px);
    background: ${({ theme }) => theme.colors.primaryText};
  }

  input:checked + span {
    color: ${({ theme }) => theme.colors.text};
  }

  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Times = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const WrappingButton = styled(Button)`
  max-width: 100%;
  white-space: normal;
  line-height: 1.3;
  padding-block: ${({ theme }) => theme.space.xs};
  text-align: left;
`;

const TimeSelect = styled(Select)`
  width: 6.5rem;
  font-variant-numeric: tabular-nums;
`;

const DayProblem = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
