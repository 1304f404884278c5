/**
 * The reference proxy of figure 1: Debian's nginx as a plain reverse proxy in front of svc-posts (one
 * worker, as our gateway is one process; kept-alive upstream connections, as the gateway keeps them;
 * an access log, as the gateway logs every request; buffers that hold the route's 217 KB answer in
 * memory, as the gateway does, where the default 64 KB would spill it to a temporary file).
 * Installed with apt-get when it is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onCleanup, progress, sleep, stopChild } from './support.ts';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

function ensureNginx(): string {
  if (existsSync(NGINX)) return NGINX;
  progress('nginx: not installed, installing Debian’s nginx-light');
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'nginx-light'],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (${result.status})`);
  }
  if (!existsSync(NGINX)) throw new Error(`nginx is still missing at ${NGINX}`);
  return NGINX;
}

/** nginx on 127.0.0.1:`port`, proxying every path to 127.0.0.1:`upstreamPort`; stopped at the cleanup. */
export async function startNginx(port: number, upstreamPort: number) {
  const binary = ensureNginx();
  const prefix = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  onCleanup('nginx files', () => rmSync(prefix, { recursive: true, force: true }));
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream service { server 127.0.0.1:${upstreamPort}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://service;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffer_size 16k;
      proxy_buffers 32 16k;
      proxy_busy_buffers_size 64k;
    }
  }
}
`,
  );
  const child = spawn(binary, ['-p', prefix, '-c', config, '-e', `${prefix}/error.log`], { stdio: 'ignore' });
  onCleanup('nginx', () => stopChild(child));
  const url = `http://127.0.0.1:${port}`;
  // nginx says nothing when it is ready: it is once it answers (any status) on its port.
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with ${child.exitCode}: see ${prefix}/error.log`);
    const answered = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    if (answered) return { child, url };
    if (Date.now() > deadline) throw new Error('nginx did not answer within 10 s');
    await sleep(100);
  }
}
