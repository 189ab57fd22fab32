// The booking's dealer (docs/owner-app.md 2.14): the enabled dealers of the owner's country in a
// filterable list 400 px high, the preferred one chosen to begin with, and a location panel for
// the chosen one: its address, phone and hours, and where it is on a map.
import type { Dealer } from '../../../../shared/generated/types.ts';
import { mapsUrl } from '../../../../shared/maps.ts';
import { DealerDetails } from '../../domain/dealer-details.tsx';
import { DealerList } from '../../domain/dealer-list.tsx';
import { FieldMessage } from '../../ui/field-message.tsx';

interface DealerChoiceProps {
  dealers: readonly Dealer[];
  chosen: Dealer | undefined;
  onChoose: (dealer: Dealer) => void;
  errors?: string[];
}

export function DealerChoice({ dealers, chosen, onChoose, errors }: DealerChoiceProps) {
  const map = chosen && mapsUrl(chosen);
  return (
    <div className="booking__dealer">
      <div id="booking-dealer" className={errors ? 'field--invalid' : undefined} tabIndex={-1} aria-describedby={errors ? 'booking-dealer-error' : undefined}>
        <DealerList
          dealers={dealers}
          selectedId={chosen?.id}
          onChoose={onChoose}
          label="Dealers"
          height={400}
          emptyText="There are no dealers taking bookings in your country yet."
        />
        <FieldMessage id="booking-dealer-error" errors={errors} />
      </div>
      {chosen && (
        <section className="booking__location" aria-label="Location of the chosen dealer">
          <DealerDetails dealer={chosen} headingLevel={3}>
            {map && (
              <a className="button button--secondary" href={map} target="_blank" rel="noreferrer">
                Show on a map<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </DealerDetails>
        </section>
      )}
    </div>
  );
}
