import Link from 'next/link'

import { Button } from '@/components/ui/button'
import { CENTRE } from '@/lib/constants'
import type { NewsletterIssue, SiteSettings } from '@/server/content'
import { CallToAction } from '../CallToAction'
import { ChildCareJsonLd } from '../ChildCareJsonLd'
import { FeatureCard } from '../FeatureCard'
import { HeroVideo } from '../HeroVideo'
import {
  AppleIcon,
  ArrowRightIcon,
  BellIcon,
  BookOpenIcon,
  BusIcon,
  CalendarIcon,
  ClockIcon,
  GlobeIcon,
  UsersIcon,
  VideoIcon,
  WalletIcon,
} from '../icons'
import { NewsletterComingSoon, NewsletterSection } from '../NewsletterSection'
import { Section, SectionHeading } from '../Section'
import { SocialLinks } from '../SocialLinks'

const SERVICES = [
  {
    icon: UsersIcon,
    tone: 'brand',
    title: 'Age Groups',
    text: 'Infants from 6 weeks, toddlers, preschoolers and school-age children up to 12 years, each in a room made for their stage of growing.',
  },
  {
    icon: ClockIcon,
    tone: 'sun',
    title: 'Flexible Hours',
    text: 'Open 6:30 AM to 10:00 PM, Monday to Friday, with a first and a second shift for parents who work days, evenings or both.',
  },
  {
    icon: AppleIcon,
    tone: 'leaf',
    title: 'Nutrition',
    text: 'Fresh, balanced meals and snacks every day, planned around allergies, dietary needs and the dishes our families love.',
  },
  {
    icon: BusIcon,
    tone: 'coral',
    title: 'Transportation',
    text: 'Safe, supervised rides between local schools and the centre, so before- and after-school care fits your day.',
  },
  {
    icon: GlobeIcon,
    tone: 'lavender',
    title: 'Cultural Celebration',
    text: 'Holidays, music, stories, foods and languages from every family we serve, celebrated together all year round.',
  },
  {
    icon: WalletIcon,
    tone: 'brand',
    title: 'Voucher Friendly',
    text: 'We accept North Carolina state child-care vouchers and offer sliding scale fees and payment plans.',
  },
] as const

const VIRTUAL_LEARNING = [
  {
    icon: VideoIcon,
    tone: 'coral',
    title: 'Online Parent Workshops',
    text: 'Evening sessions with our teachers on sleep, early reading, big feelings and school readiness: join from home, questions welcome.',
  },
  {
    icon: BellIcon,
    tone: 'leaf',
    title: 'Real-Time Learning Updates',
    text: 'Through the parent portal you see the activities, milestones and videos of your child’s day as they happen.',
  },
  {
    icon: BookOpenIcon,
    tone: 'sun',
    title: 'Cultural Learning Resources',
    text: 'Songs, stories and activity ideas from around the world to keep learning (and your home language) alive at home.',
  },
] as const

const SHOWCASE = [
  {
    src: '/media/showcase-1.mp4',
    poster: '/media/showcase-1-poster.webp',
    title: 'Fun in the Fresh Air',
    caption: 'Flying a kite and chasing bubbles in the park: outdoor play every day builds strong bodies and great friendships.',
  },
  {
    src: '/media/showcase-2.mp4',
    poster: '/media/showcase-2-poster.webp',
    title: 'Growing Together in Our Garden',
    caption: 'Sunflowers and tulips bloom in the raised beds our children plant, water and care for through the seasons.',
  },
] as const

