// The shape of an entity's description as codegen emits it (shared/generated/entities.ts)
// and as the server and the back office read it.
import type { SyncTarget } from './generated/types.ts';

export type Role = 'ADMIN' | 'USER' | 'API' | 'DEALER';
export type Operation = 'list' | 'read' | 'search' | 'count' | 'create' | 'update' | 'delete';
export type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema> };

export interface Reference {
  field: string;
  entity: string;
  onDelete: 'cascade' | 'set null' | 'restrict';
  /** Name under which reads include the referenced record, when they do. */
  embed?: string;
}

/** A list of other records read with each record (`x-embed-many`), fetched for a whole page at once. */
export interface EmbedMany {
  /** Name of the list in each record read. */
  name: string;
  /** The listed records' entity. */
  entity: string;
  /** Its fields holding this record's id; a row is listed under every record one of them names. */
  via: string[];
  /** The fields each listed row carries (`embed.field`: a field of its embedded record); all of them and its embeds when unset. */
  fields?: string[];
  /** Name of the number of listed rows, when reads carry it too. */
  count?: string;
}

export interface EntityDescription {
  id: string;
  title: string;
  plural: string;
  description?: string;
  route: string;
  /** Path of its back-office screen ("/marketing"), when it has generic operations. */
  screenPath: string;
  table: string;
  typeName: string;
  /** Roles besides ADMIN (who may do everything) allowed each kind of call. */
  access: { read: Role[]; create: Role[]; update: Role[]; delete: Role[] };
  operations: Operation[];
  /** Field holding the owning user's id: owners see and write only their own records. */
  owner?: string;
  /** Field holding the id of the dealer a record belongs to: dealer staff see only their own dealer's records. */
  dealer?: string;
  titleField?: string;
  /** What a record embedding this one (x-embed) carries of it: its id and these fields; all of it when unset. */
  embeddedFields?: string[];
  defaultSort: string;
  /** Default page size of lists; -1 means all rows. */
  pageSize: number;
  /** Marketing platforms its records are pushed to ("Update Acoustic", "Update Customer.io"). */
  sync: SyncTarget[];
  fields: {
    all: string[];
    required: string[];
    search: string[];
    /** Filtered by equality (`field=value`; enums and references also by several values). */
    filters: string[];
    /** Dates, date-times and numbers, filtered by range (`field_from`, `field_to`, both ends included). */
    ranges: string[];
    unique: string[];
    money: string[];
    dates: string[];
    dateTimes: string[];
    json: string[];
    /** Holding a stored file's key (`x-file: key`; a vehicle's photo). */
    fileKeys: string[];
    /** Holding stored files' addresses (`/api/files/<key>`) anywhere in their text or JSON (`x-file: addresses`; a content document). */
    fileAddresses: string[];
    readOnly: string[];
    writeOnly: string[];
    virtual: string[];
    list: string[];
  };
  references: Reference[];
  /** Lists of other records its reads carry, in the listed entity's default order. */
  embedsMany: EmbedMany[];
  /** Resolved JSON Schema: common definitions inlined, defaults added, required rules expanded. */
  schema: JsonSchema;
}
