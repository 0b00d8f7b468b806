import type React from 'react'

export type IconProps = React.ComponentProps<'svg'>

/**
 * Line icons the primitives need (24px grid, currentColor, hidden from screen readers). How a line is drawn
 * (no fill, the text's colour, 2px round strokes, 24px unless a size class says otherwise) is the `icon`
 * class's (globals.css), not attributes that a page's every icon would repeat in its HTML and again in its
 * React Server Components payload. A thicker line is a class too (`[stroke-width:3]`).
 */
export function Icon({ children, className, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className ? `icon ${className}` : 'icon'} {...props}>
      {children}
    </svg>
  )
}

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
)

export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
)

export const XIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
)

export const EyeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.06 12.35a1 1 0 0 1 0-.7 10.75 10.75 0 0 1 19.88 0 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-19.88 0" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
)

export const EyeOffIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10.73 5.08A10.43 10.43 0 0 1 12 5c4.56 0 8.42 3.03 9.94 7a10.7 10.7 0 0 1-1.5 2.68M6.61 6.61A13.5 13.5 0 0 0 2.06 12c1.52 3.97 5.38 7 9.94 7a9.7 9.7 0 0 0 5.39-1.61M14.08 14.16a3 3 0 1 1-4.24-4.24M2 2l20 20" />
  </Icon>
)
