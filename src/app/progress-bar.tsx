import { STEPS } from '../routes.ts';
import { useT } from '../i18n/use-t.ts';
import { WithHiddenNote } from '../components/hidden-note.tsx';

/** The 4 purchase steps; those up to `current` are highlighted (spec section 2). */
export function ProgressBar({ current }: { current: number }) {
  const t = useT();
  return (
    <nav className="steps" aria-label={t('steps.label')}>
      <ol>
        {STEPS.map((s, i) => (
          <li key={s.path} className={i <= current ? 'done' : undefined} aria-current={i === current ? 'step' : undefined}>
            <span className="steps-dot" aria-hidden="true">{i + 1}</span>
            {i === current
              ? <WithHiddenNote text={<span className="steps-label">{t(s.label)}</span>} note={t('steps.position', { n: i + 1, total: STEPS.length })} />
              : <span className="steps-label">{t(s.label)}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
