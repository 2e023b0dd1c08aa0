/**
 * Holds back every page while a page-address parameter is malformed and sends the player
 * to the parameter-error page (app/page-params.ts). The check runs during render, so no
 * page effect ever sees the bad value: nothing is loaded with it, and no error code it
 * would cause (-3001 clears the saved game) can throw away what the player had.
 */
import { useEffect, type ReactNode } from 'react';
import { navigate } from '../lib/navigate.ts';
import { useAppLocation, useAppSearch } from '../lib/location.ts';
import { badPageParam, paramErrorHref, paramsChecked } from './page-params.ts';

export function ParamGuard({ children }: { children: ReactNode }) {
  const [path] = useAppLocation();
  const search = useAppSearch();
  const raw = !search || search.startsWith('?') ? search : `?${search}`;
  const bad = paramsChecked(path) && badPageParam(raw) !== null;
  // replace: Back must not return to the bad address, which would only come straight back here.
  useEffect(() => { if (bad) navigate(paramErrorHref(raw), { replace: true }); }, [bad, raw]);
  return bad ? <div className="page-fallback" aria-busy="true" /> : <>{children}</>;
}
