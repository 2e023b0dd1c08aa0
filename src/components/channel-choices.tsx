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

/** The id of a method known by its name alone: no real method has it. */
const NAME_ONLY = -1;
const nameOnly = (ch: Channel) => (ch.channel_id as number) === NAME_ONLY;

export interface ChannelListProps {
  name: string;
  channels: readonly Channel[];
  selected: number;
  onSelect: (channelId: number) => void;
}

export interface ChannelChoicesProps extends ChannelListProps {
  loading: boolean;
  failed?: ReactNode;
  /** What shows while loading: the loading blocks unless given (the names the last visit listed). */
  placeholder?: ReactNode;
}

/**
 * The methods as cards, each with its name and price. A method known by its name alone
 * (a kept name) keeps its price line, empty, so its
 * card is as tall as one with a price.
 */
function ChannelList({ name, channels, selected, onSelect }: ChannelListProps) {
  const t = useT();
  return (
    <ChoiceGroup legend={t('recharge.channel')} hideLegend name={name} className="channels"
      items={channels} keyOf={(ch) => nameOnly(ch) ? ch.name : ch.channel_id} selected={selected}
      onSelect={(ch) => onSelect(ch.channel_id)}
      render={(ch) => (<><span className="choice-title" dir="auto">{ch.name}</span><span className="choice-sub">{nameOnly(ch) ? '\u00a0' : formatMoney(ch.price, ch.currency)}</span></>)} />
  );
}

/** A method known by its name alone (no id, no price): a kept name. */
const namedChannel = (name: string) => ({ channel_id: NAME_ONLY, name, paywayId: '', rechargeType: 0, price: '', currency: '' }) as unknown as Channel;

/**
 * While the methods load: the names the last visit listed for this item and region
 * (lib/channels-memo.ts), so a returning player's first render shows them rather than
 * loading blocks. Inert, and announced as loading.
 */
export function KeptChannels({ name, names }: { name: string; names: readonly string[] }) {
  const t = useT();
  return (
    <div role="status" aria-label={t('common.loading')}>
      <div inert>
        <ChannelList name={name} channels={names.map(namedChannel)} selected={NaN} onSelect={() => {}} />
      </div>
    </div>
  );
}

export function ChannelChoices({ loading, failed, placeholder, ...list }: ChannelChoicesProps) {
  const t = useT();
  return (
    <section className="step-section" aria-labelledby={`${list.name}-heading`}>
      <h2 id={`${list.name}-heading`} className="section-title">{t('recharge.channel')}</h2>
      {loading ? (
        placeholder ?? <Skeleton count={3} list="channels" label={t('common.loading')} />
      ) : failed || (list.channels.length === 0 ? (
        <p className="hint">{t('recharge.noChannels')}</p>
      ) : <ChannelList {...list} />)}
    </section>
  );
}
