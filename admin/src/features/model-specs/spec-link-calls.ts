// The three calls that change a model's specs (docs/back-office.md 7, Specs and model specs), made
// through the data provider's custom() so failures arrive as Refine's HttpError like every call.
import type { DataProvider } from '@refinedev/core';
import type { SpecLink } from './model-spec-types.ts';

type Custom = NonNullable<DataProvider['custom']>;

/** The link POST /api/specs/add answers: the spec's name is the caller's to add. */
type AddedLink = Omit<SpecLink, 'name'>;

export function specLinkCalls(custom: Custom) {
  return {
    /** Appends a spec at the end of the model's list (the server picks the order). */
    add: async (modelId: number, specId: number): Promise<AddedLink> =>
      (await custom<AddedLink>({ url: '/specs/add', method: 'post', payload: { models_id: modelId, specs_id: specId } })).data,

    /** Stores one link's position. */
    reorder: (id: number, order: number) => custom({ url: '/specs/reorder', method: 'post', payload: { id, order } }),

    /** Removes the spec from the model: the link goes, the spec stays in the spec list. */
    remove: (linkId: number) => custom({ url: `/specs/delete/${linkId}`, method: 'delete' }),
  };
}
