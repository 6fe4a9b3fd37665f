import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { RealtimeConnectionHandler } from '../realtime/RealtimeSocket.ts';
import { jsonBody, NOW, REFERENCE_DATE } from '../test/mockApi.ts';
import { type MockApiServer, startMockApiServer } from './server.ts';
import { createSessionFetch, type SessionFetch } from './sessionFetch.ts';

/** A GET over plain node:http, which (unlike fetch) shows the body as it came on the wire. */
function rawGet(url: string, client: SessionFetch, acceptEncoding?: string) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return new Promise<{ response: IncomingMessage; body: Buffer }>((resolve, reject) => {
    const headers = {
      accept: 'application/json',
      cookie: cookie.join('; '),
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    };
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

let directory = '';
let dataFile = '';
const start = (realtime?: RealtimeConnectionHandler) =>
  startMockApiServer({
    port: 0,
    dataFile,
    saveDelayMs: 20,
    referenceDate: REFERENCE_DATE,
    now: () => NOW,
    ...(realtime ? { realtime } : {}),
  });

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'mock-api-'));
  dataFile = join(directory, 'nested', 'db.json');
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('the local server', () => {
  let server: MockApiServer;
  afterAll(() => server?.close());

  it('signs in over real HTTP with cookies and answers the same handlers', async () => {
    server = await start();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const client = createSessionFetch(server.url);
    const login = await client.login('admin@airtime.test');
    expect(login.status).toBe(200);
    expect(client.cookies.has('airtime_session')).toBe(true);
    expect(client.cookies.has('XSRF-TOKEN')).toBe(true);
    expect((await client('/api/user')).status).toBe(200);
    expect((await client('/api//brand/brands-with-access/7')).status).toBe(200);
    const created = await client('/api/agencies', jsonBody('POST', { name: 'Persisted Media' }));
    expect(created.status).toBe(201);
    const missing = await client('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toMatch(/No mock handler/);
  });

  it('gzips a JSON answer for a client that takes it, as the real backend web server does', async () => {
    const client = createSessionFetch(server.url);
    await client.login('admin@airtime.test');
    const url = `${server.url}/api/creators?per_page=50`;
    const zipped = await rawGet(url, client, 'gzip, deflate, br');
    expect(zipped.response.headers['content-encoding']).toBe('gzip');
    expect(zipped.response.headers.vary).toBe('Accept-Encoding');
    const plain = await rawGet(url, client);
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    expect(zipped.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    );
    // A small answer goes as it is.
    const small = await rawGet(`${server.url}/__mock/health`, client, 'gzip');
    expect(small.response.headers['content-encoding']).toBeUndefined();
  });

  it('sends several Set-Cookie headers as separate lines', async () => {
    const response = await fetch(`${server.url}/sanctum/csrf-cookie`);
    expect(response.headers.getSetCookie()).toHaveLength(1);
    const client = createSessionFetch(server.url);
    await client.csrf();
    const login = await client(
      '/sanctum/login',
      jsonBody('POST', { email: 'ops@airtime.test', password: 'password' }),
    );
    expect(
      login.headers
        .getSetCookie()
        .some((line) => line.startsWith('airtime_session=') && line.includes('HttpOnly')),
    ).toBe(true);
  });

  it('keeps data and sessions across a restart', async () => {
    const client = createSessionFetch(server.url);
    await client.login('admin@airtime.test');
    await server.close();
    const saved = JSON.parse(await readFile(dataFile, 'utf8'));
    expect(saved.format).toBe('airtime-mock-api@1');

    server = await start();
    const again = createSessionFetch(server.url);
    for (const [name, value] of client.cookies) again.cookies.set(name, value);
    expect((await again('/api/user')).status).toBe(200);
    const list = await (await again('/api/agencies?s=persisted')).json();
    expect(list.data.map((agency: { name: string }) => agency.name)).toEqual(['Persisted Media']);
  });

  it('starts afresh, keeping the bad file aside, when the saved file is not JSON', async () => {
    await server.close();
    await writeFile(dataFile, '{ not json');
    server = await start();
    expect((await fetch(`${server.url}/__mock/health`)).status).toBe(200);
    expect(
      server.backend.store.agencies.all().some((agency) => agency.name === 'Persisted Media'),
    ).toBe(false);
  });

  it('accepts WebSocket upgrades on the Pusher path and hands them to the realtime handler', async () => {
    await server.close();
    const opened: string[] = [];
    server = await start((socket, info) => {
      opened.push(info.url.pathname);
      socket.onMessage((data) => socket.send(`echo:${data}`));
    });
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/app/airtime-key?protocol=7`);
    const reply = await new Promise<string>((resolve, reject) => {
      socket.on('open', () => socket.send('hi'));
      socket.on('message', (data) => resolve(data.toString()));
      socket.on('error', reject);
    });
    socket.close();
    expect(reply).toBe('echo:hi');
    expect(opened).toEqual(['/app/airtime-key']);
  });

  it('refuses sockets by default with a code pusher-js does not retry, and other paths', async () => {
    await server.close();
    server = await start();
    const code = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/app/key`);
      socket.on('close', (closeCode) => resolve(closeCode));
    });
    expect(code).toBe(4001);
    const failed = await new Promise<boolean>((resolve) => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/elsewhere`);
      socket.on('error', () => resolve(true));
      socket.on('open', () => resolve(false));
    });
    expect(failed).toBe(true);
  });
});
