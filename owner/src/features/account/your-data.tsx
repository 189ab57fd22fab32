// "Your data" under the details (docs/decisions.md, "The owner's data"): "Download my data" saves
// the export as the file the server names (mygwm-data-YYYY-MM-DD.json, the day it was made), and
// "Delete my account" opens the dialog that says what happens.
import { useState } from 'react';
import type { OwnerData } from '../../../../shared/generated/types.ts';
import { saveFile } from '../../../../shared/save-file.ts';
import { OutcomeMessage } from '../../ui/form-card.tsx';
import { useSend } from '../../ui/use-send.ts';
import { downloadMyData } from './api/download-my-data.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import './your-data.css';

export function YourData() {
  const [deleting, setDeleting] = useState(false);
  const { busy, problem, send } = useSend('We could not prepare your data just now. Please try again.');

  const download = () =>
    send(async () => {
      const file = await downloadMyData();
      const { exported_at } = JSON.parse(await file.text()) as Pick<OwnerData, 'exported_at'>;
      saveFile(file, `mygwm-data-${exported_at.slice(0, 10)}.json`);
    });

  return (
    <section className="your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title" className="your-data__title">
        Your data
      </h2>
      <p className="your-data__note">
        Download a copy of everything myGWM holds about you: your details, choices, vehicles, bookings, recalls and photos. Or delete your account.
      </p>
      {problem && <OutcomeMessage kind="error">{problem}</OutcomeMessage>}
      <div className="your-data__actions">
        <button type="button" className="button button--secondary" onClick={() => void download()} disabled={busy}>
          {busy ? 'Preparing…' : 'Download my data'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setDeleting(true)}>
          Delete my account
        </button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
