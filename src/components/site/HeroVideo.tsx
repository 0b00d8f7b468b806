'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { PauseIcon, PlayIcon } from './frameIcons'

/**
 * The hero's looping, silent video. It starts only after the page is interactive (never blocking the
 * first paint; the poster shows until then) and not at all for visitors who prefer reduced motion.
 * A pause/play button lets anyone stop the motion (WCAG 2.2.2).
 */
export function HeroVideo({ src, poster, className }: { src: string; poster: string; className?: string }) {
  const t = useTranslations('site.common')
  const videoRef = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const video = videoRef.current
    if (!video || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    video.muted = true
    video.play().catch(() => undefined)
  }, [])

  const toggle = () => {
    const video = videoRef.current
    if (!video) return
    if (video.paused) video.play().catch(() => undefined)
    else video.pause()
  }

  return (
    <div className={className}>
      <video
        ref={videoRef}
        className="size-full object-cover"
        poster={poster}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        width={1280}
        height={720}
      >
        <source src={src} type="video/mp4" />
      </video>
      <button
        type="button"
        onClick={toggle}
        className="absolute bottom-3 left-3 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow-md hover:bg-white"
      >
        {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
        <span className="sr-only">{playing ? t('pauseVideo') : t('playVideo')}</span>
      </button>
    </div>
  )
}
