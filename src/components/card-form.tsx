/**
 * The card provider's fields (stores/payment/card-form.ts), under the order summary when
 * the chosen channel is a card-form one: a line while its script loads, a way to try again
 * if it does not, then the provider's own frame. Its box keeps its height while loading, so
 * nothing below it moves when the fields arrive.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Channel } from '../api/contract.ts';
import { useT } from '../i18n/use-t.ts';
import { useStore } from '../lib/use-store.ts';
import { cardForm, mountCardForm, unmountCardForm } from '../stores/payment/card-form.ts';

export default function CardForm({ channel }: { channel: Pick<Channel, 'channel_id' | 'price' | 'currency'> }) {
  const t = useT();
  const f = useStore(cardForm);
  const fields = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);

  // Mounted anew when what the provider's fields charge changes (or on Try again), not for a new object of the same.
  const mount = useEffectEvent((el: HTMLDivElement) => mountCardForm(el, channel));
  useEffect(() => {
    if (fields.current) void mount(fields.current);
    return unmountCardForm;
  }, [channel.channel_id, channel.price, channel.currency, attempt]);

  return (
    <section className="card card-form" aria-labelledby="card-form-heading" aria-busy={f.status === 'loading'}>
      <h2 id="card-form-heading" className="section-title">{t('recharge.cardDetails')}</h2>
      <div className="card-form-box">
        {/* Over the frame's reserved box, not above it: nothing moves when the fields arrive. */}
        {f.status === 'loading' && <p className="hint card-form-status">{t('recharge.cardLoading')}</p>}
        {f.status === 'failed' && (
          <p className="form-error card-form-status" role="alert">
            {t('recharge.cardLoadFailed')}{' '}
            <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>{t('common.retry')}</button>
          </p>
        )}
        <div ref={fields} className="card-form-fields" />
      </div>
    </section>
  );
}
