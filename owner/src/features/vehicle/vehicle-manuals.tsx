// The Manuals table (docs/owner-app.md 2.11): the owner's manual of the model code to download,
// when the content store has one at an address a browser may follow.
import type { GarageVehicle } from '../../../../shared/generated/types.ts';
import { safeHref } from '../../../../shared/safe-link.ts';

export function VehicleManuals({ manual }: { manual: GarageVehicle['manual'] }) {
  const href = safeHref(manual?.url);
  return (
    <section className="vehicle-section" aria-labelledby="vehicle-manuals">
      <h2 id="vehicle-manuals" className="section-title">
        Manuals
      </h2>
      {manual && href ? (
        <table className="data-table data-table--panel">
          <thead>
            <tr>
              <th scope="col">Document</th>
              <th scope="col">Download</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{manual.title}</td>
              <td>
                <a href={href} download className="download-link">
                  Download<span className="visually-hidden"> {manual.title}</span> (PDF)
                </a>
              </td>
            </tr>
          </tbody>
        </table>
      ) : (
        <p className="vehicle-section__none">There is no owner’s manual for this model online yet. Your dealer can give you one.</p>
      )}
    </section>
  );
}
