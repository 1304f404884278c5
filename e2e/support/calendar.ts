import { NUMERIC_DATE_TIME } from '@studio/contracts';
import type { Page } from 'playwright-core';

export const ZONE = 'Europe/Athens';
export const DAY = 86_400_000;

/** yyyy-mm-dd of a moment in Athens. */
export const athensDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);

/** The moment of `day` 00:01 in Athens (UTC+2 in winter, UTC+3 in summer). */
export function athensMinuteAfterMidnight(day: string): Date {
  for (const offset of ['+02:00', '+03:00']) {
    const at = new Date(`${day}T00:01:00${offset}`);
    if (athensDay(at) === day && at.toLocaleTimeString('en-GB', { timeZone: ZONE }) === '00:01:00') return at;
  }
  throw new Error(`no 00:01 on ${day} in ${ZONE}`);
}

/** dd/MM/yyyy HH:mm as the campaigns card shows it (the browser is in Athens). */
export const cardTime = (day: string) => `${day.split('-').reverse().join('/')} 00:01`;

/**
 * Drags a post's chip onto a day of the month view, with the small moves FullCalendar needs to start a drag.
 * The day is brought to the middle of the window first: near its edges FullCalendar scrolls the page while
 * dragging, and the drop would land on another day.
 */
export async function dragToDay(page: Page, postId: number, day: string) {
  const chip = page.locator(`[data-post-id="${postId}"]`);
  const target = page.locator(`td.fc-daygrid-day[data-date="${day}"]`);
  await target.evaluate((cell) => cell.scrollIntoView({ block: 'center' }));
  const from = await chip.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error(`the chip of post ${postId} or the day ${day} is not on the screen`);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
}

/** A moment as a campaigns card names it: dd/MM/yyyy HH:mm in Athens (the browser's zone). */
export const cardMoment = (iso: string): string =>
  new Intl.DateTimeFormat('el-GR', { ...NUMERIC_DATE_TIME, timeZone: ZONE })
    .format(new Date(iso))
    .replace(',', '');
