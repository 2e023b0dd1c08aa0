/**
 * vitest globalSetup of the `contract` project: starts the sandbox on the port base the
 * project provides (`sandboxPortBase`) and stops it after the run. Tests reach it over
 * HTTP: the storefront's endpoint modules through virtual:brand's hosts, the control port
 * through sandbox/control-client.ts. Pay lag is 0 here; tests that need the pending phase
 * set it with setPayLag.
 */
import type { TestProject } from 'vitest/node';
import { startSandbox, type SandboxHandle } from './server.ts';

let sandbox: SandboxHandle | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const portBase = project.getProvidedContext().sandboxPortBase;
  sandbox = await startSandbox({ portBase, payLagMs: 0 });
  return async () => { await sandbox?.close(); sandbox = undefined; };
}

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxPortBase: number;
  }
}
