import { STEPS } from '../routes.ts';
import { useT } from '../i18n/use-t.ts';

/** The 4 purchase steps; those up to `current` are highlighted (spec section 2). */
export function ProgressBar({ current }: { current: number }) {
  const t = useT();
  return (
    <nav className="steps" aria-label={t('steps.label')}>
      <ol>
        {STEPS.map((s, i) => (
          <li key={s.path} className={i <= current ? 'done' : undefined} aria-current={i === current ? 'step' : undefined}>
            <span className="steps-dot" aria-hidden="true">{i + 1}</span>
            <span className="steps-label" aria-hidden={i === current || undefined}>{t(s.label)}</span>
            {/* The current step is read with its position ("Select game (Step 1 of 4)"), joined as the language writes it. */}
            {i === current && <span className="visually-hidden">{t('common.withNote', { text: t(s.label), note: t('steps.position', { n: i + 1, total: STEPS.length }) })}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
