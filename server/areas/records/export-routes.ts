// GET /api/{route}/export: every row a list's query matches (not only a page) as CSV, for staff.
// The ids are found first, in the list's order, so a bad query answers 422 before anything is
// sent; the rows then stream a batch at a time, so a list of a million rows never sits in memory.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { csvLine } from '../../../shared/csv-write.ts';
import type { EntityDescription, JsonSchema } from '../../../shared/entity-types.ts';
import type { ListQuery, RecordRepository } from '../../queries/records/records.ts';
import type { ListRoute } from './list-params.ts';

/** Rows read and written per step of the stream. */
const BATCH = 1_000;

interface Options {
  entity: EntityDescription;
  repo: RecordRepository;
  /** The list's query without its paging: the sort, search and filters. */
  querystring: JsonSchema;
  selection: (request: FastifyRequest<ListRoute>) => ListQuery;
}

/** The stored fields as the API names them, write-only ones (password hashes) left out. */
const columnsOf = (entity: EntityDescription) => entity.fields.all.filter((f) => !entity.fields.writeOnly.includes(f) && !entity.fields.virtual.includes(f));

async function* csvRows(repo: RecordRepository, columns: string[], ids: number[]) {
  yield csvLine(columns);
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const byId = new Map((await repo.rowsById(batch)).map((row) => [row.id, row]));
    // A row deleted since the ids were read is left out.
    yield batch
      .flatMap((id) => {
        const row = byId.get(id);
        return row ? [csvLine(columns.map((c) => row[c]))] : [];
      })
      .join('');
  }
}

export function exportRoute(app: FastifyInstance, { entity, repo, querystring, selection }: Options) {
  const columns = columnsOf(entity);
  app.get<ListRoute>(
    '/export',
    {
      // Staff's tool: a whole table in one answer is not for owners or API accounts.
      onRequest: app.allow(),
      schema: {
        tags: [entity.plural],
        summary: `Export the ${entity.plural.toLowerCase()} a list's query matches, as CSV`,
        description: `Every matching row in the list's order; the columns are the fields by their API names: ${columns.join(', ')}.`,
        querystring,
        response: { 200: { description: 'CSV, a header line then one line per row.', content: { 'text/csv': { schema: { type: 'string' } } } } },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const ids = await repo.ids({ ...selection(request), sort: query.sort, order: query.order });
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${entity.route}.csv"`);
      return reply.send(Readable.from(csvRows(repo, columns, ids)));
    },
  );
}
