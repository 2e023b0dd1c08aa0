/**
 * What a failed call rejects with. Kept apart from the handling of the codes
 * (app/api-effects.ts), which loads only when a call first fails.
 */

/**
 * The client's own codes, for calls that got no envelope to read a code from. Negative and
 * small, so they cannot meet a server code (those are in contract.ts CODE).
 */
export const CLIENT_CODE = {
  /** No reply from any host after every retry. */
  network: -1,
  /** A reply that is not a `{ code, msg, content }` envelope (e.g. a proxy's 502 page). */
  badReply: -2,
  /** A success whose content lacks a field the contract requires, or has one of the wrong type (answer-shape.ts). */
  badShape: -3,
} as const;

export class ApiError extends Error {
  /** Set once section 8's handling has acted on it (app/api-effects.ts), so a caller does not show a second message. */
  handled = false;
  /** A business error's content, for the codes that carry one (-3010, -3011); set by the client. */
  declare content?: unknown;
  /** The call was `quiet` (client.ts CallOptions): its caller shows section 8's messages itself. */
  declare quiet?: boolean | 'background';
  constructor(public code: number, msg: string, public path: string, options?: { cause?: unknown }) {
    super(msg, options);
    this.name = 'ApiError';
  }
}
