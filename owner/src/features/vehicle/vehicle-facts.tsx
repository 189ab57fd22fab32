// The vehicle's details table (docs/owner-app.md 2.11): model, registration, colour, and the two
// expiry dates as Australians and New Zealanders write them.
import type { GarageVehicle } from '../../../../shared/generated/types.ts';
import { shortDate } from '../../ui/short-date.ts';
import { modelName } from '../../domain/vehicle-name.ts';

const NOT_RECORDED = 'Not recorded';

export function VehicleFacts({ vehicle }: { vehicle: GarageVehicle }) {
  const rows: [string, string][] = [
    ['Model', modelName(vehicle.model) || NOT_RECORDED],
    ['Registration', vehicle.registration],
    ['Colour', vehicle.colour?.name ?? NOT_RECORDED],
    ['Warranty expiry', shortDate(vehicle.warranty_expiry_date) ?? NOT_RECORDED],
    ['Roadside assist expiry', shortDate(vehicle.roadside_expiry_date) ?? NOT_RECORDED],
  ];
  return (
    <table className="data-table data-table--panel facts-table">
      <caption className="visually-hidden">Vehicle details</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
