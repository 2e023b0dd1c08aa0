/**
 * vitest globalSetup of the `contract` project: starts the sandbox on the port base the
 * project provides (`sandboxPortBase`) and stops it after the run. Tests reach it over
 * HTTP: the storefront's endpoint modules through virtual:brand's hosts, the control port
 * through sandbox/control-client.ts. Pay lag is 0 here; tests that need the pending phase
 * set it with setPayLag.
 *
 * The sandbox runs with `validate`: every request the storefront (or a test) sends to the
 * API hosts and collectors, and every answer, is checked against api/openapi.yaml
 * (sandbox/contract-check.ts). Each test file fails on what it caused
 * (sandbox/contract-test-setup.ts); the teardown prints the run's total.
 */
import type { TestProject } from 'vitest/node';
import { startSandbox, type SandboxHandle } from './server.ts';

let sandbox: SandboxHandle | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const portBase = project.getProvidedContext().sandboxPortBase;
  sandbox = await startSandbox({ portBase, payLagMs: 0, validate: true });
  return async () => {
    const report = sandbox?.contractReport();
    await sandbox?.close();
    sandbox = undefined;
    if (report) console.log(`api/openapi.yaml: ${report.checked} requests and answers checked, ${report.violations.length} did not fit the document`);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxPortBase: number;
  }
}
