import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type CallInit,
  chooseNewProduct,
  createBusiness,
  inviteTeamMember,
  okApi,
  publishFirstPost,
} from './support/api.ts';
import { adminToken, signInAsAdmin, useBrowser } from './support/browser.ts';
import { connectSandbox, signInAsBusiness } from './support/business.ts';
import { uploadVideo } from './support/media.ts';
import { testTag } from './support/tag.ts';

/** axe-core's script, injected into each screen as it is (the same file its browser build loads). */
const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;

/** The WCAG 2.1 level A and AA rules (axe's tags for them). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
/** Where to keep a screenshot of each screen as audited, for a person to look at (none: no screenshots). */
const SHOTS = process.env.A11Y_SCREENSHOTS;

/** axe's rules about colour: the text's contrast, and a link told from its text by more than colour. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Every WCAG 2.1 A/AA rule at both widths in the light theme; the dark theme changes colours, not
 * structure, so it is audited by the colour rules, at the desktop width (the phone layout draws from the
 * same palette); when screenshots are asked for, at both widths, for a person to look at.
 */
const LOOKS = [
  { theme: 'light', sizes: WIDTHS, only: { type: 'tag', values: WCAG_21_AA } },
  { theme: 'dark', sizes: SHOTS ? WIDTHS : [WIDTHS[1]!], only: { type: 'rule', values: COLOUR_RULES } },
] as const;

/** The rules one look runs: by WCAG tag, or by name. */
type RunOnly = (typeof LOOKS)[number]['only'];

/**
 * A screen: its path and what shows it has its data (a Playwright selector); for a dialog, also the
 * clicks (selectors, in order) that open it from the screen, and a name for its screenshot.
 */
type Screen = { path: string; shows: string; opens?: { clicks: string[]; name: string } };

/**
 * axe's critical and serious violations on the page as it is: one line per rule with the first elements
 * it found, so a failure says what to fix and where.
 */
async function violations(page: Page, only: RunOnly): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') refuses an inline script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (runOnly) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is the script just injected
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: runOnly.type, values: [...runOnly.values] },
      resultTypes: ['violations'],
    });
    return (result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[])
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
  }, only);
}

/**
 * The theme chosen as another tab would choose it (the stored choice and its storage event): the screen
 * is drawn again in place, its data and open dialog kept, and looked at once its new colours are there.
 */
async function chooseTheme(page: Page, theme: string): Promise<void> {
  await page.evaluate((chosen) => {
    localStorage.setItem('theme', chosen);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: chosen }));
  }, theme);
  await page.waitForFunction(
    (chosen) => getComputedStyle(document.documentElement).colorScheme === chosen,
    theme,
  );
  // The colours' transitions (a button's background) run out first: axe must read the new colours, not one between.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * How long a screen's data may take to show: this test audits what is drawn, not how fast, and `npm test`
 * runs it beside the code tests on a machine whose cores they keep busy.
 */
const DATA_SHOWN_MS = 60_000;

