// The three CSV uploads: each is its layout (schemas/uploads/) plus what the layout cannot say —
// what a row's records need besides the file's values, the checks that need the records its
// values name or the database, and how its staged rows are written (repositories/uploads.ts).
import { sql } from 'drizzle-orm';
import { entities, type EntityId } from '../../shared/generated/entities.ts';
import { type UploadLayoutId, uploadLayouts } from '../../shared/generated/upload-layouts.ts';
import { roadsideExpiry } from '../../shared/roadside.ts';
import type { RecordCounts, UploadException, UploadLayout } from '../../shared/upload-layout.ts';
import type { Merge, UploadRepository } from '../repositories/uploads.ts';
import { newCode } from '../services/secrets.ts';
import { columnLabel, exception, type Lookups, type MappedRow } from './map-row.ts';

export interface UploadKind {
  layout: UploadLayout;
  /** Adds what a checked row's records need besides the file's values. */
  complete?(row: MappedRow): void;
  /** Records the checks need besides the layout's links, loaded once per file (the staff accounts' emails). */
  moreLookups?(uploads: UploadRepository): Promise<Lookups>;
  /** Why a row is refused given the records its values name (a disabled dealer, a staff email), if it is. */
  checkRow?(row: MappedRow, lookups: Lookups): UploadException | undefined;
  /** Writes the staged rows; answers the counts by table. */
  write(merge: Merge): Promise<Record<string, RecordCounts>>;
}

/** The columns of `entity` a layout fills, stored ones (virtual fields aside). */
function columnsOf(layout: UploadLayout, entity: EntityId): string[] {
  const description = entities[entity];
  return layout.fields
    .flatMap((c) => [c.to, c.link?.to])
    .filter((path): path is string => Boolean(path?.startsWith(`${entity}.`)))
    .map((path) => path.split('.')[1]!)
    .filter((field) => !description.fields.virtual.includes(field));
}

const column = (layout: UploadLayout, path: string) => columnLabel(layout.fields.find((c) => c.to === path || c.link?.to === path)!);

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

  async moreLookups(uploads) {
    return new Map([[NOT_OWNERS, await uploads.accountsNotOwners()]]);
  },

  checkRow({ line, records }, lookups) {
    const email = String(records.user!.email);
    if (!lookups.get(NOT_OWNERS)!.has(email.toUpperCase())) return undefined;
    return exception(line, column(roadsideLayout, 'user.email'), email, 'This email belongs to a staff or API account, not an owner');
  },

  async write(merge) {
    const users = await merge.upsert({
      entity: 'user',
      key: (x) => `lower(${x}.email)`,
      columns: [...columnsOf(roadsideLayout, 'user'), 'invitation_code'],
      // The sign-in name keeps its case; an owner without a code gets one.
      updates: { email: 't.email', invitation_code: 'coalesce(t.invitation_code, s.invitation_code)' },
      // A registered owner keeps the details they manage in the portal; staff accounts are refused before this.
      updatable: "t.role = 'USER' AND NOT t.registered",
    });
    const vehicles = await merge.upsert({
      entity: 'vehicle',
      key: 'vin',
      columns: [...columnsOf(roadsideLayout, 'vehicle'), 'user_id', 'roadside_start_date', 'roadside_expiry_date'],
      extra: { owner_email: "lower(r.data -> 'user' ->> 'email')" },
      prepare: (staged) => [sql`UPDATE ${staged} s SET user_id = u.id FROM users u WHERE lower(u.email) = s.owner_email`],
    });
    return { users, vehicles };
  },
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

  async write(merge) {
    return { postcodes: await merge.allocatePostcodes() };
  },
};

const ownerLayout = uploadLayouts.owners;

const owners: UploadKind = {
  layout: ownerLayout,

  async write(merge) {
    const pentanas = await merge.upsert({ entity: 'pentana', key: 'mds_owner_number', columns: columnsOf(ownerLayout, 'pentana') });
    const pentanaVehicles = await merge.upsert({
      entity: 'pentana-vehicle',
      key: 'vin',
      columns: [...columnsOf(ownerLayout, 'pentana-vehicle'), 'pentanas_id'],
      extra: { owner_number: "r.data -> 'pentana' ->> 'mds_owner_number'" },
      prepare: (staged) => [sql`UPDATE ${staged} s SET pentanas_id = p.id FROM pentanas p WHERE p.mds_owner_number = s.owner_number`],
    });
    return { pentanas, pentana_vehicles: pentanaVehicles };
  },
};

export const uploadKinds: Record<UploadLayoutId, UploadKind> = { 'roadside-users': roadsideUsers, postcodes, owners };
