// What the two-step routes share: the account's two-step rows, the throttle its codes count
// against, the guard of the calls staff make while they set it up, and its state as answered.
import type { TwoStepStatus } from '../../../shared/generated/types.ts';
import type { TypedApp } from '../../platform/http/typed.ts';
import type { SessionUser } from '../../queries/tokens.ts';
import { twoStepRepository } from '../../queries/two-step.ts';
import { signInAttempts } from './attempts.ts';

export const NOT_RIGHT = 'That code is not right. Enter the 6 digits your authenticator app shows now.';

export function twoStepCalls(app: TypedApp) {
  const twoStep = twoStepRepository(app.database.db);
  return {
    twoStep,
    attempts: signInAttempts(app.database.db),
    tags: ['Two-step sign-in'],
    // Staff who must set it up before anything else may make these calls (platform/http/auth.ts).
    staffSettingUp: app.allowBeforeTwoStep('DEALER'),
    statusOf: async (user: SessionUser): Promise<TwoStepStatus> => ({
      enabled: Boolean(user.two_step_enabled_at),
      required: (await app.securitySettings.get()).two_step_required,
      recovery_codes_left: user.two_step_enabled_at ? await twoStep.recoveryCodesLeft(user.id) : 0,
    }),
  };
}

export type TwoStepCalls = ReturnType<typeof twoStepCalls>;
