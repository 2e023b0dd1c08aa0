/** Grey blocks that hold a list's place while it loads, so nothing jumps when it arrives. */
export function Skeleton({ count, height, label }: { count: number; height: number; label: string }) {
  return (
    <div className="choices-grid skeleton" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => <div key={i} className="skeleton-block" style={{ height }} />)}
    </div>
  );
}
