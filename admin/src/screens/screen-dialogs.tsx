// A generic screen's dialogs and which is open: the create and edit dialog (or the record the path
// names, use-record-from-path.ts), the extension's editor for the records it claims, and the
// delete confirmation (or the extension's, where deleting does something else).
import type { BaseRecord } from '@refinedev/core';
import { useState } from 'react';
import type { Definition } from './definitions.ts';
import { DeleteDialog } from './delete-dialog.tsx';
import { type DialogState, RecordDialog } from './record-dialog.tsx';
import { useRecordFromPath } from './use-record-from-path.ts';

/** `screen` is the resource's own definition, whose editor opens what it claims. */
export function useScreenDialogs(screen: Definition) {
  const [dialog, setDialog] = useState<DialogState>(null);
  const [editing, setEditing] = useState<BaseRecord | null>(null);
  const [deleting, setDeleting] = useState<BaseRecord | null>(null);
  // A path naming a record (/models/12) opens it as its pencil would; closing returns to the list.
  const fromPath = useRecordFromPath(screen);
  const shownDialog: DialogState = dialog ?? (fromPath?.record ? { record: fromPath.record } : null);
  const closeDialog = () => {
    setDialog(null);
    fromPath?.close();
  };
  const edit = (record: BaseRecord) => (screen.editor?.claims(record) ? setEditing(record) : setDialog({ record }));
  return { setDialog, shownDialog, closeDialog, edit, editing, setEditing, deleting, setDeleting, fromPath };
}

interface ScreenDialogsProps {
  /** The list's definition (its tab's). */
  definition: Definition;
  /** The resource's own, with the extension's editor and removal. */
  screen: Definition;
  dialogs: ReturnType<typeof useScreenDialogs>;
}

export function ScreenDialogs({ definition, screen: { editor, remove }, dialogs }: ScreenDialogsProps) {
  const { shownDialog, closeDialog, editing, setEditing, deleting, setDeleting } = dialogs;
  const Remove = remove?.Dialog;
  return (
    <>
      <RecordDialog definition={definition} state={shownDialog} onClose={closeDialog} />
      {editor && <editor.Dialog record={editing ?? undefined} opened={editing !== null} onClose={() => setEditing(null)} />}
      {Remove ? (
        <Remove record={deleting} onClose={() => setDeleting(null)} />
      ) : (
        <DeleteDialog definition={definition} record={deleting} onClose={() => setDeleting(null)} />
      )}
    </>
  );
}
