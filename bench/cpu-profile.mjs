// Preloaded (NODE_OPTIONS=--import) into a process under measurement when BENCH_CPU_PROF names a folder:
// a V8 CPU profile of the whole process, written there when it exits (node --cpu-prof, which
// NODE_OPTIONS does not take). The in-thread inspector session answers synchronously, so the profile
// is written even from an exit handler.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROF;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  session.post('Profiler.start');
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      const name = `${process.env.BENCH_PROFILE_NAME ?? 'process'}-${process.pid}.cpuprofile`;
      writeFileSync(path.join(dir, name), JSON.stringify(result.profile));
    });
  });
}
