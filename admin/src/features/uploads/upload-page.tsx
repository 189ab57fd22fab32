// The CSV upload screens (/loadusers, /loadpentanas, /updatepmas, /loadrecalls), one page by its layout:
// the columns the file must have, a .csv picker with a drop zone, the chosen file's first rows under
// their column names (a file of the wrong width refused before it is sent), 'Check file' (a dry run
// that writes nothing) and the load button, both disabled while a file goes, a progress bar with the
// rows read, then the result with its exceptions.
import { Alert, Button, FileInput, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { sectionOf } from '../../../../shared/back-office-sections.ts';
import { uploadLayouts } from '../../../../shared/generated/upload-layouts.ts';
import { PREVIEW_ROWS, useFilePreview } from './file-preview.ts';
import { LayoutTable } from './layout-table.tsx';
import { PreviewTable } from './preview-table.tsx';
import { UploadResultPanel } from './upload-result.tsx';
import { useUpload } from './use-upload.ts';

/** Each upload section's button and file layout; its title is the section's label. */
const SCREENS: Record<string, { button: string; layout: (typeof uploadLayouts)[keyof typeof uploadLayouts] }> = {
  '/loadusers': { button: 'Load users', layout: uploadLayouts['roadside-users'] },
  '/loadpentanas': { button: 'Load owners', layout: uploadLayouts.owners },
  '/updatepmas': { button: 'Update PMAs', layout: uploadLayouts.postcodes },
  '/loadrecalls': { button: 'Load recall VINs', layout: uploadLayouts['recall-vehicles'] },
};

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

export default function UploadPage() {
  const { pathname } = useLocation();
  const screen = SCREENS[pathname] ?? SCREENS['/loadusers']!;
  const title = sectionOf(pathname)?.label;
  const { layout } = screen;
  const { state, start, reset } = useUpload(layout);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const loading = state.phase === 'loading';
  const preview = useFilePreview(layout, file && !problem ? file : null);
  const refusal = problem ?? preview?.problem;
  // A file is sent once its first rows have been read and found of the layout's width.
  const unsendable = !file || !preview || Boolean(refusal) || loading;

  const choose = (chosen: File | null) => {
    reset();
    setFile(chosen);
    setProblem(chosen && !isCsv(chosen) ? 'Please choose a .csv file.' : undefined);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    if (!loading) choose(event.dataTransfer.files[0] ?? null);
  };
  const send = (dryRun: boolean) => file && !unsendable && start(file, dryRun);

  return (
    <Stack maw={1000}>
      <Title order={2}>{title}</Title>
      <Text>
        {layout.description} Every row has {layout.columns} columns; the file has no header row. Dates are written DD/MM/YYYY.
      </Text>
      <LayoutTable layout={layout} />
      <Paper withBorder p="md" onDragOver={(event) => event.preventDefault()} onDrop={drop} aria-label="Drop a CSV file here" style={{ borderStyle: 'dashed' }}>
        <Stack>
          <Group gap="xs">
            <IconUpload size={20} />
            <Text>Drop a CSV file here, or choose one.</Text>
          </Group>
          <FileInput
            label="CSV file"
            accept=".csv,text/csv"
            placeholder="Choose a .csv file"
            clearable
            value={file}
            onChange={choose}
            error={refusal}
            disabled={loading}
          />
          <Group>
            <Button variant="default" onClick={() => send(true)} disabled={unsendable}>
              Check file
            </Button>
            <Button onClick={() => send(false)} disabled={unsendable} loading={loading && !state.dryRun}>
              {screen.button}
            </Button>
          </Group>
          {preview && preview.rows.length > 0 && (
            <Stack gap={4}>
              <Text fw={600}>The file's first {Math.min(PREVIEW_ROWS, preview.rows.length)} rows</Text>
              <PreviewTable layout={layout} rows={preview.rows} />
            </Stack>
          )}
        </Stack>
      </Paper>
      {loading && (
        <Stack gap={4} aria-live="polite">
          <Progress value={state.sent * 100} animated={state.sent >= 1} aria-label="Upload progress" />
          <Text fz="sm">
            {state.rows.toLocaleString('en-AU')} rows read
            {state.sent >= 1 ? (state.dryRun ? '; checking…' : '; writing to the database…') : ` (${Math.round(state.sent * 100)}% of the file sent)`}
          </Text>
        </Stack>
      )}
      {state.phase === 'error' && (
        <Alert color="red" title="The file was not loaded" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {state.message}
        </Alert>
      )}
      {state.phase === 'loaded' && <UploadResultPanel result={state.result} />}
    </Stack>
  );
}
