/**
 * Runs Debian's nginx on loopback with a brand's server block (scripts/nginx/config.ts
 * forLoopback): its own prefix, pid, logs and temp folders in a temporary directory, in
 * the foreground as a child process, so it needs no privileges and leaves nothing behind.
 * Used by the browser test of the static host (e2e/nginx.e2e.test.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static, which the generated config's brotli_static needs. */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function nginxMissing(): string | null {
  if (!fs.existsSync(NGINX_PATH)) return `${NGINX_PATH} not found: run bash scripts/ensure-nginx.sh (Debian's nginx) or set NGINX_PATH`;
  if (!fs.existsSync(BROTLI_STATIC_MODULE)) return `${BROTLI_STATIC_MODULE} not found: run bash scripts/ensure-nginx.sh (libnginx-mod-http-brotli-static)`;
  return null;
}

/** A port nothing listens on right now, from the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** The main configuration around one server block: everything in `prefix`, nginx in the foreground. */
function mainConf(serverConf: string, prefix: string): string {
  const p = (name: string) => path.join(prefix, name);
  return `load_module ${BROTLI_STATIC_MODULE};
daemon off;
worker_processes 1;
pid ${p('nginx.pid')};
error_log ${p('error.log')} warn;
${
  // As root, nginx would switch its workers to "nobody", who may not read a checkout under /root.
  process.getuid?.() === 0 ? 'user root;\n' : ''
}events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${p('access.log')};
    client_body_temp_path ${p('body')};
    proxy_temp_path ${p('proxy')};
    fastcgi_temp_path ${p('fastcgi')};
    uwsgi_temp_path ${p('uwsgi')};
    scgi_temp_path ${p('scgi')};
${serverConf}
}
`;
}

export interface LocalNginx { url: string; port: number; prefix: string; stop(): Promise<void> }

const connects = (port: number) => new Promise<boolean>((resolve) => {
  const s = net.connect(port, '127.0.0.1', () => { s.destroy(); resolve(true); });
  s.once('error', () => resolve(false));
});

/** A temporary prefix holding the main configuration, and nginx's arguments for it. */
function prepare(serverConf: string) {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, mainConf(serverConf, prefix));
  const args = ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')];
  const log = () => { try { return fs.readFileSync(path.join(prefix, 'error.log'), 'utf8'); } catch { return ''; } };
  const check = async () => {
    const test = await run(spawn(NGINX_PATH, [...args, '-t'], { stdio: ['ignore', 'pipe', 'pipe'] }));
    if (test.code !== 0) throw new Error(`nginx -t failed:\n${test.output}\n${log()}`);
  };
  return { prefix, args, log, check };
}

/** `nginx -t` of a server block: rejects with nginx's complaint. Binds no port. */
export async function checkNginxConf(serverConf: string): Promise<void> {
  const { prefix, check } = prepare(serverConf);
  try { await check(); } finally { fs.rmSync(prefix, { recursive: true, force: true }); }
}

/**
 * Checks the configuration (`nginx -t`), starts nginx and resolves once it accepts
 * connections on `port`; rejects with its error log if it fails or exits first.
 */
export async function startNginx(serverConf: string, port: number, opts: { timeoutMs?: number } = {}): Promise<LocalNginx> {
  const { prefix, args, log, check } = prepare(serverConf);
  await check();

  const child = spawn(NGINX_PATH, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let exited: string | null = null;
  const done = run(child).then((r) => { exited = `nginx exited with ${r.code ?? r.signal}:\n${r.output}\n${log()}`; });
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  while (!(await connects(port))) {
    if (exited) throw new Error(exited);
    if (Date.now() > deadline) { child.kill('SIGKILL'); throw new Error(`nginx did not listen on 127.0.0.1:${port}:\n${log()}`); }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    prefix,
    async stop() {
      // SIGQUIT: finish the answers under way, then exit (nginx's graceful shutdown).
      if (!exited) { child.kill('SIGQUIT'); await done; }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

function run(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (d) => { output += d; });
  child.stderr?.on('data', (d) => { output += d; });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, output }));
  });
}