/** Opens a screen (and its dialog) in the light theme and waits for its data and images. */
async function open(page: Page, { path, shows, opens }: Screen): Promise<void> {
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.goto(path);
  await page.locator(`${shows} >> visible=true`).first().waitFor({ timeout: DATA_SHOWN_MS });
  for (const click of opens?.clicks ?? []) await page.locator(`${click} >> visible=true`).first().click();
  if (opens) await page.locator('[role=dialog] >> visible=true').first().waitFor();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/**
 * Opens each screen once at each width, waits for what shows it has its data (`shows`, a Playwright
 * selector) and its images, and runs axe in each look of LOOKS at that width, switching the theme in
 * place: what it finds, by theme, width and screen.
 */
async function audit(page: Page, screens: Screen[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const looks = LOOKS.filter(({ sizes }) => (sizes as readonly (typeof size)[]).includes(size));
    for (const screen of screens) {
      await open(page, screen);
      const name = `${screen.path}${screen.opens ? ` ${screen.opens.name}` : ''}`;
      for (const { theme, only } of looks) {
        await chooseTheme(page, theme);
        const seen = await violations(page, only);
        if (seen.length > 0) found[`${theme} ${size.width} ${name}`] = seen;
        // For a person to look at: best effort (a long page can take longer than Chromium allows).
        if (SHOTS)
          await page
            .screenshot({
              path: `${SHOTS}/${theme}-${size.width}${name.replaceAll(/[/ ]/g, '_')}.png`,
              fullPage: true,
            })
            .catch(() => undefined);
      }
    }
  }
  await page.evaluate(() => localStorage.removeItem('theme'));
  return found;
}

/**
 * Every screen of the portal and of the admin, with a business's data in it (products, a written period
 * with a published post, a Reel, inbox threads, a team of three roles and a post waiting for the
 * reviewer), has no critical or serious WCAG 2.1 A/AA violation by axe-core at 390 and 1366 px, in both themes.
 */
describe('accessibility of every screen', () => {
  const b = useBrowser();
  const tag = testTag();
  const owner = { email: `a11y-${tag}@derma.gr`, password: 'clinic-secret' };
  const ok = (path: string, token: string, init?: CallInit) => okApi(b.baseUrl, path, token, init);
  const product = `Ορός υαλουρονικού οξέος ${tag}`;

  /** The owner's account with its data, signed in on the page. */
  async function arrange() {
    const admin = await adminToken(b.baseUrl);
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Κλινική Προσβασιμότητας ${tag}`,
      ...owner,
      // A post every other day, so the period has a second post on any day of the week.
      company: { companyName: `Κλινική Προσβασιμότητας ${tag}`, location: 'Αθήνα', postFrequencyDays: 2 },
    });
    await chooseNewProduct(b.baseUrl, admin, token, {
      name: product,
      description: 'Ορός ενυδάτωσης με υαλουρονικό οξύ για ξηρές επιδερμίδες.',
    });
    await signInAsBusiness(b.page, owner);
    await connectSandbox(b.page, b.baseUrl, token, { instagram: true });
    const published = await publishFirstPost(b.baseUrl, token);

    // A patient's comment under the published post and a direct message to the page: two inbox threads.
    const { pages } = await ok('/api/facebook-sandbox/published', token);
    const onPage = pages.flatMap((p: { posts: { id: string; message: string }[] }) => p.posts);
    const sandboxPost = onPage.find((p: { message: string }) =>
      p.message.includes(published.content.split('\n')[0]!),
    );
    await ok('/api/facebook-sandbox/comments', token, {
      method: 'POST',
      json: { postId: sandboxPost.id, text: 'Πόσο κρατάει το αποτέλεσμα;', authorName: 'Μαρία Παπαδάκη' },
    });
    const facebookPage = pages.find((p: { platform: string }) => p.platform === 'facebook');
    await ok('/api/facebook-sandbox/messages', token, {
      method: 'POST',
      json: {
        pageId: facebookPage.pageId,
        text: 'Θα ήθελα ένα ραντεβού την Πέμπτη.',
        authorName: 'Γιώργος Νικολάου',
      },
    });

    // A Reel: the period's second post, made a Reel of a library video.
    const video = await uploadVideo(b.page, b.baseUrl, token, `Η αίθουσα θεραπειών ${tag}`);
    const [, second] = (await ok('/api/bulk-posts', token)).bulkPosts as { id: number }[];
    await ok(`/api/bulk-posts/${second!.id}/format`, token, {
      method: 'PUT',
      json: { format: 'reel', videoId: video.id },
    });

    // A team of three roles, one invitation still pending, and the Reel sent by the marketer to the reviewer.
    const marketerToken = await inviteTeamMember(
      b.baseUrl,
      token,
      { email: `mkt-${tag}@derma.gr`, password: 'marketer-secret' },
      'marketer',
    );
    await inviteTeamMember(
      b.baseUrl,
      token,
      { email: `dr-${tag}@derma.gr`, password: 'reviewer-secret' },
      'medical_reviewer',
    );
    await ok('/api/team-members', token, {
      method: 'POST',
      json: { email: `mkt2-${tag}@derma.gr`, role: 'marketer' },
    });
    await ok('/api/posts/clinical-signoff', token, { method: 'PUT', json: { mode: 'all' } });
    await ok(`/api/bulk-posts/${second!.id}/signoff`, marketerToken, { method: 'POST' });
    await expect.poll(async () => (await ok('/api/inbox/threads', token)).threads.length).toBe(2);
  }

  const button = (name: string) => `role=button[name="${name}"]`;
  const menuItem = (name: string) => `role=menuitem[name="${name}"]`;
  /** The menu of the period's upcoming post (the Reel), whose format can still change. */
  const lastPostMenu = `article >> nth=-1 >> ${button('Ενέργειες ανάρτησης')}`;
  /** The portal's dialogs, each opened as the owner opens it. */
  const portalDialogs: Screen[] = [
    {
      path: '/portal/products',
      shows: `text=${product}`,
      opens: { clicks: [button('Προσθήκη από τον κατάλογο')], name: 'catalogue' },
    },
    {
      path: '/portal/products',
      shows: `text=${product}`,
      opens: { clicks: [button('Νέο προϊόν με AI')], name: 'ai-product' },
    },
    {
      path: '/portal/products',
      shows: `text=${product}`,
      opens: { clicks: [button('Προεπισκόπηση')], name: 'product-preview' },
    },
    {
      path: '/portal/campaigns',
      shows: 'article',
      opens: { clicks: [button('Ενέργειες ανάρτησης'), menuItem('Αρχείο ανάρτησης')], name: 'post-record' },
    },
    {
      path: '/portal/campaigns',
      shows: 'article',
      opens: { clicks: [lastPostMenu, menuItem('Μορφή (Reel / Story)')], name: 'post-format' },
    },
    {
      path: '/portal/calendar',
      shows: '[data-post-id]',
      opens: { clicks: ['[data-post-id]'], name: 'calendar-post' },
    },
  ];
  /** The admin's dialogs. */
  const adminDialogs: Screen[] = [
    {
      path: '/admin/dashboard/products',
      shows: 'h1',
      opens: { clicks: [button('Add Product')], name: 'add-product' },
    },
    {
      path: '/admin/dashboard/products',
      shows: 'h1',
      opens: { clicks: [button('AI Generate Product')], name: 'ai-product' },
    },
    {
      path: '/admin/dashboard/accounts',
      shows: 'h1',
      opens: { clicks: [button('Create account')], name: 'create-account' },
    },
    {
      path: '/admin/dashboard/accounts',
      shows: 'role=row',
      opens: { clicks: [button('Add admin user')], name: 'add-admin-user' },
    },
  ];

  it('finds no critical or serious violation on any portal or admin screen or dialog at 390 and 1366 px', {
    timeout: 900_000,
  }, async () => {
    await arrange();
    const portal = await audit(b.page, [
      { path: '/portal/setup', shows: 'text=Στοιχεία επιχείρησης' },
      { path: '/portal/products', shows: `text=${product}` },
      { path: '/portal/platforms', shows: 'text=Demo Clinic' },
      { path: '/portal/campaigns', shows: 'article' },
      { path: '/portal/calendar', shows: 'text=Ημερολόγιο' },
      { path: '/portal/media', shows: `text=Η αίθουσα θεραπειών ${tag}` },
      { path: '/portal/analytics', shows: 'text=Αποτελέσματα' },
      { path: '/portal/inbox', shows: '[data-testid=inbox-thread]' },
      { path: '/portal/team', shows: `text=mkt-${tag}@derma.gr` },
      { path: '/portal/medical-review', shows: 'article' },
      { path: '/business/delete-post', shows: 'h1' },
      ...portalDialogs,
    ]);

    // Signed out: the two sign-in screens.
    await b.page.evaluate(() => localStorage.clear());
    const signIn = await audit(b.page, [
      { path: '/business/login', shows: 'form' },
      { path: '/admin', shows: 'form' },
    ]);
    await signInAsAdmin(b.page);
    const sections = [
      'products',
      'overview',
      'accounts',
      'llm-config',
      'compliance',
      'audit-log',
      'media',
      'calendar',
      'analytics',
    ];
    const admin = await audit(b.page, [
      ...sections.map((section) => ({ path: `/admin/dashboard/${section}`, shows: 'h1' })),
      { path: '/admin/image-test', shows: 'h1' },
      ...adminDialogs,
    ]);
    expect({ ...portal, ...signIn, ...admin }).toEqual({});
  });
});
