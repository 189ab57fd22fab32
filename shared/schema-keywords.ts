// Keywords our schemas carry for our own tools only: the x- vocabulary (codegen/vocabulary.ts) and
// ajv-errors' messages. JSON Schema and OpenAPI readers do not know them, so no document we publish
// carries them.

export const isOwnKeyword = (key: string) => key.startsWith('x-') || key === 'errorMessage';
