// The Content section (docs/decisions.md, "Content service"): every document of the content store,
// with a tab per kind the owner screens read, a preview of each document's file, buttons to
// upload a vehicle image or an owner's manual and to add a video, and videos edited in their own
// dialog; other documents (the menu header, categories, the videos page) in the generic JSON form.
import type { BaseRecord } from '@refinedev/core';
import { CONTENT_TYPES } from '../../../../shared/content.ts';
import { arrangeColumns, customColumn } from '../../screens/columns.ts';
import type { ScreenExtension, ScreenTab } from '../../screens/extension.ts';
import { ContentActions } from './content-actions.tsx';
import { ContentFileCell } from './content-file-cell.tsx';
import { VideoDialog } from './video-dialog.tsx';

const tab = (value: string, label: string, type?: string): ScreenTab => ({
  value,
  label,
  filters: type ? { type } : {},
  defaults: type ? { type } : undefined,
});

export const screen: ScreenExtension = {
  resource: 'contentdocuments',
  tabs: [
    tab('all', 'All'),
    tab('images', 'Vehicle images', CONTENT_TYPES.vehicleImage),
    tab('manuals', 'Owner’s manuals', CONTENT_TYPES.ownerManual),
    tab('videos', 'How-to videos', CONTENT_TYPES.video),
    tab('categories', 'Video categories', CONTENT_TYPES.videoCategory),
  ],
  columns: arrangeColumns(
    customColumn('File', (document) => <ContentFileCell document={document} />),
    'name',
    'type',
    'document_key',
    'published',
  ),
  actions: ContentActions,
  editor: { claims: (record: BaseRecord) => record.type === CONTENT_TYPES.video, Dialog: VideoDialog },
};
