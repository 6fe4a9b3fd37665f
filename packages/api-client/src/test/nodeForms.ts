import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Puts Node's FormData, Blob and File back for a jsdom test file that uploads: Node's fetch (the
 * fake's transport) sends jsdom's files as the text "[object File]".
 */
export function withNodeForms(): void {
  beforeAll(async () => {
    const form = await new Response('a=1', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }).formData();
    vi.stubGlobal('FormData', form.constructor);
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
}
