'use client'

import { useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'
import { type FieldErrors, useForm, useWatch } from 'react-hook-form'

import { ChoiceField, TextField } from '@/components/forms/fields'
import { FormField } from '@/components/forms/FormField'
import { formLevelMessage } from '@/components/forms/serverFieldErrors'
import { ConfirmAction } from '@/components/forms/ConfirmAction'
import { FormActions } from '@/components/forms/FormActions'
import { usePortalDates } from '@/components/portal/dates'
import { useEndpoint } from '@/components/swr'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { healthEndpoints } from '../../endpoints'
import { ApiError, send, sendForm } from '@/contract/client'
import { at } from '@/contract/endpoint'
import type { ChildImmunizationsRecord, HealthDocumentRecord } from '../../record'
import { CHILD_DOCUMENT_KINDS } from '../../documents'
import { DOCUMENT_FILE_ACCEPT, documentForm } from '../documentFiles'
import { documentResolver, fieldRefusal } from '../documentResolver'
import { HealthDocumentList, documentName, healthDocumentWordsOf } from '../HealthDocumentList'
import type { OpenedChild } from './openedChild'

/** What a child's document may be (the form's choices, in the order staff meet them). */
const CHILD_KINDS = CHILD_DOCUMENT_KINDS

/** The staff's words for the documents' list: who verified it and when, beside the portal's. */
function useStaffDocumentWords() {
  const t = useTranslations('staff.health.documents')
  const { mediumDateTime } = usePortalDates()
  return healthDocumentWordsOf(t, mediumDateTime, (document) => (document.verifiedBy && document.verifiedAt ? t('verifiedBy', { name: document.verifiedBy, date: mediumDateTime(document.verifiedAt) }) : t('verified')))
}

/**
 * A child's documents on /staff/health (docs/spec.md §15, *Documents*): the list, each with the link that
 * opens its file; with `manage` (admins, in the child's record) "Verify" on a document not yet verified,
 * "Remove" after a confirmation, and the form that adds one of any kind (an exemption's or a care plan's
 * naming which). Teachers read the list only; the server decides what each may do.
 */
export function ChildHealthDocuments({ child, record, manage, level = 3 }: { child: OpenedChild; record?: ChildImmunizationsRecord; manage: boolean; level?: 3 | 4 }) {
  const t = useTranslations('staff.health.documents')
  const words = useStaffDocumentWords()
  const { data, error, mutate } = useEndpoint(at(healthEndpoints.documents, child.id))
  const [announcement, setAnnouncement] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const headingId = useId()
  const Heading = level === 3 ? 'h3' : 'h4'
  /** The list after a change, said out loud; after a verification or a removal the button pressed is gone, so the heading takes the focus. */
  const changed = (documents: HealthDocumentRecord[], message: string, refocus = true) => {
    void mutate(documents, { revalidate: false })
    setAnnouncement(message)
    if (refocus) requestAnimationFrame(() => heading.current?.focus())
  }
  const list = error ? (
    <p role="alert" className="mt-2 font-semibold text-coral-700">
      {t('loadFailed')}{' '}
      <Button variant="outline" size="sm" onClick={() => void mutate()}>
        {t('retry')}
      </Button>
    </p>
  ) : !data ? (
    <p role="status" className="mt-2 text-ink-soft">
      {t('loading')}
    </p>
  ) : data.length === 0 ? (
    <p className="mt-2 text-ink-soft">{t('none')}</p>
  ) : (
    <HealthDocumentList
      documents={data}
      words={words}
      label={t('listLabel', { name: child.name })}
      testId="staff-health-documents"
      actions={
        manage
          ? (document) => (
              <DocumentActions
                document={document}
                name={documentName(document, words)}
                onVerified={(verified) => changed((data ?? []).map((each) => (each.id === verified.id ? verified : each)), t('verifiedAnnouncement', { name: documentName(verified, words) }))}
                onRemoved={(next) => changed(next, t('removedAnnouncement', { name: documentName(document, words) }))}
              />
            )
          : undefined
      }
    />
  )
  return (
    <section aria-labelledby={headingId} className={level === 3 ? 'mt-6' : 'mt-2'}>
      <Heading id={headingId} ref={heading} tabIndex={-1} className="text-lg font-bold text-ink outline-none">
        {t('heading')}
      </Heading>
      {manage && record ? (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <div>
            {list}
            <p role="status" className="mt-2 font-semibold text-brand-800 empty:mt-0" data-testid="documents-status">
              {announcement}
            </p>
          </div>
          <DocumentForm child={child} record={record} onAdded={(next, message) => changed(next, message, false)} />
        </div>
      ) : (
        list
      )}
    </section>
  )
}

/** "Verify" on a document not yet verified, and "Remove" once the admin confirms it. */
function DocumentActions({ document, name, onVerified, onRemoved }: { document: HealthDocumentRecord; name: string; onVerified: (document: HealthDocumentRecord) => void; onRemoved: (next: HealthDocumentRecord[]) => void }) {
  const t = useTranslations('staff.health.documents')
  const [verifying, setVerifying] = useState(false)
  const [failure, setFailure] = useState('')
  const verify = async () => {
    setVerifying(true)
    setFailure('')
    try {
      onVerified(await send(at(healthEndpoints.verifyDocument, document.id)))
    } catch (error) {
      setFailure(error instanceof ApiError ? (error.serverMessage ?? t('unreachable')) : t('unreachable'))
    } finally {
      setVerifying(false)
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {!document.verified && (
          <Button size="sm" disabled={verifying} onClick={() => void verify()}>
            {verifying ? t('verifying') : t('verify')}
            <span className="sr-only"> {name}</span>
          </Button>
        )}
        <ConfirmAction
          label={t('remove')}
          of={name}
          question={t('removeQuestion', { name })}
          confirmLabel={t('removeConfirm')}
          busyLabel={t('removing')}
          keepLabel={t('removeKeep')}
          failedLabel={t('unreachable')}
          disabled={verifying}
          onConfirm={async () => onRemoved(await send(at(healthEndpoints.removeDocument, document.id)))}
        />
      </div>
      {failure && (
        <p role="alert" className="font-semibold text-coral-700">
          {failure}
        </p>
      )}
    </div>
  )
}

type DocumentValues = { kind: (typeof CHILD_KINDS)[number]; immunizationRecordId: string; carePlanId: string; file: FileList | null; title: string }
const FIELDS = ['kind', 'immunizationRecordId', 'carePlanId', 'file', 'title'] as const
const BLANK: DocumentValues = { kind: 'immunization-certificate', immunizationRecordId: '', carePlanId: '', file: null, title: '' }
/** What the form sends beside the file: the kind, the title, and which exemption or care plan it is the paper of. */
const documentFieldsOf = (values: DocumentValues) => ({
  kind: values.kind,
  title: values.title,
  immunizationRecordId: values.kind === 'exemption' ? values.immunizationRecordId : undefined,
  carePlanId: values.kind === 'care-plan' ? values.carePlanId : undefined,
})
/** The file and the fields checked as the upload endpoint checks them, before sending. */
const documentFormResolver = documentResolver(documentFieldsOf, FIELDS)

/** Adds one of the child's documents: what it is (for an exemption or a care plan, which one), the file and a title. The server's refusal is said in an alert and by its field. */
function DocumentForm({ child, record, onAdded }: { child: OpenedChild; record: ChildImmunizationsRecord; onAdded: (next: HealthDocumentRecord[], message: string) => void }) {
  const t = useTranslations('staff.health.documents')
  const plans = useEndpoint(at(healthEndpoints.carePlans, child.id))
  const headingId = useId()
  const [formError, setFormError] = useState('')
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DocumentValues>({ defaultValues: BLANK, resolver: documentFormResolver })
  const kind = useWatch({ control, name: 'kind' })
  const vaccineName = (code: string) => record.vaccines.find((vaccine) => vaccine.code === code)?.name ?? code
  const exemptions = record.entries.filter((entry) => entry.kind === 'exemption')
  const activePlans = (plans.data ?? []).filter((plan) => plan.active)

  const onSubmit = async (values: DocumentValues) => {
    setFormError('')
    const file = values.file?.[0]
    // The resolver has checked the file (chosen, its type and size) and the fields.
    if (!file) return
    try {
      const form = documentForm(file, documentFieldsOf(values))
      const next = await sendForm(at(healthEndpoints.uploadDocument, child.id), form)
      reset(BLANK)
      onAdded(next, t('added', { kind: t(`kinds.${values.kind}`), name: child.name }))
    } catch (failure) {
      // A refusal by a field is said in the alert too: the reason is what the admin must change.
      const onField = failure instanceof ApiError ? failure.fieldErrors.find((fieldError) => (FIELDS as readonly string[]).includes(fieldError.field))?.message : undefined
      setFormError(formLevelMessage<DocumentValues>(failure, setError, FIELDS, t('unreachable')) || (onField ? t('refused', { reason: onField }) : ''))
    }
  }

  // Refused before sending: a field's reason in the alert too, as the server's would be.
  const onRefused = (refused: FieldErrors<DocumentValues>) => {
    const reason = fieldRefusal(refused, FIELDS)
    setFormError(reason ? t('refused', { reason }) : '')
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, onRefused)} aria-labelledby={headingId} className="flex flex-col gap-4 self-start rounded-2xl bg-brand-50/60 p-4 sm:p-5">
      <h4 id={headingId} className="text-lg font-bold text-ink">
        {t('formHeading')}
      </h4>
      <ChoiceField id="health-document-kind" label={t('kind')} required control={register('kind')} error={errors.kind?.message} choices={CHILD_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))} />
      {kind === 'exemption' && (
        <ChoiceField
          id="health-document-exemption"
          label={t('exemption')}
          required
          placeholder={exemptions.length > 0 ? t('chooseExemption') : t('noExemption')}
          control={register('immunizationRecordId')}
          error={errors.immunizationRecordId?.message}
          choices={exemptions.map((entry) => ({ value: entry.id, label: t('exemptionChoice', { vaccine: vaccineName(entry.vaccine), kind: entry.exemptionKind ?? 'medical' }) }))}
        />
      )}
      {kind === 'care-plan' && (
        <ChoiceField
          id="health-document-care-plan"
          label={t('carePlan')}
          required
          placeholder={activePlans.length > 0 ? t('chooseCarePlan') : t('noCarePlan')}
          control={register('carePlanId')}
          error={errors.carePlanId?.message}
          choices={activePlans.map((plan) => ({ value: plan.id, label: plan.name }))}
        />
      )}
      <FormField id="health-document-file" label={t('file')} hint={t('fileHint')} required error={errors.file?.message}>
        {(aria) => <Input type="file" accept={DOCUMENT_FILE_ACCEPT} className="file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800" {...aria} {...register('file')} />}
      </FormField>
      <TextField id="health-document-title" label={t('title')} hint={t('titleHint')} control={register('title')} error={errors.title?.message} />
      <FormActions error={formError} busy={isSubmitting} submitLabel={t('save')} busyLabel={t('saving')} />
    </form>
  )
}

/** A teacher's (and the day's list's) way to the documents of a child: a button that shows them, read only. */
export function DocumentsOnRequest({ child }: { child: OpenedChild }) {
  const t = useTranslations('staff.health.documents')
  const [shown, setShown] = useState(false)
  const panelId = useId()
  return (
    <div className="mt-2">
      <Button variant="outline" size="sm" aria-expanded={shown} aria-controls={panelId} onClick={() => setShown((value) => !value)}>
        <span className="whitespace-normal text-left">{shown ? t('hide', { name: child.name }) : t('show', { name: child.name })}</span>
      </Button>
      <div id={panelId}>{shown && <ChildHealthDocuments child={child} manage={false} level={4} />}</div>
    </div>
  )
}
