'use client'

import type React from 'react'
import { useState } from 'react'
import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormSetError } from 'react-hook-form'

import { formFields } from '@/components/forms/formFields'
import { showServerFieldErrors } from '@/components/forms/serverFieldErrors'
import { useHydrated } from '@/components/forms/useHydrated'
import { toast } from '@/components/ui/use-toast'
import type { FieldMessages, SchemaCheck } from './schemaCheck'
import { refreshListsUnder } from './staffLists'

type Toast = { title: string; description: string }
type Element = HTMLElement & { value?: string }

/** `elements` in the page's order. */
function inPageOrder<T extends Node>(elements: Iterable<T>): T[] {
  return [...elements].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_PRECEDING ? 1 : -1))
}

/**
 * What the form keeps outside React's state: its fields' elements by name (the inputs whose values are read
 * from the page, the checkboxes whose state is, and every field's element, which focus goes to), whether it
 * was submitted or is sending, and the latest check of each field (an earlier one answering late does not
 * overwrite it).
 */
class FormElements {
  private readonly inputs = new Map<string, Element>()
  private readonly boxes = new Map<string, Set<HTMLInputElement>>()
  private readonly elements = new Map<string, Element>()
  private readonly turns = new Map<string, number>()
  submitted = false
  private busy = false

  /** The ref of the field `name`: its value is the element's own. */
  refFor(name: string) {
    return (node: Element | null) => {
      for (const map of [this.elements, this.inputs]) {
        if (node) map.set(name, node)
        else map.delete(name)
      }
    }
  }

  /** The ref of one of the checkboxes named `name`. */
  boxRefFor(name: string) {
    return (node: HTMLInputElement | null) => {
      if (!node) return
      const boxes = this.boxes.get(name) ?? new Set()
      this.boxes.set(name, boxes.add(node))
      // React calls a callback ref with null on unmount only when the ref returns nothing: clean up here.
      return () => {
        boxes.delete(node)
      }
    }
  }

  /**
   * The form's values: `blank`, then what the inputs hold and which boxes are checked (a list of the checked
   * boxes' values where `blank` has a list, else whether the one box is checked).
   */
  values(blank: Record<string, unknown>): Record<string, unknown> {
    const values: Record<string, unknown> = { ...blank }
    for (const [name, input] of this.inputs) values[name] = input.value ?? ''
    for (const [name, boxes] of this.boxes) {
      const checked = inPageOrder(boxes).filter((box) => box.checked)
      values[name] = Array.isArray(blank[name]) ? checked.map((box) => box.value) : checked.length > 0
    }
    return values
  }

  empty(blank: Record<string, unknown>) {
    for (const [name, input] of this.inputs) input.value = String(blank[name] ?? '')
    for (const boxes of this.boxes.values()) for (const box of boxes) box.checked = false
    this.submitted = false
  }

  /** Starts a submit: false while one is already under way (a second click sends nothing twice). */
  start(): boolean {
    if (this.busy) return false
    this.busy = true
    this.submitted = true
    return true
  }

  finish() {
    this.busy = false
  }

  /** A new check of `name`; `isLatest(name, turn)` says whether no later one started since. */
  nextTurn(name: string): number {
    const turn = (this.turns.get(name) ?? 0) + 1
    this.turns.set(name, turn)
    return turn
  }

  isLatest(name: string, turn: number): boolean {
    return this.turns.get(name) === turn
  }

  /** The element focus goes to for the field `name`: its own, or the first of its boxes. */
  private elementOf(name: string): Element | undefined {
    return this.elements.get(name) ?? inPageOrder(this.boxes.get(name) ?? [])[0]
  }

  focus(name: string) {
    this.elementOf(name)?.focus()
  }

  /** Focuses the first of the `names` fields in the page's order. */
  focusFirst(names: string[]) {
    inPageOrder(names.flatMap((name) => this.elementOf(name) ?? []))[0]?.focus()
  }
}

/**
 * A public form (/apply, /contact), checked with its endpoint's schema (`checked`) and sent with `send`.
 * On success it says `sent`, empties, and refreshes the staff screens' cached lists under `staffList`
 * (any query); on failure the server's messages go on the fields, it says `failed` and the values stay.
 *
 * The form state is this hook's own, a few lines instead of a form library, because every phone that opens
 * the page downloads it. It behaves as the staff forms' react-hook-form does by default, and the same field
 * components draw it: text fields are the page's own inputs (what was typed before the script ran is kept),
 * read when the form is checked, and so are its checkboxes (`checkbox(name, value)`: what was chosen before
 * the script ran counts too). Nothing is checked before the first submit; from then on a changed field is
 * checked again as it changes. A failed check focuses its first field on the page.
 */
export function usePublicForm<Input extends FieldValues, Output>({
  checked,
  blank,
  idPrefix,
  send,
  staffList,
  sent,
  failed,
}: {
  checked: SchemaCheck<Output>
  blank: Input
  /** Keeps the field ids unique on the page (none: the field names are the ids). */
  idPrefix?: string
  send: (values: Output) => Promise<unknown>
  /** The path of the staff screens' list this form adds to. */
  staffList: string
  sent: Toast
  failed: Toast
}) {
  const hydrated = useHydrated()
  const [errors, setErrors] = useState<FieldMessages>({})
  const [submitting, setSubmitting] = useState(false)
  const [form] = useState(() => new FormElements())

  const recheck = async (name: string, values: Record<string, unknown>) => {
    const turn = form.nextTurn(name)
    const found = (await checked.check(values)).errors[name]
    if (!form.isLatest(name, turn)) return
    setErrors((others) => {
      const next = { ...others }
      if (found) next[name] = found
      else delete next[name]
      return next
    })
  }

  const register = ((name: string) => ({
    name,
    ref: form.refFor(name),
    onChange: async () => {
      if (form.submitted) await recheck(name, form.values(blank))
    },
    onBlur: async () => undefined,
  })) as unknown as UseFormRegister<Input>

  /**
   * The props of a checkbox of the field `name`: one of a list's (`value`: what it adds to the list, where
   * `blank` has a list), or the field's one box (its value is whether it is checked).
   */
  const checkbox = (name: Path<Input> & keyof Input, value?: string) => ({
    name,
    value,
    ref: form.boxRefFor(name),
    onChange: () => {
      if (form.submitted) void recheck(name, form.values(blank))
    },
  })

  const setError: UseFormSetError<Input> = (name, { type = 'server', message = '' }, options) => {
    setErrors((others) => ({ ...others, [name]: { type, message } }))
    if (options?.shouldFocus) form.focus(name)
  }

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.start()) return
    setSubmitting(true)
    try {
      const { values, errors: found } = await checked.check(form.values(blank))
      setErrors(found)
      if (Object.keys(found).length > 0) {
        form.focusFirst(Object.keys(found))
        return
      }
      try {
        await send(values)
        toast(sent)
        form.empty(blank)
        setErrors({})
        refreshListsUnder(staffList)
      } catch (error) {
        showServerFieldErrors(error, setError, Object.keys(blank), { focusEach: true })
        toast({ ...failed, variant: 'destructive' })
      }
    } finally {
      form.finish()
      setSubmitting(false)
    }
  }

  return {
    field: formFields({ register, errors: errors as FieldErrors<Input> }, { idPrefix }),
    checkbox,
    /** The message of the field `name` that its own component shows (a list of checkboxes'). */
    messageOf: (name: Path<Input> & keyof Input) => errors[name]?.message,
    submitting,
    hydrated,
    onSubmit,
  }
}
