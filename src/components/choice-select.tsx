/**
 * A <select> whose choice counts when the player makes it, not while the keyboard browses
 * (issue 17). In a closed select, each arrow key changes the value and fires `change`:
 * with the language or the payment region, one ArrowDown switched the whole page's
 * language or opened the change-region confirmation, so the options could not be looked
 * through. Keys browse here; Enter, or leaving the select, chooses. A mouse or a phone's
 * picker, which choose without keys, count at once.
 */
import { type ReactNode, type SelectHTMLAttributes, useEffect, useRef, useState } from 'react';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'onKeyDown' | 'onBlur'> & {
  value: string;
  onChoose: (value: string) => void;
  /**
   * The choice opens a confirmation (the payment region): Tab after browsing chooses and
   * stays here, so the confirmation opens from this select and gives focus back to it
   * however it closes. Leaving first, its opener was wherever Tab went, often a list the
   * choice then replaced, and focus fell to the top of the page.
   */
  asksFirst?: boolean;
  children: ReactNode;
};

const BROWSING_KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'];

export function ChoiceSelect({ value, onChoose, asksFirst, children, ...rest }: Props) {
  const [shown, setShown] = useState(value);
  const browsing = useRef(false);
  // The chosen value may change elsewhere (a confirmation cancelled, a reload of the list).
  useEffect(() => { setShown(value); }, [value]);
  const choose = (v: string) => {
    browsing.current = false;
    // Back to the chosen value until the caller takes the new one (it may ask first, and
    // the player may cancel); the effect above shows it once it is taken.
    setShown(value);
    if (v !== value) onChoose(v);
  };
  return (
    <select
      {...rest}
      value={shown}
      onKeyDown={(e) => {
        if (BROWSING_KEYS.includes(e.key) || (e.key.length === 1 && e.key !== ' ')) browsing.current = true;
        else if (e.key === 'Enter' || (e.key === 'Tab' && asksFirst && browsing.current && e.currentTarget.value !== value)) {
          // The choice may open a confirmation at once (React renders a key's update before
          // the next event) and focus its Confirm button; left alone, this Enter's keypress
          // would then press that button, confirming what the player has not yet read. (A
          // Tab held back stays on the select: see asksFirst.)
          e.preventDefault();
          choose(e.currentTarget.value);
        }
      }}
      onChange={(e) => {
        setShown(e.currentTarget.value);
        if (!browsing.current) choose(e.currentTarget.value);
      }}
      onBlur={(e) => { if (browsing.current) choose(e.currentTarget.value); }}
    >
      {children}
    </select>
  );
}
