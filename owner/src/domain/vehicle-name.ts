// What an owner's vehicle is called on screen (docs/owner-app.md 2.9): its nickname, else its
// brand, model and variant, else its registration when the model is not known.
import type { GarageVehicle } from '../../../shared/generated/types.ts';

export const modelName = (model: GarageVehicle['model']) => (model ? [model.brand, model.model, model.variant].filter(Boolean).join(' ') : '');

export const vehicleName = (vehicle: Pick<GarageVehicle, 'nickname' | 'model' | 'registration'>) =>
  vehicle.nickname?.trim() || modelName(vehicle.model) || vehicle.registration;
