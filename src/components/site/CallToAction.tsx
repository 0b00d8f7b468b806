import { Button } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'
import { Decorations } from './Section'

type Action = { href: string; label: string }

/** The closing band of a page: a heading, a line and two buttons on the brand colour. */
export function CallToAction({ id, title, text, primary, secondary }: { id: string; title: string; text: string; primary: Action; secondary: Action }) {
  const actionLink = (action: Action) =>
    action.href.startsWith('/') ? <Link href={action.href}>{action.label}</Link> : <a href={action.href}>{action.label}</a>
  return (
    <section aria-labelledby={id} className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="on-dark relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-brand-700 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <div className="opacity-20">
          <Decorations />
        </div>
        <h2 id={id} className="relative text-3xl font-extrabold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg text-brand-50">{text}</p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="sun">
            {actionLink(primary)}
          </Button>
          <Button asChild size="lg" variant="outline-inverse">
            {actionLink(secondary)}
          </Button>
        </div>
      </div>
    </section>
  )
}
