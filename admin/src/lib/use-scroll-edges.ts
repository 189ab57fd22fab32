// Which edges of a scrolling box have more content beyond them, kept up to date as it scrolls or
// its content changes size: what a scroll shadow needs to show only where there is more to see.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface ScrollEdges {
  above: boolean;
  below: boolean;
  right: boolean;
}

const NONE: ScrollEdges = { above: false, below: false, right: false };
/** Sub-pixel layouts leave a fraction of a pixel unscrolled at the end. */
const SLACK = 1;

const same = (a: ScrollEdges, b: ScrollEdges) => a.above === b.above && a.below === b.below && a.right === b.right;

/** The box's ref and scroll handler, and its edges as data attributes (`data-more-below`...) for the CSS. */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  const onScroll = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = {
      above: el.scrollTop > SLACK,
      below: el.scrollTop + el.clientHeight < el.scrollHeight - SLACK,
      right: el.scrollLeft + el.clientWidth < el.scrollWidth - SLACK,
    };
    setEdges((current) => (same(current, next) ? current : next));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    onScroll();
    // The box itself, and what it holds as rows arrive or wrap.
    const observer = new ResizeObserver(onScroll);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, [onScroll]);
  const attributes = { 'data-more-above': edges.above || undefined, 'data-more-below': edges.below || undefined, 'data-more-right': edges.right || undefined };
  return { ref, onScroll, edges, attributes };
}
