// The vehicle's name with its pencil (docs/owner-app.md 2.11, 4): the pencil opens an input;
// the check button or Enter saves, Escape or the cross cancels; a refusal shows under the input
// and keeps what was typed. The focus goes back to the pencil when the editing ends.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { GarageVehicle } from '../../../../shared/generated/types.ts';
import { Icon } from '../../ui/icons.tsx';
import { modelName, vehicleName } from '../../domain/vehicle-name.ts';
import { clearNicknameProblem, renameVehicle, vehiclePage } from './vehicle-state.ts';

const NICKNAME_MAX = 60;

export function NicknameEditor({ vehicle }: { vehicle: GarageVehicle }) {
  const { saving, nicknameProblem } = useSnapshot(vehiclePage);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const pencil = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const wasEditing = useRef(false);
  const name = vehicleName(vehicle);

  useEffect(() => {
    if (editing) input.current?.select();
    else if (wasEditing.current) pencil.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const open = () => {
    setDraft(vehicle.nickname ?? '');
    setEditing(true);
  };
  const close = () => {
    clearNicknameProblem();
    setEditing(false);
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await renameVehicle(draft)) setEditing(false);
  }

  if (!editing) {
    return (
      <div className="nickname">
        <h1>{name}</h1>
        <button ref={pencil} type="button" className="icon-button" aria-label="Edit nickname" onClick={open}>
          <Icon name="pencil" />
        </button>
      </div>
    );
  }
  return (
    <form className="nickname nickname--editing" onSubmit={submit} aria-busy={saving.nickname}>
      <h1 className="visually-hidden">{name}</h1>
      <div className={`field nickname__field${nicknameProblem ? ' field--invalid' : ''}`}>
        <label htmlFor="vehicle-nickname" className="field__label">
          Nickname
        </label>
        <div className="nickname__controls">
          <input
            ref={input}
            id="vehicle-nickname"
            className="field__input"
            value={draft}
            maxLength={NICKNAME_MAX}
            placeholder={modelName(vehicle.model)}
            aria-invalid={Boolean(nicknameProblem) || undefined}
            aria-describedby={nicknameProblem ? 'vehicle-nickname-error' : 'vehicle-nickname-hint'}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.preventDefault();
              close();
            }}
          />
          <button type="submit" className="icon-button icon-button--primary" aria-label="Save nickname" disabled={saving.nickname}>
            <Icon name="tick" />
          </button>
          <button type="button" className="icon-button" aria-label="Cancel editing the nickname" onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        {nicknameProblem ? (
          <p id="vehicle-nickname-error" className="field__error" role="alert">
            {nicknameProblem}
          </p>
        ) : (
          <p id="vehicle-nickname-hint" className="field__hint">
            Up to {NICKNAME_MAX} characters. Leave it empty to use the model’s name.
          </p>
        )}
      </div>
    </form>
  );
}
