import Link from 'next/link'

import { Button } from '@/components/ui/button'
import { CENTRE } from '@/lib/constants'
import type { GalleryImage } from '@/server/content'
import { FeatureCard } from '../FeatureCard'
import { Gallery } from '../Gallery'
import { AwardIcon, CheckCircleIcon, GraduationCapIcon, HeartIcon, LanguagesIcon, UsersIcon } from '../icons'
import { IconBadge, PageIntro, Section, SectionHeading } from '../Section'

const QUALIFICATIONS = [
  'Training in early childhood education and child development',
  'CPR and pediatric first aid certification, kept current',
  'Criminal background checks, as North Carolina requires of every child-care worker',
  'Safe sleep, nutrition and health-and-safety training',
  'Ongoing professional development every year',
  'Many languages spoken across our team',
]

const COMMITMENTS = [
  {
    icon: HeartIcon,
    tone: 'coral',
    title: 'Nurturing Relationships',
    text: 'Every child is greeted by name, comforted when it matters and known by the same familiar faces day after day.',
  },
  {
    icon: GraduationCapIcon,
    tone: 'brand',
    title: 'Learning Every Day',
    text: 'Our teachers plan activities for each age group and keep growing themselves through workshops and training.',
  },
  {
    icon: UsersIcon,
    tone: 'leaf',
    title: 'Partnership With Families',
    text: 'We share your child’s day, listen to your ideas and celebrate every milestone together with you.',
  },
] as const

export function StaffPage({ gallery }: { gallery: GalleryImage[] }) {
  return (
    <>
      <PageIntro eyebrow="Our Staff" title="Meet the People Who Care for Your Child">
        <p>
          Our teachers and caregivers come from many countries and speak many languages, and they share one thing: a deep
          love for helping children grow.
        </p>
      </PageIntro>

      <Section labelledBy="qualifications-heading" className="pt-8 sm:pt-10">
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.2fr]">
          <SectionHeading id="qualifications-heading" eyebrow="Qualifications" title="Qualified, Caring Professionals" align="left">
            <p>
              Families trust us with what matters most. That is why everyone on our team is carefully chosen, fully
              screened and trained before they ever join a classroom.
            </p>
          </SectionHeading>
          <ul className="grid gap-3 sm:grid-cols-2">
            {QUALIFICATIONS.map((qualification) => (
              <li key={qualification} className="flex gap-3 rounded-2xl bg-leaf-50 p-4 text-base leading-snug text-ink ring-1 ring-leaf-100">
                <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-leaf-700" />
                {qualification}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section tone="cream" labelledBy="commitment-heading">
        <SectionHeading id="commitment-heading" eyebrow="Our promise" title="Our Commitment to Your Family">
          <p>Great care is more than supervision. It is relationships, learning and trust, every single day.</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {COMMITMENTS.map((commitment) => (
            <li key={commitment.title}>
              <FeatureCard {...commitment} />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="team-gallery-heading">
        <SectionHeading id="team-gallery-heading" eyebrow="Our team" title="The Friendly Faces You Will Meet">
          <p>Come and say hello: the best way to know us is to visit and meet the team in person.</p>
        </SectionHeading>
        <Gallery images={gallery} layout="portraits" />
      </Section>

      <Section tone="sky" labelledBy="standards-heading">
        <h2 id="standards-heading" className="sr-only">
          Our Hiring Standards
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
            <IconBadge tone="sun">
              <AwardIcon />
            </IconBadge>
            <h3 className="mt-5 text-2xl font-bold text-ink">Staff Requirements</h3>
            <p className="mt-3 text-lg text-ink">
              <strong className="font-extrabold text-brand-700">Minimum {CENTRE.minimumStaffExperienceYears} years of experience</strong>{' '}
              in early childhood education or child care for every teacher we hire.
            </p>
            <p className="mt-3 text-base leading-relaxed text-ink-soft">
              Along with experience, we look for patience, warmth and a genuine joy in children, then support each new team
              member with training and mentoring.
            </p>
          </div>
          <div className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
            <IconBadge tone="lavender">
              <LanguagesIcon />
            </IconBadge>
            <h3 className="mt-5 text-2xl font-bold text-ink">A Team as Diverse as Our Families</h3>
            <p className="mt-3 text-base leading-relaxed text-ink-soft">
              Our staff bring the languages, holidays, songs and recipes of their own cultures into the classroom. Children
              see themselves in the adults who care for them, and learn early that differences are something to celebrate.
            </p>
          </div>
        </div>
        <div className="mt-12 flex flex-col items-center gap-3 text-center">
          <p className="text-xl font-bold text-ink">Come and meet our team in person.</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/contact">Schedule a Tour</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/apply">Apply Now</Link>
            </Button>
          </div>
        </div>
      </Section>
    </>
  )
}
