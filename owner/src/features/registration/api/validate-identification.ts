// POST /api/vehicles/validate_identification: the invited owner's details when the registration
// or VIN is one of their vehicles.
import { api } from '../../../../../shared/api-client.ts';
import type { IdentificationResult } from '../../../../../shared/generated/types.ts';

export const validateIdentification = (body: { identification: string; invitation_code: string; email: string }) =>
  api.post<IdentificationResult>('/vehicles/validate_identification', body);
