/** What the command-line scripts share: strict argument parsing, the sandbox's port base, shutdown. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DEFAULT_BRAND } from './brands.ts';
import { DEV_PORT_BASE } from '../../sandbox/ports.ts';

export class UsageError extends Error {}

/**
 * A command's options and positionals, parsed strictly (node:util parseArgs): an unknown
 * option, or an option missing its value (`--out` last, or followed by another option),
 * throws a UsageError naming it, never a silent default.
 */
export function parseCommandLine<const O extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true as const, strict: true as const });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** Runs a script's main with parsed arguments; a UsageError prints the usage and exits 2. */
export function withUsage<T>(usage: string, parse: () => T): T {
  try {
    return parse();
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`${e.message}\nusage: ${usage}`);
    process.exit(2);
  }
}

/** The brand a one-brand command runs: its one positional, else BRAND, else the default. */
export function brandArg(argv: string[], usage: string): string {
  return withUsage(usage, () => {
    const { positionals } = parseCommandLine(argv, {});
    if (positionals.length > 1) throw new UsageError(`one brand, not ${positionals.length}`);
    return positionals[0] ?? process.env.BRAND ?? DEFAULT_BRAND;
  });
}

/** Whether the module at `url` is the command being run, not imported (as a test imports it to try its parse). */
export function isCommand(url: string): boolean {
  return !!process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(url);
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
