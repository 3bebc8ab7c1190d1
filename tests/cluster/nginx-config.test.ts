// deploy/nginx.conf (Docker) must say what scripts/cluster/nginx-config.mjs writes for
// `npm run start:cluster` and the cluster tests: the same upstream and proxy settings.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { httpBlock, nginxConfig } from '../../scripts/cluster/nginx-config.mjs';

const repoRoot = join(__dirname, '..', '..');

it('deploy/nginx.conf has the builder’s upstream and proxy settings', () => {
  const deployed = readFileSync(join(repoRoot, 'deploy', 'nginx.conf'), 'utf8');
  expect(deployed).toContain(httpBlock({ upstreams: ['node-a:8080', 'node-b:8080'], listen: '80' }));
});

it('keeps every file nginx writes inside its prefix', () => {
  const config = nginxConfig({ listenPort: 8090, upstreams: ['127.0.0.1:8081'], prefix: '/tmp/ec-nginx/' });
  const paths = [...config.matchAll(/^\s*(?:pid|error_log|\w+_temp_path) (\S+?);?(?: \w+;)?$/gm)].map((match) => match[1]);
  expect(paths).toHaveLength(7);
  for (const path of paths) expect(path).toMatch(/^\/tmp\/ec-nginx\/\w/);
  expect(config).toMatch(/^\s*access_log off;$/m);
  expect(config).toMatch(/^\s*listen 127\.0\.0\.1:8090;$/m);
});
