/**
 * Two fields and a submit button: the account login and the gift-card login. Enter
 * submits; while a submit runs the button is busy and a second one is ignored. With
 * `whenEmpty` the button reads inactive until both fields hold more than spaces (spec
 * section 5), and a submit before then (Enter, a tap) sends nothing and says `whenEmpty`
 * ("Please enter your account and password"), focus on the empty field: aria-disabled, not
 * disabled, so that the press is not lost in silence and the button stays in the Tab order.
 * The caller says what went wrong through `error`: it is announced, both
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
  /** Said when the form is submitted with a field empty; without it, an empty field is sent. */
  whenEmpty?: string;
  error: string;
  onSubmit: (first: string, second: string) => Promise<void>;
}

export function CredentialsForm({ fields, submitLabel, busyLabel, whenEmpty, error, onSubmit }: CredentialsFormProps) {
  const [values, setValues] = useState<[string, string]>(['', '']);
  const [busy, setBusy] = useState(false);
  /** Submitted with a field empty: whenEmpty is said until both are filled. */
  const [triedEmpty, setTriedEmpty] = useState(false);
  const filled = values.every((v) => v.trim() !== '');
  const inactive = whenEmpty !== undefined && !filled;
  const shown = error || (inactive && triedEmpty ? whenEmpty : '');
  const errorId = useId();
  const first = useRef<HTMLInputElement>(null);
  const second = useRef<HTMLInputElement>(null);
  const inputs = [first, second] as const;
  useEffect(() => { if (error) first.current?.focus(); }, [error]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (inactive) {
      setTriedEmpty(true);
      inputs[values[0].trim() ? 1 : 0].current?.focus();
      return;
    }
    setBusy(true);
    try { await onSubmit(values[0], values[1]); } finally { setBusy(false); }
  }

  return (
    <form onSubmit={submit} noValidate>
      {fields.map((f, i) => (
        <label key={f.name} className="field">
          <span>{f.label}</span>
          <input ref={inputs[i]} name={f.name} type={f.type ?? 'text'} autoComplete={f.autoComplete} value={values[i]}
            {...(shown ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
            {...(f.autoCapitalize ? { autoCapitalize: f.autoCapitalize, spellCheck: false } : {})}
            {...(i === 0 ? { 'data-autofocus': true } : {})}
            onChange={(e) => { const v = e.currentTarget.value; setValues((old) => (i === 0 ? [v, old[1]] : [old[0], v])); }} />
        </label>
      ))}
      {shown && <p id={errorId} className="form-error" role="alert">{shown}</p>}
      <button type="submit" className="button primary block" disabled={busy} aria-disabled={inactive} aria-busy={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
