// 'Call for assistance' (docs/owner-app.md 2.9, 6): the roadside number of the owner's country,
// which follows their state.
import { useSnapshot } from 'valtio';
import { countryOfState } from '../../../../shared/country.ts';
import { Icon } from '../../ui/icons.tsx';
import { PhoneLink } from '../../ui/phone-link.tsx';
import { session } from '../../session-state.ts';
import { garage } from './garage-state.ts';

export function RoadsideCall() {
  const { roadsidePhones } = useSnapshot(garage);
  const { user } = useSnapshot(session);
  const phone = roadsidePhones?.[countryOfState(user?.state)];
  if (!phone) return null;
  return (
    <aside className="roadside" aria-label="Roadside assistance">
      <p className="roadside__text">Broken down? Roadside assistance is one call away.</p>
      <PhoneLink phone={phone} className="button button--primary roadside__button">
        <Icon name="phone" />
        <span>Call for assistance</span>
        <span className="roadside__number">{phone}</span>
      </PhoneLink>
    </aside>
  );
}
