// Limits of the storage that every layer checks the same way.

/** PostgreSQL's `integer`: ids, counts and cents are stored in it. */
export const INTEGER_RANGE = { minimum: -2147483648, maximum: 2147483647 } as const;
