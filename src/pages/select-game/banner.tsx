/**
 * Step 1's banner, loaded on demand once the game list is in (select-game-page.tsx). It sits
 * below the step, which fills the first screen, so it moves nothing the player sees and is
 * never the first screen's largest paint; its box is kept at the image's shape (4:1,
 * api/openapi.yaml) while it loads. Event 7 goes when half of it has been on screen.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { useStore } from '../../lib/use-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { banner, bannerHref, bannerSeen, loadBanner } from '../../stores/banner.ts';

export default function StepBanner() {
  const t = useT();
  const { shown } = useStore(banner);
  const box = useRef<HTMLElement>(null);
  useEffect(() => { void loadBanner(); }, []);
  const b = shown.data;
  const id = b?.banner_id;
  // Seen once per banner (its id), whatever else of it a refresh changes.
  const onSeen = useEffectEvent(() => { if (b) bannerSeen(b); });
  useEffect(() => {
    const el = box.current;
    if (id === undefined || !el || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      onSeen();
    }, { threshold: 0.5 });
    seen.observe(el);
    return () => seen.disconnect();
  }, [id]);
  // None for this area, or it could not be had: no box.
  if (shown.status !== 'loading' && shown.status !== 'idle' && !b) return null;
  const href = b ? bannerHref(b) : '';
  // The server's alt text, in the page's language; shown as text if the image fails.
  const img = b && <img className="banner-image" src={b.image} alt={b.alt} width="1200" height="300" loading="lazy" decoding="async" dir="auto" />;
  return (
    <aside ref={box} className="banner-slot" aria-label={t('game.bannerAlt')} aria-busy={!b}>
      {img && href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t('common.withNote', { text: b.alt, note: t('footer.newWindow') })}>{img}</a>
      ) : img}
    </aside>
  );
}
