import { type Clock, systemClock } from '@studio/kit';
/**
 * The Google sandbox's state as records of a kind, by key, each of one sandbox user: the one-time codes,
 * the tokens, the local posts and the replies to reviews, and the requests each API took per minute (its
 * quota, counted for every replica together). svc-social keeps them in a table of its own (every
 * replica sees the same sandbox); the tests keep them in memory (createMemoryRecords).
 */
export type RecordKind = 'code' | 'token' | 'post' | 'reply';

export type SandboxRecord = {
  kind: RecordKind;
  key: string;
  userKey: number;
  value: unknown;
  createdAt: Date;
};

export type RecordStore = {
  put(kind: RecordKind, key: string, userKey: number, value: unknown): Promise<void>;
  get(kind: RecordKind, key: string): Promise<SandboxRecord | null>;
  /** The record, removed in the same step: a second take of it finds nothing. */
  take(kind: RecordKind, key: string): Promise<SandboxRecord | null>;
  /** The user's records of a kind, oldest first. */
  list(kind: RecordKind, userKey: number): Promise<SandboxRecord[]>;
  /** Removes the records of a kind whose key starts with `prefix`. */
  removeByPrefix(kind: RecordKind, prefix: string): Promise<void>;
  /**
   * One more request to `api` in `minute` (minutes since the epoch), counted in one atomic step: the
   * requests it took in that minute, this one included. Counts of earlier minutes may be forgotten.
   */
  countRequest(api: string, minute: number): Promise<number>;
  reset(): Promise<void>;
};

/** The records in this process's memory (the tests' and the standalone sandbox's). */
export function createMemoryRecords(clock: Clock = systemClock): RecordStore {
  const records = new Map<string, SandboxRecord>();
  const requests = new Map<string, { minute: number; count: number }>();
  const id = (kind: RecordKind, key: string) => `${kind}\n${key}`;
  return {
    async put(kind, key, userKey, value) {
      const previous = records.get(id(kind, key));
      records.set(id(kind, key), { kind, key, userKey, value, createdAt: previous?.createdAt ?? clock() });
    },
    async get(kind, key) {
      return records.get(id(kind, key)) ?? null;
    },
    async take(kind, key) {
      const found = records.get(id(kind, key)) ?? null;
      records.delete(id(kind, key));
      return found;
    },
    async list(kind, userKey) {
      return [...records.values()].filter((r) => r.kind === kind && r.userKey === userKey);
    },
    async removeByPrefix(kind, prefix) {
      for (const [key, r] of records) if (r.kind === kind && r.key.startsWith(prefix)) records.delete(key);
    },
    async countRequest(api, minute) {
      const used = requests.get(api);
      const count = used && used.minute === minute ? used.count + 1 : 1;
      requests.set(api, { minute, count });
      return count;
    },
    async reset() {
      records.clear();
      requests.clear();
    },
  };
}
