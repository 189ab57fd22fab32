// Path parameter schemas shared by the routes: ids are whole numbers a column can hold.
import { INTEGER_RANGE } from '../../shared/limits.ts';

export const integer = { type: 'integer', ...INTEGER_RANGE } as const;

export const idParam = (name = 'id') => ({ type: 'object', required: [name], properties: { [name]: { ...integer, minimum: 1 } } }) as const;
