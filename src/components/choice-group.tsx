/**
 * A group of choices shown as cards: real radio buttons underneath, so the arrow keys
 * move between them, a screen reader says "3 of 6, selected", and a label click picks one.
 * Games, servers, roles, goods and payment channels all use it.
 */
import type { ReactNode } from 'react';

export interface ChoiceGroupProps<T> {
  legend: string;
  /** Visually hide the legend when the section heading already says it. */
  hideLegend?: boolean;
  name: string;
  items: readonly T[];
  keyOf: (item: T) => string | number;
  selected: string | number | null | undefined;
  onSelect: (item: T) => void;
  render: (item: T) => ReactNode;
  disabled?: (item: T) => boolean;
  className?: string;
}

export function ChoiceGroup<T>(p: ChoiceGroupProps<T>) {
  return (
    <fieldset className={`choices ${p.className ?? ''}`}>
      <legend className={p.hideLegend ? 'visually-hidden' : 'choices-legend'}>{p.legend}</legend>
      <div className="choices-grid">
        {p.items.map((item) => <Choice key={p.keyOf(item)} item={item} group={p} />)}
      </div>
    </fieldset>
  );
}

/**
 * One card, a component of its own so that React renders each as a unit: a list that
 * arrives from the API renders as a transition (lib/use-store.ts), which React can pause
 * between cards but not inside one, so a long list never becomes one long task.
 */
function Choice<T>({ item, group: p }: { item: T; group: ChoiceGroupProps<T> }) {
  const key = p.keyOf(item);
  const checked = key === p.selected;
  return (
    <label className={`choice${checked ? ' selected' : ''}${p.disabled?.(item) ? ' muted' : ''}`}>
      <input type="radio" className="choice-input" name={p.name} value={String(key)} checked={checked}
        onChange={() => p.onSelect(item)} />
      {p.render(item)}
    </label>
  );
}
