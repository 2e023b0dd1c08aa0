/**
 * What the layout adds after the first paint, in one chunk (app.tsx): the footer, the live
 * region for loads, and the host of the popups, which no first paint shows (a popup wanted
 * before this chunk is in, by the API client's -600 say, opens when it arrives: the stores
 * say what is open).
 */
import { ErrorBoundary } from './error-boundary.tsx';
import { Footer } from './footer.tsx';
import { LiveAnnouncer } from './live-announcer.tsx';
import { OverlayHost } from './overlay-host.tsx';

export default function AfterFirstPaint() {
  return <><Footer /><LiveAnnouncer /><ErrorBoundary quiet><OverlayHost /></ErrorBoundary></>;
}
