// Debian's nginx (tests/support/nginx.sh installs it) as a round-robin balancer in front of
// several server processes: the several-processes test and the faults run it in the foreground,
// in a folder of their own, and stop it themselves. The site part is the configuration the
// README's "Running in production" shows (a test keeps the two the same).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The upstream and server blocks: round robin over `upstreams` (host:port), each request's
 * connection refused or reset on one process tried on the next (nginx's default `error timeout`,
 * which never resends a POST that reached a process), a process that failed left out for 2 s,
 * uploads streamed through rather than spooled to the balancer's disk.
 */
export function balancerSite(upstreams: string[], listen: string): string {
  return [
    'upstream mygwm {',
    ...upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`),
    '}',
    'server {',
    `    listen ${listen};`,
    '    client_max_body_size 300m;',
    '    location / {',
    '        proxy_pass http://mygwm;',
    '        proxy_http_version 1.1;',
    '        proxy_set_header Host $host;',
    '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '        proxy_set_header X-Forwarded-Proto $scheme;',
    '        proxy_request_buffering off;',
    '        proxy_buffering off;',
    '        proxy_read_timeout 120s;',
    '        proxy_next_upstream error timeout;',
    '    }',
    '}',
  ].join('\n');
}

export interface Balancer {
  base: string;
  stop(): Promise<void>;
}

const NGINX = '/usr/sbin/nginx';

/** Starts nginx on `port` over the processes on `upstreamPorts`; each answer names the process in `X-Upstream`, for the tests. */
export async function startBalancer(port: number, upstreamPorts: number[]): Promise<Balancer> {
  const dir = mkdtempSync(join(tmpdir(), 'mygwm-nginx-'));
  const site = balancerSite(
    upstreamPorts.map((p) => `127.0.0.1:${p}`),
    `127.0.0.1:${port}`,
  ).replace('    location / {', '    add_header X-Upstream $upstream_addr always;\n    location / {');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${dir}/${kind};`);
  const config = [
    // Run as root (CI), nginx would hand its workers to `nobody`, who cannot write in our folder.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    'daemon off;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log error;`,
    'events { worker_connections 1024; }',
    'http {',
    '    access_log off;',
    ...temp,
    site,
    '}',
  ].join('\n');
  writeFileSync(join(dir, 'nginx.conf'), config);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start (${child.exitCode})`);
    // Any answer, even a 502 while no process is up yet, means nginx listens.
    if (
      await fetch(`${base}/api/health/live`).then(
        () => true,
        () => false,
      )
    ) {
      return {
        base,
        async stop() {
          child.kill('SIGQUIT');
          await exited;
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
  }
  child.kill('SIGKILL');
  throw new Error('nginx did not listen within 10 s');
}
