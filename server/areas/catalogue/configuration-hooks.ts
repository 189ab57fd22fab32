// A saved configuration gets a share code of its own.
import { newCode } from '../../core/secrets.ts';
import type { EntityHooks } from '../records/hooks.ts';

export const configurationHooks: EntityHooks = {
  beforeCreate: (values) => ({ ...values, share_code: newCode(10) }),
};
