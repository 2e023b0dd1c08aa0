// The inline script's entry (scripts/lib/shell.ts bundles it): index.html runs it right after the shells.
import { showShell } from './gate.ts';

showShell(document, location);
