/** @jest-environment node */
/**
 * The hosts' tests start wrangler with a server port and an inspector port,
 * and two runtimes side by side: each port must differ from every other one
 * the process asked for, or a runtime exits with "Address already in use".
 * The system alone gives no such promise: asked again and again, it hands back
 * ports it gave before (7 to 15 times in 400 requests, when this was written).
 */
import net from 'node:net';
import { freePort } from '../../hosts/support/free-port';

const REQUESTS = 400;

it('never hands out the same port twice in one process', async () => {
  const ports: number[] = [];
  for (let request = 0; request < REQUESTS; request += 1) ports.push(await freePort());
  expect(new Set(ports).size).toBe(REQUESTS);
});

it('hands out ports that can be bound on 127.0.0.1', async () => {
  const port = await freePort();
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  await new Promise<void>((resolve) => server.close(() => resolve()));
  expect(port).toBeGreaterThan(0);
});
