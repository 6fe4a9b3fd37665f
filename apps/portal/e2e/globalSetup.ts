import type { TestProject } from 'vitest/node';
import { assertFreshBuild, startPreview } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin of `vite preview` serving the production build, in front of the fake. */
    portalOrigin: string;
  }
}

/** One preview server (and fake backend) for every end-to-end file; each file resets the data. */
export default async function setup(project: TestProject) {
  assertFreshBuild('dist');
  const server = await startPreview();
  project.provide('portalOrigin', server.origin);
  return () => server.close();
}
