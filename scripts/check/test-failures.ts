/**
 * What to print again at the end of `npm test` when the run held back failed: CI shows a log's
 * tail, and the held run is printed before the browser tests' long stream ends.
 */
export function failures(output: string): string {
  const lines = output.split('\n');
  // Vitest closes a failed run with its own list, from "Failed Tests N" or "Unhandled Errors".
  const from = lines.findIndex((line) => /Failed Tests? \d+|Unhandled Errors?/.test(line));
  if (from >= 0) return lines.slice(from).join('\n');
  const named = lines.filter((line) => /\bFAIL\b|×/.test(line));
  return [...named, '…', ...lines.slice(-40)].join('\n');
}
