// What `npm run services` keeps in DATA_DIR between runs: the processes of the run under way
// (services-run.json: its own pid and each process's), so that the next run finds any left behind, and
// the logins svc-auth seeded into each database (services-logins.json), printed at every start.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const readJson = (file, fallback) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return fallback;
    throw error;
  }
};

/** Whether `pid` runs and, where the system tells (Linux's /proc), runs a command holding `marker`. */
function runs(pid, marker) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
  } catch {
    return true;
  }
}

/** svc-auth's line for a login it seeded: `Seeded admin login: admin / secret at /admin`. */
const SEEDED = /^Seeded (admin|business) login: (\S+) \/ (.+) at (\S+)$/;
const SET_BY_OPERATOR = '(the password you set)';

export function runRecord(dataDir, databaseUrl) {
  const runFile = path.join(dataDir, 'services-run.json');
  const loginsFile = path.join(dataDir, 'services-logins.json');
  const database = databaseUrl.replace(/:[^:@/]*@/, '@');
  const record = { supervisor: process.pid, children: {} };
  const save = () => writeFileSync(runFile, JSON.stringify(record, null, 2));

  return {
    /** The processes an earlier run left running (its supervisor included), by name and pid. */
    leftRunning() {
      const earlier = readJson(runFile, null);
      if (!earlier || earlier.supervisor === process.pid) return [];
      const left = Object.entries(earlier.children ?? {})
        .filter(([, pid]) => runs(pid, 'dist/main.js'))
        .map(([name, pid]) => ({ name, pid }));
      if (runs(earlier.supervisor, 'services.mjs'))
        left.unshift({ name: 'npm run services', pid: earlier.supervisor });
      return left;
    },
    begin: save,
    spawned(name, pid) {
      record.children[name] = pid;
      save();
    },
    end() {
      rmSync(runFile, { force: true });
    },
    /** Keeps a login svc-auth says it seeded (into an empty database: once per database). */
    heard(line) {
      const seeded = SEEDED.exec(line.trim());
      if (!seeded) return;
      const [, area, username, password, loginPath] = seeded;
      const all = readJson(loginsFile, {});
      const kept = (all[database] ?? []).filter((l) => l.area !== area);
      all[database] = [
        ...kept,
        { area, username, password: password === SET_BY_OPERATOR ? null : password, path: loginPath },
      ];
      writeFileSync(loginsFile, JSON.stringify(all, null, 2), { mode: 0o600 });
    },
    /** The logins seeded into this database, admin first; a password the operator set is not known. */
    logins() {
      return (readJson(loginsFile, {})[database] ?? [])
        .map((l) => ({
          ...l,
          password: l.password ?? `the ${l.area === 'admin' ? 'ADMIN_PASSWORD' : 'DEMO_PASSWORD'} you set`,
        }))
        .sort((a, b) => (a.area === 'admin' ? -1 : b.area === 'admin' ? 1 : 0));
    },
  };
}
