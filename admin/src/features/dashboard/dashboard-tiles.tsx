// The dashboard's seven tiles (docs/back-office.md 2, Dashboard), each a count linking to its screen.
// Vehicles link to the users screen, as the spec says: owners are listed with their vehicles. A count
// past 10,000 is the server's estimate and reads "about 1,000,000".
import { Card, SimpleGrid, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { formatTotal } from '../../lib/format.ts';
import type { DashboardCount, DashboardCounts } from '../../../../shared/dashboard.ts';

const TILES: { label: string; count: DashboardCount; path: string }[] = [
  { label: 'Users', count: 'users', path: '/users' },
  { label: 'Vehicles', count: 'vehicles', path: '/users' },
  { label: 'Services waiting', count: 'services_waiting', path: '/vehicleservices' },
  { label: 'Marketing Messages', count: 'messages', path: '/marketing' },
  { label: 'Models', count: 'models', path: '/models' },
  { label: 'Dealers', count: 'dealers', path: '/dealers' },
  { label: 'Open recalls', count: 'open_recalls', path: '/recalls' },
];

export function DashboardTiles({ counts }: { counts?: DashboardCounts }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 7 }} spacing="md">
      {TILES.map((tile) => (
        <Card key={tile.label} component={Link} to={tile.path} withBorder padding="lg" radius="md" style={{ justifyContent: 'space-between' }}>
          {/* The link is named by what it shows ("Users 1,204"), so what is said is what is read on screen. */}
          <Text size="sm" c="dimmed" fw={600}>
            {tile.label}
          </Text>
          {counts ? (
            <Text fz={32} fw={800} lh={1.2} c="gwmRed.7">
              {formatTotal(counts[tile.count], counts.estimated.includes(tile.count))}
            </Text>
          ) : (
            <>
              <Skeleton h={38} mt={4} w="60%" />
              <VisuallyHidden>loading</VisuallyHidden>
            </>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
