// The owner's vehicles (docs/owner-app.md 2.9, 2.11, 7): GET vehicles/user, GET vehicles/vehicle/{id}
// and PUT vehicles/vehicle/{id}, which takes a nickname and/or a new photo (JSON, or multipart with
// POST _method=PUT). Another owner's vehicle answers like one that does not exist.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forms } from '../../../shared/generated/entities.ts';
import type { VehicleChangeForm } from '../../../shared/generated/types.ts';
import { validateAgainst } from '../../../shared/validate-by-id.ts';
import { HttpError, InputError, notFound } from '../../core/errors.ts';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, VEHICLE_PHOTO } from '../../platform/files/images.ts';
import { type Receiver, keepingIfSaved, readForm } from '../../platform/files/multipart.ts';
import { forgetFiles } from '../../platform/files/named-files.ts';
import { readPast, storeResized } from '../../platform/files/receive.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { garageRepository } from '../../queries/garage.ts';
import { idParam } from '../../platform/http/params.ts';
import { typed } from '../../platform/http/typed.ts';

const PHOTO_FIELDS = ['image', 'file'];

interface VehicleChange {
  nickname?: string | null;
  /** The new photo, stored already (resized as it streamed in). */
  photoKey?: string;
}

/** The photo resized to 528x297 and stored as it streams in, when it comes in a field a photo goes in. */
const receivePhoto =
  (files: FileStore): Receiver =>
  async ({ field, stream }) => {
    if (PHOTO_FIELDS.includes(field)) return storeResized(files, stream, 'vehicle-photos', VEHICLE_PHOTO);
    await readPast(stream);
    return { problem: 'Send the photo in the field "image".' };
  };

/**
 * What the request asks to change: a JSON body, or a multipart form with the photo in `image` or
 * `file`. The nickname is checked trimmed by the form schema (vehicle-change), whichever way it came.
 * A refused change leaves no photo stored.
 */
async function changeOf(request: FastifyRequest, files: FileStore): Promise<VehicleChange> {
  const form = await readForm(request, { maxFileBytes: MAX_IMAGE_BYTES, tooLarge: IMAGE_TOO_LARGE }, files, receivePhoto(files));
  return keepingIfSaved(files, form, async () => {
    const fields = form ? form.fields : ((request.body ?? {}) as VehicleChangeForm);
    const change: VehicleChange = {};
    if ('nickname' in fields) {
      const nickname = typeof fields.nickname === 'string' ? fields.nickname.trim() : fields.nickname;
      const errors = validateAgainst('vehicle-change', { nickname });
      if (errors) throw new InputError(errors);
      change.nickname = nickname || null;
    }
    if (form?.file?.received.problem) throw new InputError({ [form.file.field]: [form.file.received.problem] });
    change.photoKey = form?.file?.received.key;
    return change;
  });
}

export default async function garageVehicleRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const garage = garageRepository(app.database.db, app.content);
  const tags = ['Garage'];
  const ownVehicle = async (request: FastifyRequest, id: number) => {
    const user = requireUser(request);
    const vehicle = await garage.ownersVehicle(user.id, user.state, id);
    if (!vehicle) throw notFound('This vehicle');
    return vehicle;
  };

  app.get(
    '/vehicles/user',
    {
      onRequest: app.allow('USER'),
      schema: {
        tags,
        summary: "The signed-in owner's vehicles, as the garage shows them",
        response: { 200: { type: 'array', items: { $ref: 'GarageVehicle#' } } },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return garage.ownersGarage(user.id, user.state);
    },
  );

  app.get(
    '/vehicles/vehicle/:id',
    {
      onRequest: app.allow('USER'),
      schema: {
        tags,
        summary: "One of the signed-in owner's vehicles, with its completed bookings (newest first)",
        params: idParam(),
        response: { 200: { $ref: 'OwnVehicle#' } },
      },
    },
    (request) => ownVehicle(request, request.params.id),
  );

  app.put(
    '/vehicles/vehicle/:id',
    {
      onRequest: app.allow('USER'),
      schema: {
        tags,
        summary:
          "Changes a vehicle's nickname and/or photo: JSON {nickname}, or multipart (nickname, image, _method=PUT with POST); the photo under 20 MB, kept as 528x297",
        params: idParam(),
        body: {
          content: {
            'application/json': { schema: { $ref: 'VehicleChangeForm#', 'x-schema': 'vehicle-change' } },
            // The handler reads the form (readForm) and checks the nickname by the same schema; no `type`
            // here, because Fastify holds no parsed body for a multipart request.
            'multipart/form-data': {
              schema: { properties: { ...forms['vehicle-change']!.properties, image: { description: 'The photo, under 20 MB (or in `file`)' } } },
            },
          },
        },
        response: { 200: { $ref: 'OwnVehicle#' }, 409: { $ref: 'Refusal#' } },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const existing = await garage.ownersVehicleRow(user.id, id);
      if (!existing) throw notFound('This vehicle');
      const change = await changeOf(request, app.files);
      const { photoKey } = change;
      let applied = false;
      try {
        const values = { ...('nickname' in change ? { nickname: change.nickname } : {}), ...(photoKey ? { my_image: photoKey } : {}) };
        // A new photo replaces the one read above, or none: another change made meanwhile wins.
        applied = await garage.updateVehicle(id, values, photoKey ? existing.my_image : undefined);
      } finally {
        if (photoKey && !applied) await app.files.remove(photoKey);
      }
      if (!applied) {
        if (!(await garage.ownersVehicleRow(user.id, id))) throw notFound('This vehicle');
        throw new HttpError(409, "This vehicle's photo was changed at the same moment, so this one was not saved. Please try again.");
      }
      // The old photo goes only once nothing points at it any more.
      if (photoKey && existing.my_image) await forgetFiles(app.database.db, app.files, [existing.my_image], request.log);
      return ownVehicle(request, id);
    },
  );
}
