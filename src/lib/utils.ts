/** A class name, or a map of class names to whether they apply. */
export type ClassValue = string | number | null | undefined | false | Record<string, boolean | null | undefined> | ClassValue[]

/**
 * Joins class names, skipping empty ones. There is no tailwind-merge here: primitives put the caller's
 * `className` last for additions (spacing, width), not to override one of their own utilities.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes: string[] = []
  for (const input of inputs) {
    if (!input) continue
    if (typeof input === 'string' || typeof input === 'number') classes.push(String(input))
    else if (Array.isArray(input)) {
      const nested = cn(...input)
      if (nested) classes.push(nested)
    } else {
      for (const [name, on] of Object.entries(input)) if (on) classes.push(name)
    }
  }
  return classes.join(' ')
}

/** A stored value as people read it: 'physical' reads 'Physical'. */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

type VariantMap = Record<string, Record<string, string>>
type VariantChoice<V extends VariantMap> = { [K in keyof V]?: keyof V[K] }

/** The props a `variants()` function takes, for a component's own props type (like cva's VariantProps). */
export type VariantProps<F extends (...args: never[]) => string> = Omit<NonNullable<Parameters<F>[0]>, 'className'>

/** A small stand-in for class-variance-authority: base classes plus one class set per chosen variant. */
export function variants<V extends VariantMap>(
  base: string,
  config: { variants: V; defaultVariants: { [K in keyof V]: keyof V[K] } },
) {
  return (props: VariantChoice<V> & { className?: string } = {}): string =>
    cn(
      base,
      ...Object.keys(config.variants).map((name) => {
        const choice = (props[name] ?? config.defaultVariants[name]) as string
        return config.variants[name][choice]
      }),
      props.className,
    )
}
