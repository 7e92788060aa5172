// Debian's nginx in front of the sandbox instances, on one origin: round robin by default; a request
// carrying `X-Clipback-Instance: a` (or b, …) goes to that instance only, so a test can choose where a call
// lands. Runs in the foreground with its config, pid, logs and temp files in the tier's folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../support/freePort.mjs';
import { waitFor } from './waitFor';

export const NGINX_PATH = '/usr/sbin/nginx';
/** The request header that pins a call to one instance (its name, lower-case). */
export const INSTANCE_HEADER = 'X-Clipback-Instance';
const PROXY_READY_PATH = '/nginx-ready';

export interface Upstream {
  name: string;
  port: number;
}

export interface RunningProxy {
  origin: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

export function nginxConfig({ port, upstreams, folder }: { port: number; upstreams: readonly Upstream[]; folder: string }): string {
  const server = (upstream: Upstream) => `server 127.0.0.1:${upstream.port} max_fails=1 fail_timeout=2s;`;
  return `
worker_processes 1;
pid ${join(folder, 'nginx.pid')};
error_log ${join(folder, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${join(folder, 'access.log')};
  client_body_temp_path ${join(folder, 'client_body')};
  proxy_temp_path ${join(folder, 'proxy')};
  fastcgi_temp_path ${join(folder, 'fastcgi')};
  uwsgi_temp_path ${join(folder, 'uwsgi')};
  scgi_temp_path ${join(folder, 'scgi')};
  client_max_body_size 2m;

  ${upstreams.map((upstream) => `upstream instance_${upstream.name} { ${server(upstream)} }`).join('\n  ')}
  upstream instances {
    ${upstreams.map(server).join('\n    ')}
    keepalive 16;
  }
  map $http_${INSTANCE_HEADER.toLowerCase().replace(/-/g, '_')} $pool {
    default instances;
    ${upstreams.map((upstream) => `${upstream.name} instance_${upstream.name};`).join('\n    ')}
  }

  server {
    listen 127.0.0.1:${port};
    # nginx's own readiness, which touches no instance (a refused probe would mark an instance down).
    location = ${PROXY_READY_PATH} { return 204; }
    location / {
      proxy_pass http://$pool;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Which instance answered, for tests that check the split.
      add_header X-Upstream $upstream_addr always;
      proxy_read_timeout 30s;
    }
  }
}
`;
}

export async function startNginx(folder: string, upstreams: readonly Upstream[]): Promise<RunningProxy> {
  mkdirSync(folder, { recursive: true });
  const port = await freePort();
  const configFile = join(folder, 'nginx.conf');
  writeFileSync(configFile, nginxConfig({ port, upstreams, folder }));
  const errorLog = join(folder, 'error.log');
  const nginx: ChildProcess = spawn(NGINX_PATH, ['-p', folder, '-c', configFile, '-e', errorLog, '-g', 'daemon off;'], { stdio: 'ignore' });
  const origin = `http://localhost:${port}`;
  await waitFor(`nginx on port ${port}`, async () => {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}):\n${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`);
    try {
      return (await fetch(`${origin}${PROXY_READY_PATH}`)).status === 204;
    } catch {
      return false;
    }
  });
  return {
    origin,
    pid: nginx.pid,
    async stop() {
      if (nginx.exitCode !== null) return;
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    },
  };
}
