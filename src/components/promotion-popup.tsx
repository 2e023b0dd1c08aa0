/**
 * The accumulated top-up promotion (spec sections 2 and 4): the event's name and period,
 * what the player has topped up so far, and the reward tiers, each claimable once reached;
 * claim one, claim all, received. Opened with openPromotion() (stores/promotion.ts).
 */
import { useEffect, useId } from 'react';
import { useStore } from '../lib/use-store.ts';
import type { Promotion, RewardTier } from '../api/contract.ts';
import { formatMoney, formatNumber } from '../i18n/format.ts';
import { intlLocale } from '../i18n/intl-locale.ts';
import { useLanguage, useT } from '../i18n/use-t.ts';
import { claimAll, claimTier, claimableCount, closePromotion, loadPromotion, promotion } from '../stores/promotion.ts';
import { LoadFailed } from './load-failed.tsx';
import { Modal } from './modal.tsx';

function formatDay(s: number, lang: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium' }).format(new Date(s * 1000));
}

function Tier({ tier, currency, busy }: { tier: RewardTier; currency: string; busy: boolean }) {
  const t = useT();
  const { lang } = useLanguage();
  const nameId = useId();
  const { claiming } = useStore(promotion);
  return (
    <li className={`promo-tier ${tier.status}`}>
      <div className="promo-tier-main">
        <h3 id={nameId} className="promo-tier-name">{t('promo.tier', { amount: formatMoney(tier.threshold, currency) })}</h3>
        <ul className="promo-rewards">
          {tier.rewards.map((r, i) => (
            <li key={i}><bdi dir="auto">{r.name}</bdi> ×{formatNumber(r.count, lang)}</li>
          ))}
        </ul>
      </div>
      <div className="promo-tier-action">
        {tier.status === 'claimable' ? (
          <button type="button" className="button primary small" aria-describedby={nameId} disabled={busy}
            aria-busy={claiming === tier.tier_id} onClick={() => void claimTier(tier.tier_id)}>
            {t('promo.claim')}
          </button>
        ) : (
          <span className={`promo-badge ${tier.status}`}>{tier.status === 'claimed' ? t('promo.received') : t('promo.locked')}</span>
        )}
      </div>
    </li>
  );
}

function Details({ p }: { p: Promotion }) {
  const t = useT();
  const { lang } = useLanguage();
  const { claiming } = useStore(promotion);
  const busy = claiming !== null;
  const ready = claimableCount(p);
  return (
    <>
      <div className="promo-head">
        <p className="promo-name" dir="auto">{p.title}</p>
        <p className="hint">{t('promo.period', { from: formatDay(p.start_time, lang), to: formatDay(p.end_time, lang) })}</p>
        <p className="promo-total">{t('promo.accumulated', { amount: formatMoney(p.accumulated, p.currency) })}</p>
      </div>
      <ol className="promo-tiers">
        {p.tiers.map((tier) => <Tier key={tier.tier_id} tier={tier} currency={p.currency} busy={busy} />)}
      </ol>
      <div className="modal-actions">
        <button type="button" className="button primary" disabled={ready === 0 || busy} aria-busy={claiming === 'all'} onClick={() => void claimAll()}>
          {t('promo.claimAll')}
        </button>
      </div>
    </>
  );
}

export function PromotionPopup() {
  const t = useT();
  const { open, data } = useStore(promotion);
  useEffect(() => { if (open) void loadPromotion(); }, [open]);
  if (!open) return null;
  const p = data.data as Promotion | null;
  return (
    <Modal open title={t('promo.title')} onClose={closePromotion} closeOnOverlay closeLabel={t('common.close')} className="promo-popup">
      {p ? <Details p={p} /> : data.status === 'error' ? (
        <LoadFailed failure={data.failure} retry={loadPromotion} />
      ) : (
        <div className="placeholder-stack" role="status" aria-label={t('common.loading')}>
          <div className="skeleton-block" style={{ height: 72 }} />
          <div className="skeleton-block" style={{ height: 64 }} />
          <div className="skeleton-block" style={{ height: 64 }} />
          <div className="skeleton-block" style={{ height: 64 }} />
        </div>
      )}
    </Modal>
  );
}
