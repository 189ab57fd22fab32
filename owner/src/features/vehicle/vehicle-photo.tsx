// The vehicle's picture and the way to replace it (docs/owner-app.md 2.11, 5): a labelled file
// input for images; a photo of 20 MB or more is refused before it is sent, anything the server
// refuses (not an image) says why, and the new photo shows once it is saved.
import { type ChangeEvent, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { GarageVehicle } from '../../../../shared/generated/types.ts';
import { VehicleImage } from '../../domain/vehicle-image.tsx';
import { vehicleName } from '../../domain/vehicle-name.ts';
import { replacePhoto, vehiclePage } from './vehicle-state.ts';

export function VehiclePhoto({ vehicle }: { vehicle: GarageVehicle }) {
  const { saving, photoProblem } = useSnapshot(vehiclePage);
  const [saved, setSaved] = useState(false);
  const id = useId();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again after a refusal still sends it.
    event.target.value = '';
    if (!file) return;
    setSaved(false);
    setSaved(await replacePhoto(file));
  }

  return (
    <div className="vehicle-photo">
      <div className="vehicle-photo__frame">
        <VehicleImage src={vehicle.image_url} alt={vehicleName(vehicle)} className="vehicle-photo__image" />
      </div>
      <div className="vehicle-photo__replace">
        <input
          id={id}
          type="file"
          accept="image/*"
          className="visually-hidden vehicle-photo__input"
          disabled={saving.photo}
          aria-describedby={`${id}-hint`}
          onChange={choose}
        />
        <label htmlFor={id} className="button button--secondary vehicle-photo__button">
          {vehicle.has_own_image ? 'Replace photo' : 'Add your own photo'}
        </label>
        <p id={`${id}-hint`} className="field__hint">
          A JPEG, PNG, WebP, GIF or HEIC photo under 20 MB.
        </p>
        <div aria-live="polite">
          {saving.photo && (
            <p className="vehicle-photo__status">
              <span className="spinner" aria-hidden="true" /> Uploading your photo…
            </p>
          )}
          {saved && !saving.photo && <p className="vehicle-photo__status">Your photo is saved.</p>}
        </div>
        {photoProblem && (
          <p className="form-alert" role="alert">
            {photoProblem}
          </p>
        )}
      </div>
    </div>
  );
}
