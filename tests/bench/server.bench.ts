import autocannon from 'autocannon';
import { startBuiltServer } from './built-server';

const DURATION_SECONDS = 8;

async function load(title: string, url: string, token: string) {
  const result = await autocannon({ url, connections: 10, duration: DURATION_SECONDS, headers: { authorization: `Bearer ${token}` } });
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    '  %s %s req/s  p50 %s ms  p99 %s ms  (%s requests, %s failed)',
    title.padEnd(48),
    Math.round(result.requests.average).toLocaleString('en-US').padStart(7),
    result.latency.p50,
    result.latency.p99,
    result.requests.total,
    failed,
  );
}

export async function benchServer(): Promise<void> {
  const server = await startBuiltServer({ LOG_REQUESTS: '0' });
  try {
    const login = await fetch(`${server.url}/front/v1/common/mockLogin?username=demo_hr&scope=company`, { method: 'POST' });
    const { data } = (await login.json()) as { data: { token: string } };
    console.log('\nserver: autocannon, 10 connections, %s s each, PGlite, Node %s', DURATION_SECONDS, process.version);
    await load('GET front/v1/user/info', `${server.url}/front/v1/user/info`, data.token);
    await load('GET front/v1/job?pageSize=100&idOrder=desc&status=2', `${server.url}/front/v1/job?pageSize=100&idOrder=desc&status=2`, data.token);
  } finally {
    await server.stop();
  }
}
