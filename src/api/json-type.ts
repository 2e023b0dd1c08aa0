/**
 * Whether a Content-Type is JSON, as the contract serves every answer: application/json, or
 * a +json type. One rule for the client, which fails over any other reply, and for the
 * conformance check, which fails a backend that sends one.
 */
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

export const isJsonType = (type: string | null | undefined): boolean => JSON_TYPE.test(type ?? '');
