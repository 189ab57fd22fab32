// A campaign's progress in words (docs/decisions.md, "Recalls"): its VINs, how many are of
// registered owners, emailed, booked and remedied; in the list's column and in its opened row.
import { Skeleton, Text } from '@mantine/core';
import type { RecallProgress } from '../../../../shared/generated/types.ts';
import { formatNumber } from '../../lib/format.ts';
import { useRecallProgress } from './use-recall-progress.ts';

const STEPS: { key: keyof Omit<RecallProgress, 'recalls_id'>; label: string }[] = [
  { key: 'vins', label: 'VINs' },
  { key: 'registered', label: 'registered' },
  { key: 'notified', label: 'notified' },
  { key: 'booked', label: 'booked' },
  { key: 'remedied', label: 'remedied' },
];

export function ProgressCell({ recallId }: { recallId: number }) {
  const { progress } = useRecallProgress(recallId);
  if (!progress) return <Skeleton h={16} w={160} />;
  return (
    <Text span fz="sm">
      {STEPS.map(({ key, label }) => `${formatNumber(progress[key])} ${label}`).join(', ')}
    </Text>
  );
}
