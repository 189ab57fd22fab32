// An owner's garage as the owner screens read it (schemas/answers/garage-vehicle.json): each vehicle with its model,
// its colour from the catalogue by code, its warranty expiry, and the picture and manual the
// content service (the embedded store or the Acoustic hub) holds for its model code, its completed
// bookings, when its next service is due (shared/next-service.ts) and its open recalls. One statement per part for
// a whole garage.
import { type SQL, and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BookingType, CompletedService, GarageVehicle, OwnVehicle } from '../../shared/generated/types.ts';
import { addYears } from '../../shared/calendar.ts';
import { countryOfState } from '../../shared/country.ts';
import { nextService } from '../../shared/next-service.ts';
import type { Db } from '../db/connect.ts';
import { colours, dealers, models, vehicleServices, vehicles } from '../generated/tables.ts';
import { fileUrl } from '../core/file-addresses.ts';
import type { ContentSource } from './content-source.ts';
import { recallRepository } from './recalls.ts';

type VehicleRow = typeof vehicles.$inferSelect;
type ModelRow = Pick<typeof models.$inferSelect, 'brand' | 'model' | 'variant' | 'code' | 'engine' | 'transmission' | 'drivetrain'>;
type IntervalRow = Pick<typeof models.$inferSelect, 'service_interval_months' | 'service_interval_km'>;
type ServiceRow = CompletedService & { vehicle_id: number };

/** Registration date + 7 years in Australia; + 5 in New Zealand and for the Steed (docs/decisions.md). */
export function warrantyExpiry(registrationDate: string | null, state: string | null | undefined, model: string | null | undefined): string | null {
  if (!registrationDate) return null;
  const shorter = countryOfState(state) === 'NZ' || /steed/i.test(model ?? '');
  // A registration on 29 February ends on the last day of February in a common year.
  return addYears(registrationDate, shorter ? 5 : 7);
}

/** The vehicles of one owner that `where` picks, each with everything its screens show. */
async function garageOf(db: Db, content: ContentSource, where: SQL, ownerState: string | null | undefined): Promise<OwnVehicle[]> {
  const rows = await db
    .select({
      vehicle: vehicles,
      interval: { service_interval_months: models.service_interval_months, service_interval_km: models.service_interval_km },
      model: {
        brand: models.brand,
        model: models.model,
        variant: models.variant,
        code: models.code,
        engine: models.engine,
        transmission: models.transmission,
        drivetrain: models.drivetrain,
      },
    })
    .from(vehicles)
    .leftJoin(models, eq(models.id, vehicles.models_id))
    .where(where)
    .orderBy(asc(vehicles.id));
  if (!rows.length) return [];
  const colourCodes = [...new Set(rows.map((r) => r.vehicle.colour_code).filter((c): c is string => Boolean(c)))];
  const modelCodes = [...new Set(rows.map((r) => r.model?.code ?? r.vehicle.model_code).filter((c): c is string => Boolean(c)))];
  const vehicleIds = rows.map((r) => r.vehicle.id);
  const [colourRows, pictures, manuals, serviceRows, recallRows] = await Promise.all([
    colourCodes.length
      ? db
          .selectDistinctOn([colours.code], { code: colours.code, name: colours.name, type: colours.type })
          .from(colours)
          .where(inArray(colours.code, colourCodes))
          .orderBy(colours.code, sql`${colours.active} is not true`, colours.id)
      : [],
    content.vehicleImages(modelCodes),
    content.ownerManuals(modelCodes),
    completedServices(db, vehicleIds),
    recallRepository(db).ownersRecalls(
      // A garage is one owner's vehicles.
      rows[0]!.vehicle.user_id!,
      ownerState,
      vehicleIds,
    ),
  ]);
  const colourOf = new Map(colourRows.map((c) => [c.code, c]));
  return rows.map(({ vehicle, model, interval }) => {
    const services = serviceRows.filter((s) => s.vehicle_id === vehicle.id).map(({ vehicle_id: _, ...service }) => service);
    return {
      ...present(vehicle, model, ownerState, colourOf, pictures, manuals),
      next_service: nextServiceOf(vehicle, interval, services),
      recalls: recallRows.filter((recall) => recall.vehicle_id === vehicle.id),
      services,
    };
  });
}

