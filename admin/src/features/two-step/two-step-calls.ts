// The two-step sign-in calls of the signed-in staff member, and the security setting that requires it.
import { api } from '../../../../shared/api-client.ts';
import type { RecoveryCodes, SecuritySettingsAnswer, TwoStepOffForm, TwoStepSetup, TwoStepStatus } from '../../../../shared/generated/types.ts';

export const twoStepStatus = () => api.get<TwoStepStatus>('/account/two-step');
export const startTwoStepSetup = () => api.post<TwoStepSetup>('/account/two-step/setup');
export const confirmTwoStep = (code: string) => api.post<RecoveryCodes>('/account/two-step/confirm', { code });
export const turnOffTwoStep = (proof: TwoStepOffForm) => api.post<TwoStepStatus>('/account/two-step/disable', proof);
export const requireTwoStep = (required: boolean) => api.put<SecuritySettingsAnswer>('/security-settings', { two_step_required: required });
