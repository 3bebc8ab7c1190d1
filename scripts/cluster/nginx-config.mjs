// nginx as the load balancer in front of several server nodes that share one PostgreSQL (README.md,
// "Deployment"). One builder for `npm run start:cluster` (scripts/start-cluster.mjs) and the
// cluster tests (tests/cluster/cluster.ts); deploy/nginx.conf is the same layout for Docker, and
// tests/cluster/nginx-config.test.ts keeps the two alike.

/** How long an idle connection through the balancer may stay open: chat WebSockets sit idle for long. */
export const READ_TIMEOUT = '1h';
/** Chat files reach 100 MB (CHAT_FILE_LIMIT_BYTES, packages/server/README.md), with room for the form around them. */
export const MAX_BODY_SIZE = '110m';

/**
 * What nginx does with every request: the same for each deployment. The upstream is `ec_nodes`,
 * `$connection_upgrade` comes from the map in `httpPreamble`.
 * @type {readonly string[]}
 */
export const PROXY_DIRECTIVES = [
  'proxy_pass http://ec_nodes;',
  'proxy_http_version 1.1;',
  // A WebSocket upgrade (/chat) is passed on; other requests keep the connection to the node open.
  'proxy_set_header Upgrade $http_upgrade;',
  'proxy_set_header Connection $connection_upgrade;',
  // The address the browser used (with its port): the chat service compares it with the page's Origin.
  'proxy_set_header Host $http_host;',
  'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  `proxy_read_timeout ${READ_TIMEOUT};`,
  `proxy_send_timeout ${READ_TIMEOUT};`,
  'proxy_connect_timeout 2s;',
  // A node that is down (refused, reset, timed out, or answering 502/503) is skipped: the request
  // goes to the next node. POSTs are retried only when the node never got them (nginx's rule).
  'proxy_next_upstream error timeout http_502 http_503;',
  `client_max_body_size ${MAX_BODY_SIZE};`,
];

/**
 * The parameters of each node in the upstream: no failure accounting. A node that refuses is
 * passed over for the next at once, request by request; counting failures instead took a node
 * out for fail_timeout, and two nodes restarted within it left nginx with "no live upstreams"
 * (502) while one of them was already serving again.
 */
export const UPSTREAM_PARAMETERS = 'max_fails=0';

/** @param {string} text @param {string} indent */
function indented(text, indent) {
  return text
    .split('\n')
    .map((line) => (line ? indent + line : line))
    .join('\n');
}

/**
 * The `http` block's content: the WebSocket map, the round-robin upstream of the nodes and the
 * server that passes everything to it.
 * @param {{ upstreams: readonly string[], listen: string }} options
 * @returns {string}
 */
export function httpBlock({ upstreams, listen }) {
  if (upstreams.length === 0) throw new Error('nginxConfig: no upstream');
  return [
    'map $http_upgrade $connection_upgrade {',
    '    default upgrade;',
    "    '' '';",
    '}',
    '',
    '# Round robin: any node answers any request (no sticky sessions).',
    'upstream ec_nodes {',
    ...upstreams.map((address) => `    server ${address} ${UPSTREAM_PARAMETERS};`),
    // No pool of kept-alive connections to the nodes: after a node restarts, a POST sent on a
    // connection its previous process had closed fails after it was sent, which nginx does not
    // retry on another node (it may have been done), and the browser gets a 502.
    '}',
    '',
    'server {',
    `    listen ${listen};`,
    '    server_tokens off;',
    '    location / {',
    ...PROXY_DIRECTIVES.map((line) => `        ${line}`),
    '    }',
    '}',
  ].join('\n');
}

/**
 * A whole nginx.conf for `nginx -p <prefix> -c <prefix>/nginx.conf -e <prefix>/error.log -g 'daemon off;'`:
 * every file nginx writes (pid, error log, temporary bodies) is inside `prefix`, so it runs as
 * any user and leaves nothing behind once the folder is removed.
 * @param {{ listenPort: number, upstreams: readonly string[], prefix: string, listenHost?: string, user?: string }} options
 *   `upstreams`: host:port of each node; `user`: the workers' user, for a master started as root
 *   (nginx would otherwise run them as nobody, who cannot enter `prefix`).
 * @returns {string}
 */
export function nginxConfig({ listenPort, upstreams, prefix, listenHost = '127.0.0.1', user }) {
  const dir = prefix.replace(/\/+$/, '');
  if (/[\s;{}'"]/.test(dir)) throw new Error(`nginxConfig: the prefix ${dir} has characters nginx.conf cannot take unquoted`);
  return `${[
    '# Written by scripts/cluster/nginx-config.mjs.',
    ...(user ? [`user ${user};`] : []),
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    '',
    'events {',
    '    worker_connections 1024;',
    '}',
    '',
    'http {',
    '    access_log off;',
    `    client_body_temp_path ${dir}/client_body;`,
    `    proxy_temp_path ${dir}/proxy;`,
    `    fastcgi_temp_path ${dir}/fastcgi;`,
    `    uwsgi_temp_path ${dir}/uwsgi;`,
    `    scgi_temp_path ${dir}/scgi;`,
    '',
    indented(httpBlock({ upstreams, listen: `${listenHost}:${listenPort}` }), '    '),
    '}',
  ].join('\n')}\n`;
}

/**
 * The arguments that run nginx in the foreground on a config written by `nginxConfig` to
 * `<prefix>/nginx.conf` (`-e`: even the messages before the config is read stay in `prefix`).
 * @param {string} prefix
 * @returns {string[]}
 */
export function nginxArguments(prefix) {
  const dir = prefix.replace(/\/+$/, '');
  return ['-p', `${dir}/`, '-c', `${dir}/nginx.conf`, '-e', `${dir}/error.log`, '-g', 'daemon off;'];
}

/** Debian's nginx (`apt-get install nginx`), or NGINX_PATH. */
export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';
