import type { Page } from 'playwright-core';

/** What of the page runs past the screen's right edge, named so a failure says where to look. */
export async function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const past = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5 && getComputedStyle(el).position !== 'fixed';
    });
    // The innermost ones: their ancestors only run past because they hold them.
    return past
      .filter((el) => !past.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()} «${(el.textContent ?? '').trim().slice(0, 40)}»`);
  });
}
