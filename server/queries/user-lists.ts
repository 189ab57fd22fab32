// What the users list leaves out unless asked: API accounts (they have a screen of their own).
import { type SQL, ne } from 'drizzle-orm';
import { users } from '../generated/tables.ts';

export const notApiAccounts = (): SQL => ne(users.role, 'API');
