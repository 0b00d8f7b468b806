import type React from 'react'

import { Icon, type IconProps } from '@/components/ui/icons'

/** The site's line icons (drawn on a 24px grid after the Lucide set; decorative, aria-hidden): how one is drawn. */
export const icon = (...shapes: React.ReactNode[]) =>
  function SiteIcon(props: IconProps) {
    return <Icon {...props}>{shapes}</Icon>
  }

export const p = (d: string, key = d) => <path key={key} d={d} />
export const c = (cx: number, cy: number, r: number) => <circle key={`c${cx}-${cy}-${r}`} cx={cx} cy={cy} r={r} />
export const r = (x: number, y: number, width: number, height: number, rx: number) => (
  <rect key={`r${x}-${y}-${width}`} x={x} y={y} width={width} height={height} rx={rx} />
)
