// Loaded (`node --import`) into every process `npm run services` and the tests start: the process stops,
// as on SIGTERM, once the process that started it is gone, killed with SIGKILL included. Nothing is left
// running on the platform's ports for a second run to mistake for its own.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 500).unref();
