// The separate dealer page, /dealers/new and /dealers/{id} (docs/back-office.md, Dealers): the
// Dealers screen's form (the generic one) with Back and Cancel to the list and Create or Update;
// a save shows "Successfully saved." with a link back to the list. A new dealer's page becomes
// its own page once created.
import { Alert, Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { BaseRecord } from '@refinedev/core';
import { definitionOf } from '../../screens/definitions.ts';
import { Loading } from '../../shell/loading.tsx';
import { LoadFailure } from '../../shell/load-failure.tsx';
import NotFound from '../../shell/not-found.tsx';
import { DEALERS, DEALERS_PATH, dealerPagePath } from './dealer-types.ts';
import { useDealer } from './use-dealer.ts';

// The form (RJSF and the validators) is a chunk of its own, so the page's frame shows at once.
const RecordForm = lazy(() => import('../../forms/record-form.tsx'));

/** Set in the navigation state after a save, so the alert survives the move from /new to /{id}. */
interface SavedState {
  savedAt?: number;
}

/** Brought into view and focused after each save: Update sits at the foot of a long form. */
function SavedAlert({ savedAt }: { savedAt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    ref.current?.focus({ preventScroll: true });
  }, [savedAt]);
  return (
    <Alert ref={ref} tabIndex={-1} color="green" title="Successfully saved." role="status">
      <Anchor component={Link} to={DEALERS_PATH}>
        Back to the dealer list
      </Anchor>
    </Alert>
  );
}

export default function DealerEditPage() {
  const { id: param } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const id = param === 'new' ? undefined : Number(param);
  const valid = id === undefined || (Number.isInteger(id) && id > 0);
  const { dealer, loading, error, retry } = useDealer(valid ? id : undefined);
  const savedAt = (location.state as SavedState | null)?.savedAt;

  if (!valid) return <NotFound />;

  const definition = definitionOf(DEALERS);
  // A save stays on the dealer's page (a new dealer's becomes its own); Cancel goes to the list.
  const onDone = (saved?: BaseRecord) =>
    saved ? navigate(dealerPagePath(Number(saved.id)), { replace: true, state: { savedAt: Date.now() } satisfies SavedState }) : navigate(DEALERS_PATH);

  return (
    <Stack maw={960}>
      <Group justify="space-between">
        <Title order={2}>{id === undefined ? 'New dealer' : `Edit ${dealer?.name ?? 'dealer'}`}</Title>
        <Button component={Link} to={DEALERS_PATH} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Back
        </Button>
      </Group>
      {savedAt !== undefined && <SavedAlert savedAt={savedAt} />}
      {loading && <Loading />}
      {error && <LoadFailure title="The dealer could not be loaded" message={error.message} onRetry={retry} />}
      {(id === undefined || dealer) && (
        <Paper withBorder p="lg">
          {/* Re-keyed by the saved record, so after a save the form shows what the server kept. */}
          <Suspense fallback={<Loading />}>
            <RecordForm
              key={dealer?.updated_at ?? 'new'}
              definition={definition}
              id={id}
              defaults={id === undefined ? definition.newRecord?.() : undefined}
              wide
              label={id === undefined ? 'New dealer' : `Edit ${dealer?.name ?? 'dealer'}`}
              onDone={onDone}
            />
          </Suspense>
        </Paper>
      )}
    </Stack>
  );
}
