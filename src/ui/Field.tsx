import { useId, type ReactNode } from 'react'

interface FieldShellProps {
  readonly label: string
  readonly error?: string | undefined
  readonly hint?: string | undefined
  readonly children: (ids: {
    id: string
    describedBy: string | undefined
    invalid: boolean
  }) => ReactNode
}

/** A labelled control with its hint and error, linked for screen readers. */
export function FieldShell({ label, error, hint, children }: FieldShellProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <span className="hint" id={hintId}>
          {hint}
        </span>
      )}
      {error && (
        <span className="error" id={errorId}>
          {error}
        </span>
      )}
    </div>
  )
}

interface TextFieldProps {
  readonly label: string
  readonly name: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly error?: string | undefined
  readonly hint?: string | undefined
  readonly type?: 'text' | 'date' | 'number' | 'search'
  readonly inputMode?: 'numeric' | 'text'
  readonly required?: boolean
  readonly maxLength?: number
  readonly autoComplete?: string
}

/** A text input with label, hint and error. */
export function TextField(props: TextFieldProps) {
  return (
    <FieldShell label={props.label} error={props.error} hint={props.hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={props.name}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          value={props.value}
          required={props.required}
          maxLength={props.maxLength}
          autoComplete={props.autoComplete ?? 'off'}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </FieldShell>
  )
}

interface SelectFieldProps {
  readonly label: string
  readonly name: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly options: readonly { readonly value: string; readonly label: string }[]
  readonly error?: string | undefined
  readonly hint?: string | undefined
  readonly disabled?: boolean
}

/** A select with label, hint and error. */
export function SelectField(props: SelectFieldProps) {
  return (
    <FieldShell label={props.label} error={props.error} hint={props.hint}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={props.name}
          value={props.value}
          disabled={props.disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => props.onChange(e.target.value)}
        >
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
}
