// The cells of a dealer row, in the document's columns: brand and code, details, phones, address,
// geo (with a maps link) and a compact opening-hours list; and the row's second row, its PMA
// postcodes.
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { entities } from '../../../../shared/generated/entities.ts';
import { displayDay, shortDay } from '../../../../shared/opening-hours.ts';
import { mapsUrl } from '../../../../shared/maps.ts';
import { safeHref } from '../../../../shared/safe-link.ts';
import { useAccess } from '../../providers/access.tsx';
import classes from './dealers-table.module.css';
import { type DealerRecord, dealerPagePath } from './dealer-types.ts';

type Cell = { dealer: DealerRecord };

const COUNTRIES = (entities.dealer.schema.properties?.country as { 'x-enum-labels'?: Record<string, string> } | undefined)?.['x-enum-labels'] ?? {};
// A phone number broken over two lines reads as two numbers.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const Muted = ({ children }: { children: ReactNode }) => (
  <Text size="xs" c="dimmed">
    {children}
  </Text>
);

export function BrandCell({ dealer }: Cell) {
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={dealer.brand === 'Haval' ? 'dark' : 'gwmRed'} variant="light" tt="none">
        {dealer.brand}
      </Badge>
      <Text size="sm" ff="monospace">
        {dealer.dealer_code || '—'}
      </Text>
    </Stack>
  );
}

/** The dealer's website as a link, or as text when it is no address a browser should follow. */
function Website({ address }: { address: string }) {
  const href = safeHref(address);
  if (!href) return <Muted>{address}</Muted>;
  return (
    <Anchor href={href} target="_blank" rel="noreferrer" size="xs">
      {address}
    </Anchor>
  );
}

export function DetailsCell({ dealer }: Cell) {
  // The dealer page edits: an account that only reads the list (a dealer's staff) reads the name.
  const page = useAccess().opens(dealerPagePath(dealer.id)) ? dealerPagePath(dealer.id) : undefined;
  return (
    <Stack gap={2} className={classes.wrap}>
      {page ? (
        <Anchor component={Link} to={page} fw={700} size="sm">
          {dealer.name}
        </Anchor>
      ) : (
        <Text fw={700} size="sm">
          {dealer.name}
        </Text>
      )}
      {dealer.website && <Website address={dealer.website} />}
      <Anchor href={`mailto:${dealer.email}`} size="xs">
        {dealer.email}
      </Anchor>
      {dealer.acoustic_id && <Muted>Acoustic ID: {dealer.acoustic_id}</Muted>}
    </Stack>
  );
}

export function PhoneCell({ dealer }: Cell) {
  return (
    <Stack gap={2}>
      {(['sales_phone', 'service_phone'] as const).map((field) => (
        <div key={field}>
          <Muted>{field === 'sales_phone' ? 'Sales' : 'Service'}</Muted>
          <Text size="sm" style={NO_WRAP}>
            {dealer[field] || '—'}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

export function AddressCell({ dealer }: Cell) {
  return (
    <Stack gap={0} className={classes.wrap}>
      <Text size="sm">{[dealer.address_line_1, dealer.address_line_2].filter(Boolean).join(', ')}</Text>
      <Text size="sm">{[dealer.suburb, dealer.state, dealer.postcode].filter(Boolean).join(' ')}</Text>
      <Muted>{(dealer.country && COUNTRIES[dealer.country]) ?? dealer.country}</Muted>
    </Stack>
  );
}

export function GeoCell({ dealer }: Cell) {
  const map = mapsUrl(dealer);
  if (!map) return <Muted>Not set</Muted>;
  return (
    <Stack gap={2}>
      <Text size="xs" style={NO_WRAP}>
        Lng {dealer.lng}
      </Text>
      <Text size="xs" style={NO_WRAP}>
        Lat {dealer.lat}
      </Text>
      <Anchor href={map} target="_blank" rel="noreferrer" size="xs" aria-label={`Map of ${dealer.name} (opens in a new tab)`}>
        Map <IconExternalLink size={12} aria-hidden />
      </Anchor>
    </Stack>
  );
}

export function HoursCell({ dealer }: Cell) {
  const hours = dealer.dealer_hours ?? [];
  if (!hours.length) return <Muted>Not set</Muted>;
  return (
    <dl className={classes.hours} aria-label={`Opening hours of ${dealer.name}`}>
      {hours.map((day, index) => (
        <div key={day.day ?? index}>
          <dt title={day.day}>{shortDay(day.day)}</dt>
          <dd>{displayDay(day)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PmaList({ dealer }: Cell) {
  const pmas = dealer.dealer_p_m_as ?? [];
  if (!pmas.length)
    return (
      <Text size="sm" c="dimmed">
        No PMA postcodes are allocated to {dealer.name}.
      </Text>
    );
  return (
    <Group gap={6} aria-label={`PMA postcodes of ${dealer.name}`} role="list">
      {pmas.map((pma) => (
        <Badge key={pma.id} variant="outline" color="gray" tt="none" role="listitem">
          {pma.postcode} {pma.locality}
        </Badge>
      ))}
    </Group>
  );
}
