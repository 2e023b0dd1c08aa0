/**
 * npm run conformance -- <api-origin> [--brand id] [--account user:password] [--write]:
 * checks a publisher's backend against api/openapi.yaml and the rules the storefront
 * depends on. Read-only unless --write (then one order and its replay). See
 * scripts/conformance/run.ts for what is checked, in which order.
 */
import { conformanceCli } from './conformance/cli.ts';

process.exitCode = await conformanceCli(process.argv.slice(2));
