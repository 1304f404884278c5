import { pngBytes } from '@studio/fakes';
import { expect } from 'vitest';

export type CallInit = { method?: string; json?: unknown; form?: FormData };

/** How many times a call answered 503 with Retry-After is made again, as a client told to wait would. */
const RETRIES_WHEN_TOLD = 5;

/**
 * Calls the platform through the gateway, as a screen would: the status and the JSON body. A 503 that
 * names its wait (Retry-After: a service catching up with a sign-in just made) is tried again after it.
 */
export async function callApi(baseUrl: string, path: string, token: string, init: CallInit = {}) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        Authorization: `Bearer ${token}`,
        ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    });
    const wait = Number(res.headers.get('Retry-After'));
    if (res.status === 503 && wait > 0 && attempt < RETRIES_WHEN_TOLD) {
      await res.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      continue;
    }
    // biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' fields freely
    return { status: res.status, body: (await res.json()) as any };
  }
}

/** The same call, which must succeed: the JSON body. */
export async function okApi(baseUrl: string, path: string, token: string, init: CallInit = {}) {
  const { status, body } = await callApi(baseUrl, path, token, init);
  expect(status, `${init.method ?? 'GET'} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body;
}

/**
 * Schedules a post as the card's button does. While the post's image is still being read for printed
 * words the platform refuses (409 image_text_pending, "try again in a few seconds"), which takes longer
 * on a loaded machine: the journey tries again, as the user is told to, until it is taken.
 */
export async function schedulePost(baseUrl: string, token: string, postId: number, timeout = 60_000) {
  const schedule = () =>
    callApi(baseUrl, `/api/bulk-posts/${postId}`, token, {
      method: 'PUT',
      json: { isScheduled: true, postStatus: 'scheduled' },
    });
  let answer = await schedule();
  await expect
    .poll(
      async () => {
        if (answer.body?.error === 'image_text_pending') answer = await schedule();
        return answer.body?.error;
      },
      { timeout, interval: 500 },
    )
    .not.toBe('image_text_pending');
  expect(answer.status, `schedule post ${postId}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

/**
 * Invites a business user as the admin does, and sets the password on the invitation link as the user
 * does (no SMTP server in the tests: the admin is answered the link).
 */
export async function inviteBusinessUser(
  baseUrl: string,
  admin: string,
  accountId: number,
  email: string,
  password: string,
): Promise<number> {
  const { adminUser, link } = await okApi(baseUrl, '/api/admin-users', admin, {
    method: 'POST',
    json: { accountId, email },
  });
  await setPasswordOnLink(baseUrl, link, password);
  return adminUser.id;
}

/** Sets the password on an invitation link's form, as the invited person does. */
async function setPasswordOnLink(baseUrl: string, link: string, password: string): Promise<void> {
  const res = await fetch(`${baseUrl}${new URL(link).pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password, confirm: password }).toString(),
  });
  expect(res.status, 'setting the password on the invitation link').toBe(200);
}

/**
 * Invites a member as the owner does on «Ομάδα» (the owner is answered the link), sets the password on
 * it, and signs the member in: the member's token.
 */
export async function inviteTeamMember(
  baseUrl: string,
  ownerToken: string,
  who: { email: string; password: string },
  role: string,
): Promise<string> {
  const { link } = await okApi(baseUrl, '/api/team-members', ownerToken, {
    method: 'POST',
    json: { email: who.email, role },
  });
  await setPasswordOnLink(baseUrl, link, who.password);
  return (await okApi(baseUrl, '/api/business/login', '', { method: 'POST', json: who })).token;
}

export type NewBusiness = {
  businessName: string;
  email: string;
  password: string;
  /** Step 1's company info (companyName, location, and optionally postFrequencyDays, scheduledTime). */
  company: Record<string, unknown>;
};

/**
 * A business account as the admin creates it (the account and its admin user), signed in, with its
 * company set up as step 1 does: the business's token.
 */
export async function createBusiness(baseUrl: string, admin: string, business: NewBusiness): Promise<string> {
  const { email, password } = business;
  const { account } = await okApi(baseUrl, '/api/accounts', admin, {
    method: 'POST',
    json: { businessName: business.businessName },
  });
  await inviteBusinessUser(baseUrl, admin, account.id, email, password);
  const { token } = await okApi(baseUrl, '/api/business/login', '', {
    method: 'POST',
    json: { email, password },
  });
  await okApi(baseUrl, '/api/v2/company-info', token, { method: 'POST', json: business.company });
  return token;
}

/**
 * Moves a scheduled post's time to a few seconds from now (a reschedule, as the calendar's drag does):
 * the journey schedules it a minute ahead, long enough to go through the screens, then need not wait
 * out the rest of that minute.
 */
export async function bringForward(baseUrl: string, token: string, postId: number, seconds = 3) {
  await okApi(baseUrl, `/api/bulk-posts/${postId}`, token, {
    method: 'PUT',
    json: { scheduledDate: new Date(Date.now() + seconds * 1000).toISOString() },
  });
}

/**
 * Waits until every image of the business's media library (its products' images among them) has been
 * read for printed words: scheduling a post refuses (409) while its image is still being read, which
 * takes longer on a loaded machine.
 */
export async function imagesRead(baseUrl: string, token: string, timeout = 60_000) {
  await expect
    .poll(
      async () => {
        const { media } = (await okApi(baseUrl, '/api/media', token)) as {
          media: { imageTextStatus: string }[];
        };
        return (
          media.length > 0 &&
          media.every((m) => m.imageTextStatus === 'read' || m.imageTextStatus === 'failed')
        );
      },
      { timeout },
    )
    .toBe(true);
}

/**
 * A catalogue product as the admin creates it (with a small PNG unless `image` is false), chosen by the
 * business as step 2 does: the catalogue product.
 */
export async function chooseNewProduct(
  baseUrl: string,
  admin: string,
  token: string,
  { name, description, image = true }: { name: string; description: string; image?: boolean },
): Promise<{ id: number }> {
  const form = new FormData();
  form.set('name', name);
  form.set('description', description);
  if (image)
    form.set('image', new File([new Uint8Array(pngBytes(40, 40))], 'product.png', { type: 'image/png' }));
  const { product } = await okApi(baseUrl, '/api/products', admin, { method: 'POST', form });
  await okApi(baseUrl, '/api/v2/account-products', token, {
    method: 'POST',
    json: { originalProductId: product.id },
  });
  return product;
}

/**
 * Waits until a post went out or failed, then expects it published: a failure fails with its reason,
 * as the card would show it.
 */
export async function expectPublished(baseUrl: string, token: string, postId: number, timeout = 120_000) {
  const stateOf = async () => {
    const found = (await okApi(baseUrl, '/api/bulk-posts', token)).bulkPosts.find(
      (p: { id: number }) => p.id === postId,
    );
    return `${found.postStatus}${found.failureReason ? `: ${found.failureReason}` : ''}`;
  };
  await expect.poll(stateOf, { timeout, interval: 2_000 }).toMatch(/^(published|failed)/);
  expect(await stateOf()).toBe('published');
}

/**
 * Writes the business's period and publishes its first post as a business would: set a minute ahead,
 * scheduled once its images are read, brought forward and waited for until it went out. The post.
 */
export async function publishFirstPost(
  baseUrl: string,
  token: string,
): Promise<{ id: number; content: string }> {
  await okApi(baseUrl, '/api/generate-period-posts', token, { method: 'POST' });
  const post = (await okApi(baseUrl, '/api/bulk-posts', token)).bulkPosts[0];
  await okApi(baseUrl, `/api/bulk-posts/${post.id}`, token, {
    method: 'PUT',
    json: { scheduledDate: new Date(Date.now() + 60_000).toISOString() },
  });
  await imagesRead(baseUrl, token);
  await schedulePost(baseUrl, token, post.id);
  await bringForward(baseUrl, token, post.id);
  await expectPublished(baseUrl, token, post.id);
  return post;
}

/**
 * Writes the business's period (POST /api/generate-period-posts) and answers its body. svc-posts hears of
 * a product just chosen through an event, after svc-auth's setup status already counts it: until then
 * it answers 400 no_products, which changes nothing, so it is asked again.
 */
export async function generatePeriod(baseUrl: string, token: string) {
  let generated = await callApi(baseUrl, '/api/generate-period-posts', token, { method: 'POST' });
  await expect
    .poll(
      async () => {
        if (generated.status === 400 && generated.body?.error === 'no_products')
          generated = await callApi(baseUrl, '/api/generate-period-posts', token, { method: 'POST' });
        return generated.status;
      },
      { timeout: 15_000 },
    )
    .toBe(200);
  return generated.body;
}