/** The completed bookings of these vehicles, newest first (a garage holds few vehicles, each few bookings). */
async function completedServices(db: Db, vehicleIds: number[]): Promise<ServiceRow[]> {
  const rows = await db
    .select({
      vehicle_id: vehicleServices.vehicle_id,
      id: vehicleServices.id,
      date: vehicleServices.date,
      type: vehicleServices.type,
      odometer: sql<number>`coalesce(${vehicleServices.service_odometer}, ${vehicleServices.odometer})`,
      description: vehicleServices.description,
      work_done: vehicleServices.work_done,
      dealer: { id: dealers.id, name: dealers.name },
    })
    .from(vehicleServices)
    .innerJoin(dealers, eq(dealers.id, vehicleServices.dealer_id))
    .where(and(inArray(vehicleServices.vehicle_id, vehicleIds), eq(vehicleServices.status, 'completed')))
    .orderBy(desc(vehicleServices.date), desc(vehicleServices.id));
  return rows.map((row) => ({ ...row, type: (row.type ?? 'service') as BookingType }));
}

/** `content` is the app's content service (app.content), whichever stands behind it. */
export function garageRepository(db: Db, content: ContentSource) {
  return {
    /** The signed-in owner's vehicles, oldest first (the garage shows no history: each without its services). */
    async ownersGarage(userId: number, state: string | null | undefined): Promise<GarageVehicle[]> {
      return (await garageOf(db, content, eq(vehicles.user_id, userId), state)).map(({ services: _, ...vehicle }) => vehicle);
    },
    /** One of the owner's vehicles with its service history; undefined when it is not theirs or does not exist. */
    async ownersVehicle(userId: number, state: string | null | undefined, id: number): Promise<OwnVehicle | undefined> {
      const [vehicle] = await garageOf(db, content, and(eq(vehicles.user_id, userId), eq(vehicles.id, id))!, state);
      return vehicle;
    },
    async ownersVehicleRow(userId: number, id: number): Promise<VehicleRow | undefined> {
      const [row] = await db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.user_id, userId), eq(vehicles.id, id)));
      return row;
    },
    /**
     * Changes the nickname and/or the photo; a new photo only while `photoWas` is still the stored
     * one, so of two changes at once one applies and the other learns it lost. Answers whether it applied.
     */
    async updateVehicle(id: number, values: Partial<Pick<VehicleRow, 'nickname' | 'my_image'>>, photoWas?: string | null): Promise<boolean> {
      const samePhoto = photoWas === undefined ? undefined : photoWas === null ? isNull(vehicles.my_image) : eq(vehicles.my_image, photoWas);
      const changed = await db
        .update(vehicles)
        .set({ ...values, updated_at: new Date() })
        .where(and(eq(vehicles.id, id), samePhoto))
        .returning({ id: vehicles.id });
      return changed.length > 0;
    },
  };
}

/** Counted from the newest completed service (a repair is not one), else from the registration date at 0 km. */
function nextServiceOf(vehicle: VehicleRow, interval: IntervalRow | null, services: CompletedService[]) {
  const last = services.find((s) => s.type === 'service');
  return nextService(
    { months: interval?.service_interval_months ?? null, km: interval?.service_interval_km ?? null },
    last ? { date: last.date, odometer: last.odometer } : null,
    vehicle.registration_date,
  );
}

function present(
  vehicle: VehicleRow,
  model: ModelRow | null,
  ownerState: string | null | undefined,
  colourOf: Map<string, { code: string; name: string; type: string | null }>,
  pictures: Map<string, string>,
  manuals: Map<string, { title: string; url: string }>,
): Omit<GarageVehicle, 'next_service' | 'recalls'> {
  const modelCode = model?.code ?? vehicle.model_code ?? '';
  const catalogueColour = vehicle.colour_code ? colourOf.get(vehicle.colour_code) : undefined;
  const catalogueImage = vehicle.colour_code ? pictures.get(`${modelCode}\u0000${vehicle.colour_code}`) : undefined;
  return {
    id: vehicle.id,
    nickname: vehicle.nickname || null,
    registration: vehicle.registration,
    registration_date: vehicle.registration_date,
    roadside_start_date: vehicle.roadside_start_date,
    roadside_expiry_date: vehicle.roadside_expiry_date,
    warranty_expiry_date: warrantyExpiry(vehicle.registration_date, ownerState, model?.model),
    vin: vehicle.vin,
    year: vehicle.year,
    kilometers: vehicle.kilometers,
    model: model && { ...model },
    colour: catalogueColour ? { ...catalogueColour } : vehicle.colour_code ? { code: vehicle.colour_code, name: vehicle.colour_code, type: null } : null,
    image_url: vehicle.my_image ? fileUrl(vehicle.my_image) : (catalogueImage ?? null),
    has_own_image: Boolean(vehicle.my_image),
    manual: manuals.get(modelCode) ?? null,
  };
}
