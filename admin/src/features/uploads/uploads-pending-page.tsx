// The three CSV upload screens (/loadusers, /loadpentanas, /updatepmas) are not built yet. The
// buttons that lead here say what they are for, so this page says plainly that loading files is
// not available and what to do meanwhile, rather than "page not found".
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

const UPLOADS: Record<string, { title: string; instead: { label: string; to: string } }> = {
  '/loadusers': { title: 'Bulk load portal users', instead: { label: 'Add owners one at a time on Portal Users', to: '/users' } },
  '/loadpentanas': { title: 'Bulk load CRM owners', instead: { label: 'See the CRM owners already loaded', to: '/pentanas' } },
  '/updatepmas': { title: 'Update PMAs', instead: { label: 'Allocate postcodes one at a time on Postcodes', to: '/postcodes' } },
};

export default function UploadsPendingPage() {
  const { pathname } = useLocation();
  const upload = UPLOADS[pathname] ?? UPLOADS['/loadusers']!;
  return (
    <Stack>
      <Title order={2}>{upload.title}</Title>
      <Alert icon={<IconInfoCircle />} title="Loading CSV files is not available yet" maw={640}>
        Files from the dealer system cannot be uploaded in this version of the back office.
      </Alert>
      <Anchor component={Link} to={upload.instead.to}>
        {upload.instead.label}
      </Anchor>
    </Stack>
  );
}
