import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

const NAMES = ['FormData', 'Blob', 'File'] as const;

/**
 * Puts Node's FormData, Blob and File in place of jsdom's, for a jsdom test that uploads to the
 * fake: Node's fetch sends jsdom's files as the text "[object File]". Returns the undo.
 */
export async function installNodeFormGlobals(): Promise<() => void> {
  const form = await new Response('a=1', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  const before = NAMES.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  // Defined, not assigned: jsdom's environment may hold these as accessors.
  const replace = (name: (typeof NAMES)[number], value: unknown) =>
    Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
  replace('FormData', form.constructor);
  replace('Blob', NodeBlob);
  replace('File', NodeFile);
  return () => {
    for (const [index, name] of NAMES.entries()) {
      const descriptor = before[index];
      if (descriptor === undefined) Reflect.deleteProperty(globalThis, name);
      else Object.defineProperty(globalThis, name, descriptor);
    }
  };
}