export function HomePage({ settings, newsletter }: { settings: SiteSettings; newsletter: NewsletterIssue | null }) {
  const { hours } = settings
  return (
    <>
      <ChildCareJsonLd settings={settings} />
      <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-cream to-white">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          <span className="absolute -left-16 top-16 size-56 rounded-full bg-sun-100/80" />
          <span className="absolute -right-10 bottom-10 size-44 rounded-full bg-coral-100/60" />
          <span className="absolute left-1/2 top-10 size-8 rounded-full bg-lavender-100" />
        </div>
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:px-8 lg:pb-24 lg:pt-20">
          <div>
            <p className="inline-flex items-center gap-2 rounded-2xl bg-white px-4 py-1.5 text-sm font-semibold text-coral-700 shadow-sm ring-1 ring-coral-100 sm:rounded-full">
              Licensed child care in North Carolina · Since {CENTRE.foundedYear}
            </p>
            <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold leading-tight tracking-tight text-ink sm:text-5xl lg:text-6xl">
              A second home where <span className="text-brand-700">every culture</span> belongs
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-soft sm:text-xl">
              From first smiles to homework help, we care for children aged 6 weeks to 12 years with patient teachers, healthy
              meals and classrooms full of the languages, stories and celebrations of families from around the world.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href="/apply">Enroll Your Child</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/contact">Schedule a Tour</Link>
              </Button>
            </div>
            <dl className="mt-8 flex flex-wrap gap-3">
              <div className="rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
                <dt className="flex items-center gap-2 text-xs font-bold uppercase tracking-wide text-ink-soft">
                  <ClockIcon className="size-4 text-brand-700" />
                  Open
                </dt>
                <dd className="mt-1 font-bold text-ink">
                  {hours.open} - {hours.close}
                </dd>
              </div>
              <div className="rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
                <dt className="flex items-center gap-2 text-xs font-bold uppercase tracking-wide text-ink-soft">
                  <CalendarIcon className="size-4 text-coral-700" />
                  Days
                </dt>
                <dd className="mt-1 font-bold text-ink">{hours.days}</dd>
              </div>
            </dl>
          </div>
          <div className="relative">
            <HeroVideo
              src="/media/hero.mp4"
              poster="/media/hero-poster.webp"
              className="relative aspect-video overflow-hidden rounded-[2rem] bg-brand-100 shadow-xl ring-8 ring-white"
            />
            <p className="absolute -right-2 -top-6 flex size-28 rotate-6 flex-col items-center justify-center rounded-full bg-sun-400 text-center text-ink shadow-lg ring-4 ring-white sm:-right-4 sm:size-32">
              <span className="text-xs font-bold uppercase tracking-wide">Ages</span>
              <span className="whitespace-nowrap text-2xl font-extrabold">{CENTRE.agesBadge}</span>
              <span className="sr-only">: 6 weeks to 12 years</span>
            </p>
          </div>
        </div>
      </section>

      {newsletter ? <NewsletterSection issue={newsletter} /> : <NewsletterComingSoon />}

      <Section labelledBy="showcase-heading">
        <SectionHeading id="showcase-heading" eyebrow="Life at the centre" title="A Peek Into Our Days">
          <p>Every day mixes play, discovery and rest, indoors and out. Press play to see a little of it.</p>
        </SectionHeading>
        <div className="mt-12 grid gap-8 md:grid-cols-2">
          {SHOWCASE.map((clip) => (
            <figure key={clip.src} className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
              <video controls muted loop playsInline preload="none" poster={clip.poster} width={960} height={540} className="aspect-video w-full bg-brand-100 object-cover">
                <source src={clip.src} type="video/mp4" />
              </video>
              <figcaption className="p-6">
                <h3 className="text-xl font-bold text-ink">{clip.title}</h3>
                <p className="mt-2 text-base text-ink-soft">{clip.caption}</p>
              </figcaption>
            </figure>
          ))}
        </div>
      </Section>

      <Section tone="cream" labelledBy="services-heading">
        <SectionHeading id="services-heading" eyebrow="What we offer" title="Care That Fits Your Family">
          <p>Everything a busy family needs under one roof, from the first bottle to the last homework page.</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((service) => (
            <li key={service.title}>
              <FeatureCard {...service} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Button asChild size="lg" variant="outline">
            <Link href="/services">
              View All Services
              <ArrowRightIcon />
            </Link>
          </Button>
        </div>
      </Section>

      <Section labelledBy="virtual-heading">
        <SectionHeading id="virtual-heading" eyebrow="Learning beyond our walls" title="Virtual Learning for Families">
          <p>You are your child’s first teacher. We give you the tools to keep learning going at home.</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {VIRTUAL_LEARNING.map((item) => (
            <li key={item.title}>
              <FeatureCard {...item} />
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        id="home-cta"
        title="Ready to Join Our Family?"
        text="Spaces in each age group are limited. Apply today or come and meet our teachers: we will answer every question and show you around."
        primary={{ href: '/apply', label: 'Apply Today' }}
        secondary={{ href: '/contact', label: 'Schedule a Tour' }}
      />

      {settings.socialLinks.length > 0 && (
        <Section tone="sky" labelledBy="social-heading" className="py-12 sm:py-14">
          <div className="flex flex-col items-center gap-5 text-center md:flex-row md:justify-between md:text-left">
            <div>
              <h2 id="social-heading" className="text-2xl font-extrabold text-ink">
                Follow Our Story
              </h2>
              <p className="mt-1 text-lg text-ink-soft">Art projects, celebrations and everyday smiles, shared with our community.</p>
            </div>
            <SocialLinks links={settings.socialLinks} variant="labelled" />
          </div>
        </Section>
      )}
    </>
  )
}
