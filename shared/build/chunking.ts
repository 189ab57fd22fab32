// How both front ends split their code: what the first load needs in one chunk (Rolldown would
// otherwise cut it into a dozen small shared ones, each a request of its own before the page can
// start, which on a phone's network costs more than the bytes), every page's own code in a chunk of
// its own, fetched when the page is first opened.
export const FIRST_LOAD_IN_ONE_CHUNK = { groups: [{ name: 'start', tags: ['$initial' as const] }] };
