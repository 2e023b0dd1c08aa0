import { useEffect } from 'react';
import brand from 'virtual:brand';
import type { MessageKey } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';

/** The page's heading, also the document title ("Select game · Watt Games"). */
export function PageTitle({ id }: { id: MessageKey }) {
  const t = useT();
  const text = t(id);
  useEffect(() => { document.title = `${text} · ${brand.name}`; }, [text]);
  return <h1 className="page-title">{text}</h1>;
}
