/** What the layout adds after the first paint, in one chunk (app.tsx): the footer and the live region for loads. */
import { Footer } from './footer.tsx';
import { LiveAnnouncer } from './live-announcer.tsx';

export default function AfterFirstPaint() {
  return <><Footer /><LiveAnnouncer /></>;
}
