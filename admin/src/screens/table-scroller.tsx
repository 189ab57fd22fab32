// A wide table's own scrolling box: never taller than the window, so its sideways scrollbar is in
// view with the rows (Mantine's ScrollArea showed it only on hover, at the foot of a long list);
// the header row stays on top, and while columns lie hidden under the sticky Actions column it
// casts a shadow over them (data-more-right). On a phone the rows are cards instead (admin.css).
import type { ReactNode } from 'react';
import { useScrollEdges } from '../lib/use-scroll-edges.ts';

export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  const { ref, onScroll, attributes } = useScrollEdges<HTMLDivElement>();
  return (
    // Focusable, so the keyboard can scroll it too.
    <div ref={ref} className="table-scroller" {...attributes} onScroll={onScroll} tabIndex={0} role="region" aria-label={`${label} list`}>
      {children}
    </div>
  );
}
