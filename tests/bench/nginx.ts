import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/** An nginx binary on this machine (Debian puts it in /usr/sbin), else null. */
function findNginx(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    const file = path.join(dir, 'nginx');
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/**
 * nginx serving the same page as a static file from a temp folder on a loopback port, one worker,
 * no access log: the yardstick of the public page benchmarks (cards, websites). Null (and says so)
 * without nginx.
 */
export async function startNginx(html: string): Promise<{ url: string; stop(): void } | null> {
  const nginx = findNginx();
  if (!nginx) {
    console.log('nginx is not installed: the nginx figure and the ratio are skipped');
    return null;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  fs.mkdirSync(path.join(dir, 'www'));
  fs.writeFileSync(path.join(dir, 'www', 'page.html'), html);
  // Run as root, nginx's workers drop to its unprivileged user, who must be able to read the page.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(path.join(dir, 'www'), 0o755);
  fs.chmodSync(path.join(dir, 'www', 'page.html'), 0o644);
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
  }
}
`,
  );
  const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/page.html`;
  const stop = () => {
    child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i >= 50 || child.exitCode !== null)
        throw new Error(`nginx did not start: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await autocannon({ url, connections: 10, duration: 1 });
    return { url, stop };
  } catch (err) {
    stop();
    throw err;
  }
}

/** nginx's figure for the page: 10 connections for `seconds` (see startNginx). */
export async function benchNginx(html: string, seconds: number): Promise<autocannon.Result | null> {
  const nginx = await startNginx(html);
  if (!nginx) return null;
  try {
    return await autocannon({ url: nginx.url, connections: 10, duration: seconds });
  } finally {
    nginx.stop();
  }
}
