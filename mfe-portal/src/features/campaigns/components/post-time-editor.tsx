import { Alert, Button, Field, Input, Label, Row, Stack } from '@studio/ui';
import { browserClock } from '@studio/web';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { el } from 'react-day-picker/locale/el';
import styled from 'styled-components';
import { campaignsTexts } from '../texts.ts';
import { formatDay } from '../utils/dates.ts';
import { scheduleMoment } from '../utils/schedule-time.ts';

type PostTimeEditorProps = {
  /** The post's present date (ISO), the month the calendar opens on. */
  current: string | null;
  saving: boolean;
  /** The new moment as an ISO UTC string. */
  onSave: (iso: string) => void;
  onCancel: () => void;
};

const startOfToday = () => {
  const now = browserClock();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The post's day at midnight, when it is today or later. */
function dayOf(current: string | null): Date | undefined {
  if (!current) return undefined;
  const at = new Date(current);
  const day = new Date(at.getFullYear(), at.getMonth(), at.getDate());
  return day >= startOfToday() ? day : undefined;
}

/** The post's time as ΩΩ:ΛΛ. */
const timeOf = (current: string | null) => {
  if (!current) return '';
  const at = new Date(current);
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

/**
 * Inline time edit: a date picker without past days and a time input.
 * Save waits for both; the moment must still be in the future when it is pressed.
 */
export function PostTimeEditor({ current, saving, onSave, onCancel }: PostTimeEditorProps) {
  // Opens on the post's own day and time (a past day cannot be chosen again: then only its time).
  const [day, setDay] = useState<Date | undefined>(() => dayOf(current));
  const [time, setTime] = useState(() => timeOf(current));
  const [error, setError] = useState<string | null>(null);
  const t = campaignsTexts.time;

  const save = () => {
    const result = scheduleMoment(day, time, browserClock());
    if (!result.ok) return setError(result.message);
    setError(null);
    onSave(result.iso);
  };

  return (
    <Stack $gap="sm">
      <Label as="span">{t.date}</Label>
      <Calendar>
        <DayPicker
          mode="single"
          locale={el}
          selected={day}
          defaultMonth={day ?? startOfToday()}
          onSelect={(value) => {
            setDay(value);
            setError(null);
          }}
          disabled={{ before: startOfToday() }}
        />
      </Calendar>
      <Chosen aria-live="polite">{day ? t.chosen(formatDay(day)) : t.noDate}</Chosen>
      {/* Typed as 24-hour ΩΩ:ΛΛ, as Setup does: the browser's own time field shows AM/PM in English. */}
      <Field label={t.time}>
        <TimeInput
          inputMode="numeric"
          placeholder="ΩΩ:ΛΛ"
          maxLength={5}
          autoComplete="off"
          value={time}
          onChange={(event) => {
            setTime(event.target.value);
            setError(null);
          }}
        />
      </Field>
      {error && <Alert tone="danger">{error}</Alert>}
      <Row $gap="sm">
        <Button size="sm" disabled={!day || !time} loading={saving} onClick={save}>
          {t.save}
        </Button>
        <Button size="sm" variant="secondary" disabled={saving} onClick={onCancel}>
          {t.cancel}
        </Button>
      </Row>
    </Stack>
  );
}

const Chosen = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const TimeInput = styled(Input)`
  max-width: 160px;
`;

/** The calendar drawn with the theme; react-day-picker's own stylesheet is not loaded. */
const Calendar = styled.div`
  .rdp-root {
    position: relative;
    display: inline-block;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: 36px;
    padding: 0 ${({ theme }) => theme.space.sm};
    font-weight: 600;
    text-transform: capitalize;
  }
  .rdp-nav {
    position: absolute;
    top: ${({ theme }) => theme.space.sm};
    right: ${({ theme }) => theme.space.sm};
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
  .rdp-button_previous,
  .rdp-button_next {
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
  .rdp-button_previous:disabled,
  .rdp-button_next:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  .rdp-chevron {
    width: 14px;
    height: 14px;
    fill: ${({ theme }) => theme.colors.text};
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    padding: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 600;
  }
  .rdp-day {
    padding: 1px;
    text-align: center;
  }
  .rdp-day_button {
    width: 36px;
    height: 36px;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  .rdp-day_button:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  .rdp-day_button:disabled {
    opacity: 0.35;
    cursor: not-allowed;
  }
  .rdp-today .rdp-day_button {
    border-color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  /* Also under the pointer, which is still on the day just clicked: the hover's pale fill would leave
     the selected day's light text unreadable. */
  .rdp-selected .rdp-day_button,
  .rdp-selected .rdp-day_button:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  .rdp-outside {
    opacity: 0.5;
  }
`;
