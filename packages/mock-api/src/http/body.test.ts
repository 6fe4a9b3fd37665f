import { describe, expect, it } from 'vitest';
import { readBody } from './body.ts';

/** A multipart body with one field, framed by `boundary`, as browsers write it. */
function multipart(boundary: string, headerType = 'multipart/form-data'): Request {
  const body = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="name"',
    '',
    'Acme Audio',
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return new Request('http://mock.test/api/brands/2', {
    method: 'POST',
    headers: { 'content-type': `${headerType}; boundary=${boundary}` },
    body,
  });
}

describe('readBody', () => {
  it.each([
    ['a lowercase boundary (Node, undici)', 'formdata-undici-0123456789'],
    ["Chromium's boundary, with capitals", '----WebKitFormBoundaryAbC7dEfGhIjKlMnO'],
    ["Firefox's boundary, digits and dashes", '---------------------------1234567890123'],
  ])('reads a multipart form with %s', async (_name, boundary) => {
    expect(await readBody(multipart(boundary))).toEqual({ name: 'Acme Audio' });
  });

  it('reads the media type whatever its case', async () => {
    const request = multipart('----WebKitFormBoundaryXyZ', 'Multipart/Form-Data');
    expect(await readBody(request)).toEqual({ name: 'Acme Audio' });
  });

  it('refuses a body framed by another boundary than it declares', async () => {
    const request = multipart('----WebKitFormBoundaryXyZ');
    const wrong = new Request(request, {
      headers: { 'content-type': 'multipart/form-data; boundary=----webkitformboundaryxyz' },
    });
    await expect(readBody(wrong)).rejects.toMatchObject({ status: 400 });
  });

  it.each([
    ['declares its length', true],
    ['is streamed without a length', false],
  ])(
    'reads an over-limit body that %s to its end before refusing it with 413',
    async (_name, declared) => {
      // A proxy still sending when the server stops reading answers 502 with no message.
      const chunk = new Uint8Array(256 * 1024);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 24) controller.close();
          else {
            sent += 1;
            controller.enqueue(chunk);
          }
        },
      });
      const request = new Request('http://mock.test/api/brands', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(declared ? { 'content-length': String(24 * chunk.byteLength) } : {}),
        },
        body,
        duplex: 'half',
      } as RequestInit);
      await expect(readBody(request)).rejects.toMatchObject({
        status: 413,
        message: 'The request body must not be larger than 1024 kilobytes.',
      });
      expect(sent).toBe(24);
    },
  );
});
