/**
 * Finding things by role and visible label inside the page, for the engines whose drivers
 * have no accessibility query of their own (WebKitWebDriver speaks classic WebDriver;
 * Playwright's getByRole cannot drive Debian's Firefox or WebKit). A small subset of ARIA's
 * rules, enough for the storefront's markup: explicit roles, the implicit roles of the
 * elements it uses, and names from aria-labelledby, aria-label, <label>, alt and text.
 *
 * `findByRole` is serialised into the page, so it must stay self-contained.
 */
export interface Query {
  role: string;
  /** The accessible name: a string matches exactly (trimmed, spaces collapsed), a RegExp's source and flags a part of it. */
  name?: string | RegExp;
  /** A heading's level. */
  level?: number;
  /** Only inside the first match of this one (a dialog, the banner). */
  within?: Query;
}

export interface WireQuery { role: string; name?: string; pattern?: [string, string]; level?: number; within?: WireQuery; enabled?: boolean }

/** `enabled`: only a control that takes a click now (a click on a disabled button does nothing, and no driver says so). */
export const toWire = (q: Query, enabled = false): WireQuery => ({
  role: q.role,
  ...(enabled ? { enabled } : {}),
  ...(q.name instanceof RegExp ? { pattern: [q.name.source, q.name.flags] as [string, string] } : q.name !== undefined ? { name: q.name } : {}),
  ...(q.level ? { level: q.level } : {}),
  ...(q.within ? { within: toWire(q.within) } : {}),
});

export const describeQuery = (q: Query): string =>
  `${q.role}${q.name === undefined ? '' : ` "${q.name instanceof RegExp ? q.name.source : q.name}"`}${q.within ? ` in ${describeQuery(q.within)}` : ''}`;

/** The visible elements with that role and name, in document order. Runs in the page. */
export function findByRole(q: WireQuery): Element[] {
  const SELECTORS: Record<string, string> = {
    button: 'button, [role=button], input[type=submit], input[type=button]',
    link: 'a[href], [role=link]',
    radio: 'input[type=radio], [role=radio]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    textbox: 'input:not([type]), input[type=text], input[type=password], input[type=email], input[type=tel], input[type=search], textarea, [role=textbox]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    dialog: 'dialog, [role=dialog], [role=alertdialog]',
    alert: '[role=alert]',
    timer: '[role=timer]',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    banner: 'body > header, #root header:not(main header), [role=banner]',
    combobox: 'select, [role=combobox]',
  };
  const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    // A radio or checkbox input is often drawn by its label and kept out of sight.
    if ((el as HTMLInputElement).type === 'radio' || (el as HTMLInputElement).type === 'checkbox') return s.display !== 'none' && !el.closest('[hidden], [inert]');
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && !el.closest('[hidden], [inert], [aria-hidden=true]');
  };
  const text = (el: Element): string => {
    if (el instanceof HTMLImageElement) return el.alt;
    let out = '';
    for (const n of Array.from(el.childNodes)) {
      if (n.nodeType === Node.TEXT_NODE) out += n.textContent ?? '';
      else if (n instanceof Element && n.getAttribute('aria-hidden') !== 'true' && getComputedStyle(n).display !== 'none') {
        out += n.getAttribute('aria-label') ?? text(n);
      }
    }
    return out;
  };
  const nameOf = (el: Element): string => {
    const by = el.getAttribute('aria-labelledby');
    if (by) return squash(by.split(/\s+/).map((id) => { const t = document.getElementById(id); return t ? text(t) : ''; }).join(' '));
    const label = el.getAttribute('aria-label');
    if (label) return squash(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels?.length) return squash(Array.from(labels).map(text).join(' '));
    if (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'button')) return squash(el.value);
    if (['button', 'link', 'heading', 'radio', 'checkbox', 'alert', 'timer'].includes(q.role) || el.matches('button, a, h1, h2, h3, h4, h5, h6')) return squash(text(el));
    return squash(el.getAttribute('title') ?? '');
  };
  const selector = SELECTORS[q.role] ?? `[role=${q.role}]`;
  const re = q.pattern ? new RegExp(q.pattern[0], q.pattern[1]) : null;
  const scope: ParentNode | undefined = q.within ? findByRole(q.within)[0] : document;
  if (!scope) return [];
  return Array.from(scope.querySelectorAll(selector)).filter((el) => {
    const explicit = el.getAttribute('role');
    if (explicit && explicit !== q.role && !(q.role === 'dialog' && explicit === 'alertdialog')) return false;
    if (q.level && el.matches('h1, h2, h3, h4, h5, h6') && Number(el.tagName[1]) !== q.level) return false;
    if (!visible(el)) return false;
    if (q.enabled && ((el as HTMLButtonElement).disabled || el.closest('[aria-disabled=true]'))) return false;
    if (q.name === undefined && !re) return true;
    const name = nameOf(el);
    return re ? re.test(name) : name === squash(q.name!);
  });
}
