import { tint } from '@studio/ui';
import styled from 'styled-components';
import { PHONE } from './compact-screen.ts';

/** FullCalendar drawn with the platform's theme (its CSS variables), light and dark alike. */
export const CalendarFrame = styled.div`
  --fc-border-color: ${({ theme }) => theme.colors.border};
  --fc-page-bg-color: ${({ theme }) => theme.colors.surface};
  --fc-neutral-bg-color: ${({ theme }) => theme.colors.surfaceMuted};
  --fc-neutral-text-color: ${({ theme }) => theme.colors.textMuted};
  --fc-list-event-hover-bg-color: ${({ theme }) => theme.colors.surfaceMuted};
  --fc-today-bg-color: ${({ theme }) => tint(theme.colors.primary, 10)};
  --fc-now-indicator-color: ${({ theme }) => theme.colors.danger};
  --fc-event-bg-color: transparent;
  --fc-event-border-color: transparent;
  --fc-event-text-color: ${({ theme }) => theme.colors.text};
  /* A holiday's tint as a colour, not an opacity: its name on it stays legible. */
  --fc-bg-event-color: ${({ theme }) => tint(theme.colors.warning, 14)};
  --fc-bg-event-opacity: 1;
  --fc-button-text-color: ${({ theme }) => theme.colors.text};
  --fc-button-bg-color: ${({ theme }) => theme.colors.surface};
  --fc-button-border-color: ${({ theme }) => theme.colors.border};
  --fc-button-hover-bg-color: ${({ theme }) => theme.colors.surfaceMuted};
  --fc-button-hover-border-color: ${({ theme }) => theme.colors.border};
  --fc-button-active-bg-color: ${({ theme }) => theme.colors.primary};
  --fc-button-active-border-color: ${({ theme }) => theme.colors.primary};

  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  min-width: 0;

  .fc .fc-toolbar {
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  .fc .fc-toolbar-title {
    font-size: ${({ theme }) => theme.fontSize.lg};
    text-transform: capitalize;
  }
  /* On a phone the period's title takes a row of its own, above the buttons. */
  @media ${PHONE} {
    .fc .fc-header-toolbar .fc-toolbar-chunk:has(.fc-toolbar-title) {
      order: -1;
      flex-basis: 100%;
      text-align: center;
    }
  }
  .fc .fc-button {
    font-size: ${({ theme }) => theme.fontSize.sm};
    text-transform: capitalize;
  }
  .fc .fc-button-primary:not(:disabled).fc-button-active,
  .fc .fc-button-primary:not(:disabled):active {
    color: ${({ theme }) => theme.colors.primaryText};
  }
  .fc .fc-button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  .fc a {
    color: inherit;
  }
  .fc .fc-daygrid-event,
  .fc .fc-timegrid-event {
    background: transparent;
    border: 0;
    box-shadow: none;
  }
  .fc .fc-event-draggable {
    cursor: grab;
  }
  .fc .fc-bg-event span {
    display: block;
    max-width: calc(100% - 32px);
    padding: 4px;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.warning};
  }
  /* Name days: small and muted under the day number (month), the weekday (week) or beside the day (list). */
  .fc .day-with-name {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    min-width: 0;
  }
  .fc .fc-col-header-cell .day-with-name {
    align-items: center;
  }
  .fc .fc-daygrid-day-top .fc-daygrid-day-number {
    min-width: 0;
    max-width: 100%;
  }
  /* The days of the months around the one shown: muted, not faded below legible contrast. */
  .fc .fc-day-other .fc-daygrid-day-top {
    opacity: 1;
  }
  .fc .fc-day-other .fc-daygrid-day-number {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .fc .name-day {
    display: block;
    max-width: 100%;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .fc .fc-list-day .name-day {
    display: inline;
  }
  .fc .next-run {
    border: 1px dashed ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
  .fc .fc-list-event:hover td {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  .fc .fc-list-day-cushion {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  /* The list: the chip says the time and the state; the title cell takes what is left and cuts the name. */
  .fc .fc-list-event-time,
  .fc .fc-list-event-graphic {
    display: none;
  }
  .fc .fc-list-event-title {
    width: 100%;
    max-width: 0;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space.xs};

    /* A phone's month cell is ~45 px: the chip keeps its state's colour and the time. */
    .fc .fc-daygrid-event img,
    .fc .fc-bg-event span,
    .fc .fc-daygrid-day .name-day {
      display: none;
    }
    .fc .fc-daygrid-event [data-state] > span:not(:first-of-type) {
      display: none;
    }
  }
`;
