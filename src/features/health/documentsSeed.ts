import type { Payload, PayloadRequest } from 'payload'

/**
 * A one-page PDF saying what it stands in for, made here (no file of the web): the demo's documents are
 * marked as demo papers, never mistaken for a real child's.
 */
export function demoPdf(lines: readonly string[]): Buffer {
  const text = lines.map((line, index) => `BT /F1 ${index === 0 ? 16 : 11} Tf 56 ${760 - index * 22} Td (${line.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj ET`).join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

type Seeded = { kind: 'immunization-certificate' | 'exemption' | 'care-plan' | 'credential-card'; title: string; fileName: string; verified: boolean } & Record<string, unknown>

/**
 * The demo's health documents, private files like the family's others: Noah's immunization certificate
 * as his parent sent it (awaiting staff's verification), Lily's verified, the statement behind Ethan's
 * hepatitis B exemption, Amara's allergy action plan for her peanut plan, and the scan of David Kim's
 * first-aid card. Each a one-page PDF marked as a demo paper; kept when already there.
 */
export async function seedHealthDocuments(payload: Payload, req: PayloadRequest, familyIds: string[]): Promise<string[]> {
  const { totalDocs } = await payload.count({ collection: 'health-documents', req, overrideAccess: true })
  if (totalDocs > 0) return []
  // Written as they were sent and checked, naming their people (no session: the hook keeps the names given).
  const history = { ...req, user: null, context: { ...req.context, seedHistory: true } } as PayloadRequest
  const director = [req.user?.firstName, req.user?.lastName].filter(Boolean).join(' ') || 'Centre staff'

  const { docs: children } = await payload.find({ collection: 'children', where: { and: [{ parent: { in: familyIds } }, { firstName: { in: ['Noah', 'Lily', 'Ethan', 'Amara'] } }] }, depth: 0, pagination: false, req, overrideAccess: true })
  const child = (name: string) => children.find((each) => each.firstName === name)
  const first = async <T>(found: Promise<{ docs: T[] }>) => (await found).docs[0]
  const seeded: Seeded[] = []
  const noah = child('Noah')
  const noahParent = noah && (await payload.findByID({ collection: 'users', id: String(noah.parent), depth: 0, req, overrideAccess: true, select: { firstName: true, lastName: true } }))
  if (noah && noahParent) seeded.push({ kind: 'immunization-certificate', title: 'Certificate of immunization', fileName: 'noah-immunization-certificate.pdf', verified: false, child: noah.id, uploadedBy: noahParent.id, uploadedByName: `${noahParent.firstName} ${noahParent.lastName}` })
  const lily = child('Lily')
  if (lily) seeded.push({ kind: 'immunization-certificate', title: 'Certificate of immunization', fileName: 'lily-immunization-certificate.pdf', verified: true, child: lily.id })
  const ethan = child('Ethan')
  const exemption = ethan && (await first(payload.find({ collection: 'immunization-records', where: { and: [{ child: { equals: ethan.id } }, { kind: { equals: 'exemption' } }] }, limit: 1, depth: 0, req, overrideAccess: true })))
  if (ethan && exemption) seeded.push({ kind: 'exemption', title: 'Religious exemption statement', fileName: 'ethan-exemption-statement.pdf', verified: true, child: ethan.id, immunizationRecord: exemption.id })
  const amara = child('Amara')
  const plan = amara && (await first(payload.find({ collection: 'care-plans', where: { and: [{ child: { equals: amara.id } }, { name: { equals: 'Peanuts' } }] }, limit: 1, depth: 0, req, overrideAccess: true })))
  if (amara && plan) seeded.push({ kind: 'care-plan', title: 'Allergy action plan (peanuts)', fileName: 'amara-allergy-action-plan.pdf', verified: true, child: amara.id, carePlan: plan.id })
  const david = await first(payload.find({ collection: 'users', where: { username: { equals: 'david.kim' } }, limit: 1, depth: 0, req, overrideAccess: true }))
  const card = david && (await first(payload.find({ collection: 'staff-credentials', where: { and: [{ staff: { equals: david.id } }, { kind: { equals: 'first-aid' } }] }, limit: 1, depth: 0, req, overrideAccess: true })))
  if (card) seeded.push({ kind: 'credential-card', title: 'First aid card', fileName: 'david-kim-first-aid-card.pdf', verified: true, credential: card.id })
  for (const { fileName, title, ...data } of seeded) {
    const pdf = demoPdf([title, 'Demo document: not a real record.', 'Made by the seed of the centre\'s demo data.'])
    await payload.create({
      collection: 'health-documents',
      data: { uploadedBy: req.user?.id ?? null, uploadedByName: director, ...data, title, verifiedByName: data.verified ? director : null } as never,
      file: { data: pdf, mimetype: 'application/pdf', name: fileName, size: pdf.length },
      req: history,
      overrideAccess: true,
    })
  }
  return seeded.length > 0 ? [`${seeded.length} health documents (Noah's certificate awaiting verification, Lily's verified, Ethan's exemption statement, Amara's allergy action plan, David Kim's first-aid card)`] : []
}
