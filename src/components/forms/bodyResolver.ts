import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema's own input type: what bodyOf writes
type SchemaResolver = Resolver<any, unknown, unknown>

/**
 * A form's resolver that checks what the form will send: `bodyOf(values)`, the same body its submit
 * builds, sent as JSON, against the endpoint's own schema (`check`: `zodResolver(schema)`, or a `lazyZodResolver`'s
 * resolver), so the form shows the schema's messages, the ones the server would answer, by their fields
 * before anything is sent. The submit still gets the form's values. An issue on a field the form does not
 * show (`fields`) lets the form be sent, so the server's answer says it above the button, as without a
 * resolver.
 */
export function bodyResolver<Values extends FieldValues>(
  check: SchemaResolver,
  bodyOf: (values: Values) => unknown,
  fields: readonly string[],
  /** The form's field that shows a body field's message, when their names differ (the dollars for the cents). */
  fieldOf: (name: string) => string = (name) => name,
): Resolver<Values, unknown, Values> {
  return async (values, context, options) => {
    let body: unknown
    try {
      // As the server will read it: what JSON keeps (no undefined, NaN as null), so its messages are the server's.
      body = JSON.parse(JSON.stringify(bodyOf(values)))
    } catch {
      return { values, errors: {} } // a body the form cannot even build: its submit says why, as without a resolver
    }
    const checked = await check(body as FieldValues, context, options as never)
    const errors = Object.fromEntries(Object.entries(checked.errors).map(([name, error]) => [fieldOf(name), error]))
    const names = Object.keys(errors)
    if (names.length === 0 || names.some((name) => !fields.includes(name))) return { values, errors: {} }
    return { values: {}, errors: errors as FieldErrors<Values> }
  }
}
