import type React from 'react'
import { createElement } from 'react'

import { Icon, type IconProps } from '@/components/ui/icons'

/**
 * The site's line icons (drawn on a 24px grid after the Lucide set; decorative, aria-hidden): how one is drawn.
 * Its shapes are the icon's children one by one, not a list: a list would need a key on each shape, which the
 * page's React payload would carry beside every path.
 */
export const icon = (...shapes: React.ReactElement[]) =>
  function SiteIcon(props: IconProps) {
    return createElement(Icon, props, ...shapes)
  }

export const p = (d: string) => <path d={d} />
export const c = (cx: number, cy: number, r: number) => <circle cx={cx} cy={cy} r={r} />
export const r = (x: number, y: number, width: number, height: number, rx: number) => <rect x={x} y={y} width={width} height={height} rx={rx} />
