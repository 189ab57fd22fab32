// The three CSV uploads: each is its layout (schemas/uploads/) plus what the layout cannot say —
// what a row's records need besides the file's values, the checks that need the records its
// values name or the database, and how its staged rows are written (queries/uploads/merges.ts).
import { type UploadLayoutId, uploadLayouts } from '../../../shared/generated/upload-layouts.ts';
import { roadsideExpiry } from '../../../shared/roadside.ts';
import type { UploadException, UploadLayout } from '../../../shared/upload-layout.ts';
import { type UploadMerge, uploadMerges } from '../../queries/uploads/merges.ts';
import type { Merge } from '../../queries/uploads/merge-writes.ts';
import type { UploadRepository } from '../../queries/uploads/uploads.ts';
import { newCode } from '../../core/secrets.ts';
import type { MappedRow } from '../../queries/uploads/mapped-row.ts';
import { columnLabel, exception, type Lookups } from './map-row.ts';

export interface UploadKind {
  layout: UploadLayout;
  /** Adds what a checked row's records need besides the file's values. */
  complete?(row: MappedRow): void;
  /** The values `complete` adds (`entity.field`). */
  completes?: string[];
  /** Records the checks need besides the layout's links, loaded once per file (the staff accounts' emails). */
  moreLookups?(uploads: UploadRepository): Promise<Lookups>;
  /** Why a row is refused given the records its values name (a disabled dealer, a staff email), if it is. */
  checkRow?(row: MappedRow, lookups: Lookups): UploadException | undefined;
  /** What staff should know of a row that loads all the same (a vehicle linked to a disabled dealer), if anything. */
  warnRow?(row: MappedRow): UploadException | undefined;
  /** Writes the staged rows; answers the counts by table. */
  write: UploadMerge;
  /** Counts what the file holds that is kept but not a record of its own (recall VINs of no vehicle yet), after `write`. */
  apart?(merge: Merge): Promise<Record<string, number>>;
}

/** The values a kind's checked rows carry (`entity.field`): what its layout fills or links, and what `complete` adds. */
export function stagedPaths(kind: UploadKind): string[] {
  const fromFile = kind.layout.fields.filter((c) => c.stored).flatMap((c) => [c.to, c.link?.to]);
  return [...new Set([...fromFile, ...(kind.completes ?? [])].filter((path): path is string => Boolean(path)))];
}

const column = (layout: UploadLayout, path: string) => columnLabel(layout.fields.find((c) => c.to === path || c.link?.to === path)!);

/**
 * A vehicle's dealer is who sold or serves it, disabled or not: the row loads, linked to it, and
 * staff are told, as the dealer may have been disabled by mistake (or the code mistyped).
 */
function disabledDealer(layout: UploadLayout): UploadKind['warnRow'] {
  const where = columnLabel(layout.fields.find((c) => c.link?.by === 'dealer.dealer_code')!);
  return ({ line, links }) => {
    const dealer = links['dealer.dealer_code']?.[0];
    if (!dealer || dealer.enabled) return undefined;
    const code = String(dealer.dealer_code);
    return { ...exception(line, where, code, `Dealer ${code} is disabled: the vehicle was loaded and linked to it all the same`), warning: true };
  };
}

const roadsideLayout = uploadLayouts['roadside-users'];
/** The staff and API accounts, by email: an owner's row may not name one. */
const NOT_OWNERS = 'user.email of accounts not owners';

const roadsideUsers: UploadKind = {
  layout: roadsideLayout,

  complete({ records }) {
    const vehicle = records.vehicle!;
    // The file carries no roadside dates: assistance runs from the registration date.
    vehicle.roadside_start_date = vehicle.registration_date;
    vehicle.roadside_expiry_date = roadsideExpiry(String(vehicle.registration_date));
    // Used only when the owner is new or has no code yet.
    records.user!.invitation_code = newCode();
  },
  completes: ['vehicle.roadside_start_date', 'vehicle.roadside_expiry_date', 'user.invitation_code'],

  async moreLookups(uploads) {
    return new Map([[NOT_OWNERS, await uploads.accountsNotOwners()]]);
  },

  checkRow({ line, records }, lookups) {
    const email = String(records.user!.email);
    if (!lookups.get(NOT_OWNERS)!.has(email.toUpperCase())) return undefined;
    return exception(line, column(roadsideLayout, 'user.email'), email, 'This email belongs to a staff or API account, not an owner');
  },

  warnRow: disabledDealer(roadsideLayout),

  write: uploadMerges['roadside-users'],
};

const postcodeLayout = uploadLayouts.postcodes;
const COUNTRY_NAMES: Record<string, string> = { AU: 'Australia', NZ: 'New Zealand' };

const postcodes: UploadKind = {
  layout: postcodeLayout,

  checkRow({ line, links }) {
    const [dealer] = links['dealer.dealer_code']!;
    const localities = links['postcode.postcode']!;
    const where = column(postcodeLayout, 'postcode.dealer');
    const code = String(dealer!.dealer_code);
    if (!dealer!.enabled) return exception(line, where, code, `Dealer ${code} is disabled: restore it before giving it postcodes`);
    if (!localities.some((p) => p.country === dealer!.country)) {
      const postcode = String(localities[0]!.postcode);
      return exception(
        line,
        where,
        code,
        `Postcode ${postcode} is in ${COUNTRY_NAMES[String(localities[0]!.country)]}, dealer ${code} in ${COUNTRY_NAMES[String(dealer!.country)]}`,
      );
    }
    return undefined;
  },

  write: uploadMerges.postcodes,
};

const owners: UploadKind = { layout: uploadLayouts.owners, warnRow: disabledDealer(uploadLayouts.owners), write: uploadMerges.owners };

// A VIN the product does not know is kept: its owner may register later (docs/decisions.md, "Recalls").
const recallVehicles: UploadKind = {
  layout: uploadLayouts['recall-vehicles'],
  write: uploadMerges['recall-vehicles'],
  apart: async (merge) => ({ unknown_vins: await merge.unknownVins('recall-vehicle') }),
};

export const uploadKinds: Record<UploadLayoutId, UploadKind> = { 'roadside-users': roadsideUsers, postcodes, owners, 'recall-vehicles': recallVehicles };
