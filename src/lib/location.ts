/**
 * wouter's location hook, with our navigate in place of its own, so every <Link>,
 * <Redirect> and setLocation in the app applies the carry rule of src/lib/navigate.ts.
 */
import { useBrowserLocation, useSearch as useBrowserSearch } from 'wouter/use-browser-location';
import { navigate } from './navigate.ts';

export function useAppLocation(): [string, typeof navigate] {
  const [location] = useBrowserLocation();
  return [location, navigate];
}

export const useAppSearch = useBrowserSearch;
