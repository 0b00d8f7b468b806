import Link from 'next/link'

import { Button } from '@/components/ui/button'
import type { GalleryImage, SiteSettings } from '@/server/content'
import { CallToAction } from '../CallToAction'
import { FeatureCard } from '../FeatureCard'
import { Gallery } from '../Gallery'
import { HoursList } from '../HoursList'
import {
  AppleIcon,
  BabyIcon,
  BackpackIcon,
  BlocksIcon,
  BusIcon,
  CheckCircleIcon,
  ClockIcon,
  GlobeIcon,
  MoonIcon,
  UsersIcon,
  WalletIcon,
} from '../icons'
import { IconBadge, PageIntro, Section, SectionHeading } from '../Section'

const PROGRAMS = [
  {
    icon: BabyIcon,
    tone: 'coral',
    title: 'Infant & Toddler Care',
    ages: '6 weeks - 3 years',
    text: 'Gentle, responsive care in calm rooms where the youngest children feel safe to explore. Caregivers follow each child’s own rhythm for feeding, naps and play.',
    details: [
      'Feeding and nap schedules that follow your routine at home',
      'Tummy time, sensory play, music and first books',
      'Songs and first words in the languages our families speak',
      'A daily note on meals, naps and new discoveries',
    ],
  },
  {
    icon: BlocksIcon,
    tone: 'sun',
    title: 'Preschool & Early Scholars',
    ages: '3 - 5 years',
    text: 'A play-based curriculum that builds the confidence, curiosity and early skills children carry with them into kindergarten.',
    details: [
      'Early literacy, phonics and storytelling',
      'Counting, patterns and hands-on science',
      'Art, music, movement and outdoor play every day',
      'Sharing, taking turns and naming big feelings',
    ],
  },
  {
    icon: BackpackIcon,
    tone: 'leaf',
    title: 'School-Age Program',
    ages: '6 - 12 years',
    text: 'Before- and after-school care with homework help, clubs and evening care for families whose workday runs late.',
    details: [
      'Rides between local schools and the centre',
      'Quiet homework time with teachers on hand to help',
      'Clubs for art, cooking, gardening and sports',
      'Evening care until 10:00 PM on the second shift',
    ],
  },
] as const

const ADDITIONAL_SERVICES = [
  {
    icon: AppleIcon,
    tone: 'leaf',
    title: 'Meal Program',
    text: 'Breakfast, lunch and snacks made fresh each day and planned around allergies, dietary needs and family traditions.',
  },
  {
    icon: BusIcon,
    tone: 'coral',
    title: 'Transportation',
    text: 'Supervised rides between local schools and the centre for our before- and after-school children.',
  },
  {
    icon: MoonIcon,
    tone: 'lavender',
    title: 'Evening Care',
    text: 'Our second shift runs from 6:00 PM to 10:00 PM, with dinner, quiet play and a calm wind-down before pick-up.',
  },
  {
    icon: GlobeIcon,
    tone: 'brand',
    title: 'Cultural Enrichment',
    text: 'Celebrations, music, stories and words from the many cultures of our families, woven into every week.',
  },
  {
    icon: UsersIcon,
    tone: 'sun',
    title: 'Parent Partnership',
    text: 'Online parent workshops, a parent portal with real-time updates, and teachers who always have time to talk.',
  },
  {
    icon: WalletIcon,
    tone: 'leaf',
    title: 'Financial Assistance',
    text: 'State voucher programs accepted, with sliding scale fees and payment plans to keep quality care within reach.',
  },
] as const

export function ServicesPage({ settings, gallery }: { settings: SiteSettings; gallery: GalleryImage[] }) {
  return (
    <>
      <PageIntro eyebrow="Our Services" title="Care and Learning for Every Stage">
        <p>
          From a baby’s first weeks to the last years of elementary school, our programs grow with your child, with the
          hours, meals and support your family needs.
        </p>
      </PageIntro>

      <Section labelledBy="programs-heading" className="pt-8 sm:pt-10">
        <SectionHeading id="programs-heading" eyebrow="Main programs" title="Three Programs, One Caring Community" />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {PROGRAMS.map((program) => (
            <li key={program.title} className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center justify-between gap-3">
                <IconBadge tone={program.tone}>
                  <program.icon />
                </IconBadge>
                <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-700">
                  <span className="sr-only">Ages: </span>
                  {program.ages}
                </p>
              </div>
              <h3 className="mt-5 text-2xl font-bold text-ink">{program.title}</h3>
              <p className="mt-3 text-base leading-relaxed text-ink-soft">{program.text}</p>
              <h4 className="mt-6 text-sm font-bold uppercase tracking-wide text-ink-soft">Program details</h4>
              <ul className="mt-3 space-y-2.5">
                {program.details.map((detail) => (
                  <li key={detail} className="flex gap-2.5 text-base leading-snug text-ink">
                    <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-leaf-600" />
                    {detail}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="cream" labelledBy="additional-heading">
        <SectionHeading id="additional-heading" eyebrow="Included extras" title="Additional Services">
          <p>The little things that make a big difference to a family’s week.</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {ADDITIONAL_SERVICES.map((service) => (
            <li key={service.title}>
              <FeatureCard {...service} />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="hours-heading">
        <div className="mx-auto grid max-w-5xl items-center gap-8 rounded-[2rem] bg-sun-50 p-6 ring-1 ring-sun-300 sm:p-10 md:grid-cols-[1fr_1.1fr]">
          <div>
            <IconBadge tone="sun">
              <ClockIcon />
            </IconBadge>
            <h2 id="hours-heading" className="mt-5 text-3xl font-extrabold tracking-tight text-ink">
              Operating Hours & Schedule
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-ink-soft">
              Open {settings.hours.days}, {settings.hours.open} - {settings.hours.close}. Choose the first shift, the
              second shift, both, or before- and after-school care: whatever fits your work.
            </p>
          </div>
          <div className="rounded-3xl bg-white p-6 shadow-sm">
            <HoursList hours={settings.hours} className="divide-y divide-slate-200" />
          </div>
        </div>
      </Section>

      <CallToAction
        id="services-cta"
        title="Find the Right Program for Your Child"
        text="Tell us about your family and we will recommend a program and schedule. Pricing is discussed after we review your application."
        primary={{ href: '/apply', label: 'Apply Now' }}
        secondary={{ href: '/contact', label: 'Contact Us' }}
      />

      <Section tone="sky" labelledBy="gallery-heading">
        <SectionHeading id="gallery-heading" eyebrow="Our centre" title="Take a Look Inside">
          <p>Bright classrooms, a sunny playground, a garden to tend and a kitchen that smells of good food.</p>
        </SectionHeading>
        <Gallery images={gallery} layout="mosaic" />
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            <Link href="/contact">Schedule Your Visit</Link>
          </Button>
        </div>
      </Section>
    </>
  )
}
