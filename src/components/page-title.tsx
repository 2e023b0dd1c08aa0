import { useEffect, useRef } from 'react';
import brand from 'virtual:brand';
import type { MessageKey } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';

/** The address whose heading last showed: null until the first page has. */
let shownPath: string | null = null;

/**
 * The page's heading, also the document title ("Select game · Watt Games"). When the
 * player moves to another page, focus goes to its heading: a screen reader says where
 * they are now, and the keyboard starts from the top of the new page rather than from a
 * button that is gone. Not on the first page, where focus starts at the document.
 */
export function PageTitle({ id }: { id: MessageKey }) {
  const t = useT();
  const text = t(id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => { document.title = `${text} · ${brand.name}`; }, [text]);
  useEffect(() => {
    const path = window.location.pathname;
    if (shownPath !== null && shownPath !== path) heading.current?.focus({ preventScroll: false });
    shownPath = path;
  }, []);
  return <h1 className="page-title" tabIndex={-1} ref={heading}>{text}</h1>;
}
