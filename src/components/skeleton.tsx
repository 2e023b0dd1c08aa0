/**
 * Grey blocks that hold a place while its content loads, so nothing jumps when it arrives.
 * `list` is the class of the list it stands in for (games, servers, roles, goods,
 * channels): one CSS rule sizes the cards and their placeholders alike. Without one, the
 * blocks stack full width at the given `height` (px).
 */
export function Skeleton({ count, label, list, height }: { count: number; label: string; list?: string; height?: number }) {
  return (
    <div className={list ? `choices-grid skeleton ${list}` : 'placeholder-stack'} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => <div key={i} className="skeleton-block" style={height ? { height } : undefined} />)}
    </div>
  );
}
