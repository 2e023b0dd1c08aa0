/**
 * The payment methods of a payment region with their prices (step 3 and the
 * replenishment page): a placeholder while they load, what the page gives when they did
 * not load (`failed`), a line when there is none.
 */
import type { ReactNode } from 'react';
import type { Channel } from '../api/contract.ts';
import { formatMoney } from '../i18n/format.ts';
import { useT } from '../i18n/use-t.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { Skeleton } from './skeleton.tsx';

export interface ChannelChoicesProps {
  name: string;
  loading: boolean;
  failed?: ReactNode;
  channels: readonly Channel[];
  selected: number;
  onSelect: (channelId: number) => void;
}

export function ChannelChoices({ name, loading, failed, channels, selected, onSelect }: ChannelChoicesProps) {
  const t = useT();
  return (
    <section className="step-section" aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`} className="section-title">{t('recharge.channel')}</h2>
      {loading ? (
        <Skeleton count={3} list="channels" label={t('common.loading')} />
      ) : failed || (channels.length === 0 ? (
        <p className="hint">{t('recharge.noChannels')}</p>
      ) : (
        <ChoiceGroup legend={t('recharge.channel')} hideLegend name={name} className="channels"
          items={channels} keyOf={(ch) => ch.channel_id} selected={selected}
          onSelect={(ch) => onSelect(ch.channel_id)}
          render={(ch) => (<><span className="choice-title" dir="auto">{ch.name}</span><span className="choice-sub">{formatMoney(ch.price, ch.currency)}</span></>)} />
      ))}
    </section>
  );
}
