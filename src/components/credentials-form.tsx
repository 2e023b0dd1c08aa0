/**
 * Two fields and a submit button: the account login and the gift-card login. Enter
 * submits; while a submit runs the button is busy and a second one is ignored. With
 * `requireBoth` the button stays disabled until both fields hold more than spaces
 * (spec section 5). The caller says what went wrong through `error`: it is announced, both
 * fields are marked invalid and described by it (a screen reader says it again on each),
 * and focus goes back to the first field to try again (the busy button it left was
 * disabled, which drops focus).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

export interface FieldSpec {
  label: string;
  name: string;
  type?: 'text' | 'password';
  autoComplete: string;
  autoCapitalize?: 'none' | 'characters';
}

export interface CredentialsFormProps {
  fields: [FieldSpec, FieldSpec];
  submitLabel: string;
  busyLabel: string;
  requireBoth?: boolean;
  error: string;
  onSubmit: (first: string, second: string) => Promise<void>;
}

export function CredentialsForm({ fields, submitLabel, busyLabel, requireBoth, error, onSubmit }: CredentialsFormProps) {
  const [values, setValues] = useState<[string, string]>(['', '']);
  const [busy, setBusy] = useState(false);
  const filled = values.every((v) => v.trim() !== '');
  const errorId = useId();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => { if (error) first.current?.focus(); }, [error]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || (requireBoth && !filled)) return;
    setBusy(true);
    try { await onSubmit(values[0], values[1]); } finally { setBusy(false); }
  }

  return (
    <form onSubmit={submit} noValidate>
      {fields.map((f, i) => (
        <label key={f.name} className="field">
          <span>{f.label}</span>
          <input ref={i === 0 ? first : undefined} name={f.name} type={f.type ?? 'text'} autoComplete={f.autoComplete} value={values[i]}
            {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
            {...(f.autoCapitalize ? { autoCapitalize: f.autoCapitalize, spellCheck: false } : {})}
            {...(i === 0 ? { 'data-autofocus': true } : {})}
            onChange={(e) => { const v = e.currentTarget.value; setValues((old) => (i === 0 ? [v, old[1]] : [old[0], v])); }} />
        </label>
      ))}
      {error && <p id={errorId} className="form-error" role="alert">{error}</p>}
      <button type="submit" className="button primary block" disabled={busy || (requireBoth && !filled)} aria-busy={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
