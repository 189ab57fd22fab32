// The test that a parsed JSON value is an object of named values: not null, and not a list, which
// is an object to `typeof` too. The server reads the Acoustic hub's answers and our own schemas
// with it, the back office what a sync run kept and a list cell's nested values.

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
