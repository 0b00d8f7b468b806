/** A phone number as a tel: link (digits and a leading +, as dialers expect). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export const mailHref = (email: string) => `mailto:${email}`
