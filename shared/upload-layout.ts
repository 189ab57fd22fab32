// The CSV uploads as every layer sees them: a layout (schemas/uploads/, resolved by codegen into
// shared/generated/upload-layouts.ts) says which column holds what, and an upload answers with
// its counts and the rows it refused. The server parses by the layout, the upload screens show
// it before a file is chosen and the README prints it.

// What an upload answers is an answer schema (schemas/answers/upload-result.json): its types are
// generated, and named here too because every layer of the uploads reads them beside the layout.
export type { RecordCounts, UploadException, UploadResult } from './generated/types.ts';

/** How a column's text is read: `code` is trimmed and upper-cased; dates are DD/MM/YYYY. */
export type ColumnType = 'text' | 'code' | 'email' | 'date' | 'integer' | 'flag';

export const COLUMN_TYPE_LABELS: Record<ColumnType, string> = {
  text: 'Text',
  code: 'Code (any case)',
  email: 'Email',
  date: 'Date DD/MM/YYYY',
  integer: 'Whole number',
  flag: 'Y or N',
};

export interface ColumnLink {
  /** `entity.field` the value is looked up by (a dealer's `dealer.dealer_code`): an unknown value refuses the row. */
  by: string;
  /** `entity.field` that receives the id of the record found, when any. */
  to?: string;
}

export interface LayoutColumn {
  /** 1-based position in the row. */
  position: number;
  name: string;
  type: ColumnType;
  /** `entity.field` the value is stored in; none for columns read past. */
  to?: string;
  link?: ColumnLink;
  required: boolean;
  maxLength: number;
  /** Whether the value is kept (stored, or used to link); false for columns read past. */
  stored: boolean;
}

export interface UploadLayout {
  id: string;
  title: string;
  description: string;
  /** Back-office screen. */
  screen: string;
  /** API path under /api. */
  route: string;
  /** The form field the documents name for the file. */
  fileField: string;
  /** What the screen says once a file is loaded ("Users have been loaded"). */
  loadedMessage: string;
  /** How many columns every row has. */
  columns: number;
  /** The columns that mean something, by position. */
  fields: LayoutColumn[];
}

/** Why a row of `count` fields is not a row of `layout`: said by the server of a row, and by the upload screen before a file is sent. */
export const wrongWidth = (layout: Pick<UploadLayout, 'columns'>, count: number) => `A row must have ${layout.columns} columns; this one has ${count}`;

/** Exceptions answered and kept per upload; the count says how many there were in all. */
export const MAX_EXCEPTIONS = 10_000;

/** Largest CSV file accepted, unless the server's UPLOAD_MAX_MB says otherwise. */
export const DEFAULT_UPLOAD_MAX_MB = 250;
