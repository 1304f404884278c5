/** A sample page of a sandbox user; the first has a linked Instagram business account. */
export type SandboxPage = {
  id: string;
  name: string;
  category: string;
  instagram: { id: string; name: string; username: string } | null;
};

const PAGE_BASE = 100_000_000_000_000n;
const INSTAGRAM_BASE = 17_840_000_000_000_000n;
/** Ids per user: user n's pages are BASE + 10n + 1, + 2; user 0 (the standalone fake's) keeps the classic ids. */
const SLOTS = 10n;

const TEMPLATES = [
  {
    name: 'Κλινική Demo – Αθήνα',
    category: 'Medical & Health',
    instagram: { name: 'Κλινική Demo', username: 'clinic.demo.athens' },
  },
  { name: 'Κλινική Demo – Θεσσαλονίκη', category: 'Beauty, Cosmetic & Personal Care', instagram: null },
] as const;

/** The pages the sandbox user manages: each business account has pages of its own. */
export function sandboxPagesOf(userKey: number): SandboxPage[] {
  return TEMPLATES.map((template, index) => {
    const slot = BigInt(userKey) * SLOTS + BigInt(index + 1);
    return {
      id: String(PAGE_BASE + slot),
      name: template.name,
      category: template.category,
      instagram: template.instagram
        ? {
            id: String(INSTAGRAM_BASE + slot),
            name: template.instagram.name,
            username: template.instagram.username,
          }
        : null,
    };
  });
}

/** The page an id is (or whose Instagram account it is), with its user; null for any other id. */
export function sandboxPageById(id: string): { userKey: number; page: SandboxPage } | null {
  if (!/^\d{15,20}$/.test(id)) return null;
  const value = BigInt(id);
  const base = value >= INSTAGRAM_BASE ? INSTAGRAM_BASE : PAGE_BASE;
  const slot = value - base;
  if (slot <= 0n || slot % SLOTS === 0n || slot / SLOTS > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const userKey = Number(slot / SLOTS);
  const page = sandboxPagesOf(userKey).find((p) => p.id === id || p.instagram?.id === id);
  return page ? { userKey, page } : null;
}

export const SANDBOX_USER_NAME = 'Demo Clinic';
