import Image from 'next/image'

import type { SiteSettings } from '@/server/content'
import { CallToAction } from '../CallToAction'
import { mailHref, telHref } from '../contact-links'
import { HoursList } from '../HoursList'
import { AppleIcon, BusIcon, ClockIcon, GlobeIcon, GraduationCapIcon, MailIcon, MapPinIcon, PhoneIcon, WalletIcon } from '../icons'
import { ContactForm } from '../LazyForms'
import { IconBadge, PageIntro, Section, SectionHeading } from '../Section'
import { SocialLinks } from '../SocialLinks'

const WHY_CHOOSE = [
  { icon: GlobeIcon, tone: 'lavender', title: 'Multicultural Diversity', text: 'Families, teachers and traditions from around the world, celebrated every day.' },
  { icon: ClockIcon, tone: 'sun', title: 'Extended Hours', text: 'Open 6:30 AM to 10:00 PM, Monday to Friday, across two shifts.' },
  { icon: GraduationCapIcon, tone: 'brand', title: 'Qualified Staff', text: 'Trained, background-checked teachers with at least 2 years of experience.' },
  { icon: AppleIcon, tone: 'leaf', title: 'Meal Program', text: 'Fresh, balanced meals and snacks that respect allergies and family diets.' },
  { icon: BusIcon, tone: 'coral', title: 'Transportation', text: 'Supervised rides between local schools and the centre.' },
  { icon: WalletIcon, tone: 'leaf', title: 'Vouchers Accepted', text: 'State voucher programs, sliding scale fees and payment plans.' },
] as const

export function ContactPage({ settings }: { settings: SiteSettings }) {
  const { name, address, phone, email, hours } = settings
  return (
    <>
      <PageIntro eyebrow="Get in touch" title="Contact Us">
        <p>Questions about care, a tour, or enrollment? We would love to hear from you, and we answer every message.</p>
      </PageIntro>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_1.15fr] lg:px-8">
        <div className="flex flex-col gap-8">
          <section aria-labelledby="contact-info-heading" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 id="contact-info-heading" className="text-2xl font-bold text-ink">
              Contact Information
            </h2>
            <ul className="mt-6 space-y-5">
              {address && (
                <li className="flex gap-4">
                  <IconBadge tone="coral">
                    <MapPinIcon />
                  </IconBadge>
                  <div>
                    <p className="font-semibold text-ink">Address</p>
                    <address className="whitespace-pre-line not-italic text-ink-soft">{address}</address>
                  </div>
                </li>
              )}
              {phone && (
                <li className="flex gap-4">
                  <IconBadge tone="leaf">
                    <PhoneIcon />
                  </IconBadge>
                  <div>
                    <p className="font-semibold text-ink">Phone</p>
                    <a href={telHref(phone)} className="text-brand-700 underline underline-offset-4 hover:text-brand-800">
                      {phone}
                    </a>
                  </div>
                </li>
              )}
              {email && (
                <li className="flex gap-4">
                  <IconBadge tone="brand">
                    <MailIcon />
                  </IconBadge>
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">Email</p>
                    <a href={mailHref(email)} className="break-all text-brand-700 underline underline-offset-4 hover:text-brand-800">
                      {email}
                    </a>
                  </div>
                </li>
              )}
              <li className="flex gap-4">
                <IconBadge tone="sun">
                  <ClockIcon />
                </IconBadge>
                <div>
                  <p className="font-semibold text-ink">Hours</p>
                  <HoursList hours={hours} className="-my-1 text-base" />
                </div>
              </li>
            </ul>
          </section>

          <figure className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
            <Image
              src="/media/location.webp"
              alt={`Map of the streets around ${name}, with a pin on our building`}
              width={1200}
              height={800}
              sizes="(min-width: 1024px) 560px, 100vw"
              className="aspect-[3/2] w-full object-cover"
            />
            {address && (
              <figcaption className="flex items-center gap-2 p-4 text-sm text-ink-soft">
                <MapPinIcon className="size-4 shrink-0 text-coral-700" />
                {address}
              </figcaption>
            )}
          </figure>
        </div>

        <section aria-labelledby="quick-contact-heading" className="self-start rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:sticky lg:top-24">
          <h2 id="quick-contact-heading" className="text-2xl font-bold text-ink">
            Quick Contact
          </h2>
          <p className="mt-2 text-ink-soft">Send us a message and we will get back to you soon.</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>

      <Section tone="cream" labelledBy="why-heading">
        <SectionHeading id="why-heading" eyebrow="Why families choose us" title={`Why Choose ${name}?`} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {WHY_CHOOSE.map((point) => (
            <li key={point.title} className="flex gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <IconBadge tone={point.tone} className="shrink-0">
                <point.icon />
              </IconBadge>
              <div>
                <h3 className="text-lg font-bold text-ink">{point.title}</h3>
                <p className="mt-1 text-base text-ink-soft">{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
        {settings.socialLinks.length > 0 && (
          <div className="mt-12 flex flex-col items-center gap-4 text-center">
            <h3 className="text-xl font-bold text-ink">Follow us for everyday moments at the centre</h3>
            <SocialLinks links={settings.socialLinks} variant="labelled" />
          </div>
        )}
      </Section>

      <CallToAction
        id="contact-cta"
        title="Ready to Get Started?"
        text={
          phone
            ? 'Apply online in a few minutes, or call us now: we are happy to answer your questions.'
            : 'Apply online in a few minutes, or send us a message: we are happy to answer your questions.'
        }
        primary={{ href: '/apply', label: 'Apply Now' }}
        // No phone number in the site settings: no phone link, the message form instead.
        secondary={phone ? { href: telHref(phone), label: 'Call Now' } : { href: '#quick-contact-heading', label: 'Send a Message' }}
      />
    </>
  )
}
