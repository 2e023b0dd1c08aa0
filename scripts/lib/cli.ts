/** Shared by the commands that run one brand against the sandbox (start, preview). */
import { DEFAULT_BRAND } from './brands.ts';
import { DEV_PORT_BASE } from '../../sandbox/ports.ts';

/** The brand from the first argument, else BRAND, else the default. */
export function brandArg(argv: string[]): string {
  return argv.find((a) => !a.startsWith('-')) ?? process.env.BRAND ?? DEFAULT_BRAND;
}

export function sandboxPortBase(): number {
  return Number(process.env.SANDBOX_PORT_BASE) || DEV_PORT_BASE;
}

/** Runs `stop` once on Ctrl-C or a termination signal, then exits. */
export function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => {
      if (stopping) return;
      stopping = true;
      void stop().finally(() => process.exit(0));
    });
  }
}
